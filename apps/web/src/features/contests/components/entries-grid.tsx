import { EntryState, entryStateLabels } from '@hz/contract/common/states';
import { Alert, Button, Card, Empty, Image, Rate, Skeleton, Switch, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { FileLinks } from '../../../components/file-links.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import type { ContestDetail } from '../api/contest-info.ts';
import { useEliminateEntry } from '../api/entry-eliminate.ts';
import { type ContestEntry, useEntries } from '../api/entry-list.ts';
import { useRateEntry } from '../api/entry-rate.ts';
import { useShowEntry } from '../api/entry-show.ts';
import { useWithdrawEntry } from '../api/entry-withdraw.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useConfirmAction } from '../../../components/confirm-action.ts';
import { CommentModal, EntryModal, FinalistsModal, HandoverModal, WinnersModal } from './contest-dialogs.tsx';
import { placeName } from './contest-format.ts';

/** The dialogs the page's buttons open. */
export type ContestDialog = 'finalists' | 'winners' | 'handover' | 'enter' | 'extend' | 'accept';

/** Whether the server offers the viewer `name` now (decision 043). */
export const offers = (c: ContestDetail, name: string) => c.actions.some((a) => a.name === name);

/** Entries are still taken (the author may edit or withdraw): the contest is open and its deadline ahead. */
const entriesOpen = (c: ContestDetail) =>
  c.status === 'open' && c.euntil !== '' && Date.parse(c.euntil) > Date.now();

function EntryTags({ e }: { e: ContestEntry }) {
  return (
    <span className="contest-entry__tags">
      {e.place > 0 && <Tag color="gold">{placeName(e.place)}</Tag>}
      {e.finalist && <Tag color="orange">入围</Tag>}
      {e.status !== EntryState.active && <Tag>{entryStateLabels[e.status]}</Tag>}
      {e.mine && <Tag color="blue">我的稿件</Tag>}
    </span>
  );
}

/** One entry: its pictures, text and files, and the tools its viewer has on it. */
function EntryCard({
  contest: c,
  e,
  onEdit,
  onComment,
  onHandover,
}: {
  contest: ContestDetail;
  e: ContestEntry;
  onEdit: () => void;
  onComment: () => void;
  onHandover: () => void;
}) {
  const confirm = useConfirmAction();
  const rate = useRateEntry();
  const eliminate = useEliminateEntry();
  const withdraw = useWithdrawEntry();
  const show = useShowEntry();
  const client = c.role === 'client';
  const reviewing = client && offers(c, 'review') && e.status === EntryState.active;
  const label = `稿件 #${e.n}`;
  return (
    <article className="contest-entry" data-testid="contest-entry" aria-label={label}>
      <header className="contest-entry__head">
        <strong>{label}</strong>
        <EntryTags e={e} />
      </header>
      <Image.PreviewGroup>
        <div className="contest-entry__pics">
          {e.pics.map((p, i) => (
            <Image
              key={p.id}
              src={p.thumb || p.url}
              preview={{ src: p.url }}
              alt={`${label} 设计图${i + 1}`}
              width={96}
              height={72}
            />
          ))}
        </div>
      </Image.PreviewGroup>
      <p className="contest-entry__by">
        <Link to={e.designer.link}>{e.designer.name}</Link>
        <span className="card-hint">
          {' '}
          {e.dates} {e.times}
        </span>
      </p>
      <p className="contest-pre">{e.conts}</p>
      <FileLinks files={e.attach} label="附件" />
      {(client || e.mine) && (
        <div className="contest-entry__review">
          {reviewing ? (
            <span className="contest-entry__rate">
              评分
              <Rate
                aria-label={`为${label}评分`}
                value={e.rating}
                disabled={rate.isPending}
                onChange={(rating) =>
                  rating > 0 &&
                  rate.mutateAsync({ id: e.id, rating }).catch((err: unknown) => reportError(err))
                }
              />
            </span>
          ) : e.rating > 0 ? (
            <span className="contest-entry__rate">
              发布方评分 <Rate disabled value={e.rating} aria-label={`${label}的评分 ${e.rating} 分`} />
            </span>
          ) : null}
          {e.comment && (
            <p className="contest-entry__comment">
              <strong>发布方点评：</strong>
              {e.comment}
            </p>
          )}
        </div>
      )}
      {e.handover && (
        <div className="contest-entry__handover">
          <strong>源文件</strong> <span className="card-hint">{e.handover.dates}</span>
          <p className="contest-pre">{e.handover.conts}</p>
          <FileLinks files={e.handover.attach} label="源文件" />
        </div>
      )}
      <div className="contest-entry__tools">
        {reviewing && (
          <>
            <Button size="small" onClick={onComment}>
              {e.comment ? '修改点评' : '点评'}
            </Button>
            {!e.finalist && (
              <Button
                size="small"
                danger
                onClick={() =>
                  confirm({
                    title: `淘汰${label}？`,
                    content: '淘汰后这份稿件不再参与评选，作者会收到通知。此操作不可撤销。',
                    okText: '确认淘汰',
                    danger: true,
                    run: () => eliminate.mutateAsync({ id: e.id }),
                    success: '已淘汰',
                  })
                }
              >
                淘汰
              </Button>
            )}
          </>
        )}
        {e.mine &&
          e.status === EntryState.active &&
          (entriesOpen(c) || (c.status === 'finalist' && e.finalist)) && (
            <Button size="small" onClick={onEdit}>
              修改稿件
            </Button>
          )}
        {e.mine && e.status === EntryState.active && entriesOpen(c) && (
          <Button
            size="small"
            danger
            onClick={() =>
              confirm({
                title: `撤回${label}？`,
                content: '撤回后这份稿件不再参与评选，也不能恢复；征稿截止前可以再投新稿。',
                okText: '确认撤回',
                danger: true,
                run: () => withdraw.mutateAsync({ id: e.id }),
                success: '稿件已撤回',
              })
            }
          >
            撤回
          </Button>
        )}
        {e.mine && c.blind && e.status === EntryState.active && ['open', 'selecting'].includes(c.status) && (
          <span className="contest-entry__show">
            <Switch
              aria-label="评选结束后公开这份稿件"
              size="small"
              checked={e.show}
              loading={show.isPending}
              onChange={(v) =>
                show.mutateAsync({ id: e.id, show: v }).catch((err: unknown) => reportError(err))
              }
            />
            评选后公开
          </span>
        )}
        {e.mine && e.place > 0 && !e.handover && offers(c, 'handover') && (
          <Button size="small" type="primary" onClick={onHandover}>
            提交源文件
          </Button>
        )}
      </div>
    </article>
  );
}

/**
 * The entries the viewer may see (blind mode is the server's: `entryList` sends only those, and counts the
 * rest as `hidden`), with the client's tools (rate, comment, eliminate, finalists, winners) and the author's.
 */
export function EntriesGrid({
  contest: c,
  dialog,
  setDialog,
}: {
  contest: ContestDetail;
  dialog: string | undefined;
  setDialog: (d: ContestDialog | undefined) => void;
}) {
  const q = useEntries(c.id);
  const [editing, setEditing] = useState<ContestEntry>();
  const [commenting, setCommenting] = useState<ContestEntry>();
  const [handing, setHanding] = useState<ContestEntry>();
  const entries = q.data?.listItem ?? [];
  return (
    <Card className="pc-card" title={`参赛稿件（${c.entries}）`} data-testid="contest-entries">
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : !q.data ? (
        <LoadFailed compact title="稿件加载失败" onRetry={() => q.refetch()} />
      ) : (
        <>
          {q.data.hidden > 0 && (
            <Alert
              className="contest-hidden"
              type="info"
              showIcon
              title={`暗标比稿：另有${q.data.hidden}份稿件仅发布方可见，评选结束后公开获奖稿件`}
            />
          )}
          {entries.length === 0 ? (
            <Empty description={q.data.hidden > 0 ? '您还没有投稿' : '还没有参赛稿件'} />
          ) : (
            <div className="contest-entries">
              {entries.map((e) => (
                <EntryCard
                  key={e.id}
                  contest={c}
                  e={e}
                  onEdit={() => setEditing(e)}
                  onComment={() => setCommenting(e)}
                  onHandover={() => setHanding(e)}
                />
              ))}
            </div>
          )}
        </>
      )}
      {editing && <EntryModal contest={c} entry={editing} open onClose={() => setEditing(undefined)} />}
      <CommentModal entry={commenting} onClose={() => setCommenting(undefined)} />
      <HandoverModal
        entry={
          handing ??
          (dialog === 'handover' ? entries.find((e) => e.mine && e.place > 0 && !e.handover) : undefined)
        }
        onClose={() => {
          setHanding(undefined);
          setDialog(undefined);
        }}
      />
      <FinalistsModal
        contest={c}
        entries={entries}
        open={dialog === 'finalists'}
        onClose={() => setDialog(undefined)}
      />
      <WinnersModal
        contest={c}
        entries={entries}
        open={dialog === 'winners'}
        onClose={() => setDialog(undefined)}
      />
    </Card>
  );
}
