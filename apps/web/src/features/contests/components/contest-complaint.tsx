import { COMPLAINT_STATEMENT_DAYS } from '@hz/contract/values/complaints';
import { App, Button, Card, Modal, Skeleton } from 'antd';
import { useState } from 'react';
import { ComplaintOutcome, ComplaintRecord } from '../../../components/complaint-record.tsx';
import { ComplaintReply, ComplaintStatementForm } from '../../../components/complaint-reply.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useComplainAdd } from '../../complaints/api/complain-add.ts';
import { useComplainEdit } from '../../complaints/api/complain-edit.ts';
import { useComplainInfo } from '../../complaints/api/complain-info.ts';
import { complaintOf, useComplainList } from '../../complaints/api/complain-list.ts';
import { useComplainWaive } from '../../complaints/api/complain-waive.ts';
import { type ContestDetail, contestsKey } from '../api/contest-info.ts';
import { offers } from './entries-grid.tsx';
import { placeName } from './contest-format.ts';

type Award = ContestDetail['awards'][number];

/** One place's complaint for a side of it: the state, both sides' statements, the decision, the reply. */
function PlaceComplaint({ id, place }: { id: number; place: number }) {
  const info = useComplainInfo(id);
  const edit = useComplainEdit(contestsKey);
  const waive = useComplainWaive(contestsKey);
  const title = `投诉（${placeName(place)}）`;
  if (info.isPending)
    return (
      <Card title={title} className="contest-complaint">
        <Skeleton active />
      </Card>
    );
  if (info.isError)
    return (
      <Card title={title} className="contest-complaint">
        <LoadFailed title="投诉信息加载失败" onRetry={() => info.refetch()} />
      </Card>
    );
  const c = info.data;
  return (
    <Card title={title} className="contest-complaint" data-testid="contest-complaint">
      <ComplaintOutcome c={c} />
      <ComplaintRecord c={c} />
      <ComplaintReply
        c={c}
        add={(v) => edit.mutateAsync({ id: c.id, ...v })}
        waive={() => waive.mutateAsync({ id: c.id })}
        adding={edit.isPending}
        waiving={waive.isPending}
      />
    </Card>
  );
}

/**
 * A contest's complaints for a place's pair (decision 063), below the timeline on `/contestDetail`: each
 * place's complaint once there is one (as a task's, the shared record and reply), and while the server
 * offers `complain` (every winner handed over, not yet accepted), 发起投诉 for each of the viewer's places
 * whose share is still in escrow, in a dialog that says what follows. `mine`: the places the viewer is a
 * side of (the client: every place; a winner: their own).
 */
export function ContestComplaints({ contest: c, mine }: { contest: ContestDetail; mine: Award[] }) {
  const { message } = App.useApp();
  const [open, setOpen] = useState<Award>();
  const list = useComplainList(mine.length > 0);
  const add = useComplainAdd(contestsKey);
  if (mine.length === 0 || !list.data) return null;
  const withComplaint = mine.flatMap((a) => {
    const found = complaintOf(list.data, 'contest', a.entry);
    return found ? [{ a, id: found.id, open: found.status === 'open' }] : [];
  });
  const anyOpen = withComplaint.some((x) => x.open);
  const openable =
    offers(c, 'complain') && !anyOpen
      ? mine.filter((a) => !a.paid && !withComplaint.some((x) => x.a === a))
      : [];
  const other = c.role === 'client' ? '获奖设计师' : '发布方';
  return (
    <>
      {withComplaint.map((x) => (
        <PlaceComplaint key={x.id} id={x.id} place={x.a.place} />
      ))}
      {openable.length > 0 && (
        <Card title="投诉" className="contest-complaint" data-testid="contest-complaint-open">
          <p className="contest-complaint__hint">
            对源文件或验收与{other}无法协商一致时，可以就该名次向平台投诉：自动验收暂停，双方在
            {COMPLAINT_STATEMENT_DAYS}天内陈述，平台裁决该名次奖金的去向。
          </p>
          <div className="contest-actions">
            {openable.map((a) => (
              <Button key={a.entry} danger onClick={() => setOpen(a)}>
                {mine.length > 1 || c.winners > 1 ? `就${placeName(a.place)}发起投诉` : '发起投诉'}
              </Button>
            ))}
          </div>
          <Modal
            open={open !== undefined}
            title={open ? `发起投诉（${placeName(open.place)}）` : '发起投诉'}
            footer={null}
            onCancel={() => !add.isPending && setOpen(undefined)}
            destroyOnHidden
          >
            <p className="contest-complaint__hint">
              投诉后比稿进入“投诉处理中”，自动验收暂停；双方可在{COMPLAINT_STATEMENT_DAYS}
              天内补充陈述和材料，之后由平台裁决该名次奖金支付给获奖者、退回发布方或按比例分配。
            </p>
            {open && (
              <ComplaintStatementForm
                label="投诉说明"
                placeholder={`请具体说明问题，例如源文件与参赛稿件不符之处、${other}的回应等`}
                button="确认发起投诉"
                pending={add.isPending}
                submit={(v) =>
                  add
                    .mutateAsync({ kind: 'contest', id: open.entry, conts: v.conts, attach: v.attach })
                    .then((r) => {
                      message.success('投诉已提交');
                      setOpen(undefined);
                      return r;
                    })
                }
              />
            )}
          </Modal>
        </Card>
      )}
    </>
  );
}
