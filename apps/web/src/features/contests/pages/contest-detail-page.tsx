import { DealOrbits } from '../../../components/deal-orbits.tsx';
import { ReviewState } from '@hz/contract/common/states';
import { Alert, Button, Card, Descriptions } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { DetailBack, DetailNoId, DetailNotReady } from '../../../components/content-detail.tsx';
import { fundsSentence } from '../../../components/deal-funds.tsx';
import { DealStateTag } from '../../../components/deal-state-tag.tsx';
import { FileLinks } from '../../../components/file-links.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { placeName as cityName } from '../../../lib/content-format.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useIdParam } from '../../../lib/url-filters.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useConfirmAction } from '../../../components/confirm-action.ts';
import { type ContestDetail, useContestInfo } from '../api/contest-info.ts';
import { useCloseContest } from '../api/contest-close.ts';
import { useUserInfo } from '../../members/api/user-info.ts';
import { EntryModal, ExtendModal } from '../components/contest-dialogs.tsx';
import {
  boothFacts,
  chinaMinute,
  contestStateColor,
  contestStateLabel,
  placeName,
  rulesText,
  yuan,
} from '../components/contest-format.ts';
import { ContestComplaints } from '../components/contest-complaint.tsx';
import { AcceptContestModal } from '../components/contest-pay.tsx';
import { type ContestDialog, EntriesGrid, offers } from '../components/entries-grid.tsx';
import '../contests.css';

/** The prize: the amount held, each place's share, the platform's fee on it and what the winner receives. */
function Prize({ contest: c }: { contest: ContestDetail }) {
  // each place handed over and accepted is one client–winner pair to review (decision 024, kind `contest`)
  const me = useUserInfo({ enabled: c.role === 'winner' }).data;
  const reviewable = (a: ContestDetail['awards'][number]) =>
    c.status === 'completed' &&
    a.handed &&
    (c.role === 'client' || (c.role === 'winner' && me?.cardno === a.designer.cardno));
  return (
    <Card className="pc-card" title="奖金" data-testid="contest-prize">
      <p>
        奖金 <strong className="contest-money">{yuan(c.prize)}</strong> 已由平台托管，{c.winners}名获奖
        {c.guarantee
          ? '；担保比稿，奖金一定发放。'
          : '；不担保：评选期内未选出获奖者且未选定入围时，奖金全额退回发布方。'}
      </p>
      <ul className="contest-shares">
        {c.shares.map((s, i) => (
          <li key={s.place}>
            <strong>{placeName(s.place)}</strong>（{c.split[i]}%）{yuan(s.amount)}：平台服务费 {c.rate}，即{' '}
            {yuan(s.fee)}
            ，由平台从该名次奖金中扣除；获奖设计师实得 <strong>{yuan(s.net)}</strong>
          </li>
        ))}
      </ul>
      <p className="card-hint">
        发布方无需另付服务费。获奖者提交源文件、发布方验收后（或7天后自动验收）奖金结算到获奖者余额。
      </p>
      {c.awards.length > 0 && (
        <>
          <h2 className="contest-detail__sub">获奖者</h2>
          <ul className="contest-shares" data-testid="contest-awards">
            {c.awards.map((a) => (
              <li key={a.place}>
                {placeName(a.place)}：<Link to={a.designer.link}>{a.designer.name}</Link> {yuan(a.amount)}
                {a.handed ? '（已提交源文件）' : ''}
                {reviewable(a) && (
                  <>
                    {' '}
                    <Link
                      to={href(paths.evaluateEdit.path, { id: a.entry, kind: 'contest' })}
                      data-testid="contest-review"
                    >
                      {c.role === 'client' ? '评价设计师' : '评价发布方'}
                    </Link>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Card>
  );
}

/** The dates: the entry deadline, the selection window, the finalists' revision. */
function Dates({ contest: c }: { contest: ContestDetail }) {
  const items = [
    {
      key: 'e',
      label: '征稿截止',
      children: c.euntil ? chinaMinute(c.euntil) : `审核通过后征稿${c.edays}天`,
    },
    { key: 's', label: '评选截止', children: c.suntil ? chinaMinute(c.suntil) : `征稿截止后${c.sdays}天内` },
    ...(c.funtil ? [{ key: 'f', label: '入围修改截止', children: chinaMinute(c.funtil) }] : []),
    ...(c.due ? [{ key: 'd', label: '当前阶段截止', children: chinaMinute(c.due) }] : []),
  ];
  // one column on a phone, told by the server too (a phone's User-Agent), so hydrating moves nothing
  return <Descriptions size="small" column={useIsMobile() ? 1 : 2} items={items} />;
}

/** The buttons of the actions the server offers the viewer now, in its order and with its labels. */
function Actions({
  contest: c,
  setDialog,
}: {
  contest: ContestDetail;
  setDialog: (d: ContestDialog | undefined) => void;
}) {
  const confirm = useConfirmAction();
  const close = useCloseContest();
  const loggedIn = useLoggedIn();
  const buttons = c.actions.map((a) => {
    if (a.name === 'enter' && !loggedIn)
      return (
        <LinkButton key={a.name} type="primary" to={loginHref(href(paths.contestDetail.path, { id: c.id }))}>
          登录后参赛
        </LinkButton>
      );
    switch (a.name) {
      case 'enter':
      case 'nameFinalists':
      case 'choose':
      case 'handover':
      case 'extend':
      case 'accept': {
        const to = (
          {
            enter: 'enter',
            nameFinalists: 'finalists',
            choose: 'winners',
            handover: 'handover',
            extend: 'extend',
            accept: 'accept',
          } as const
        )[a.name];
        return (
          <Button
            key={a.name}
            type={a.name === 'extend' ? 'default' : 'primary'}
            onClick={() => setDialog(to)}
          >
            {a.label}
          </Button>
        );
      }
      case 'close':
        return (
          <Button
            key={a.name}
            danger
            loading={close.isPending}
            onClick={() =>
              confirm({
                title: '关闭这个比稿？',
                content: `${fundsSentence(a.funds)}关闭后不能重新打开。`,
                okText: '确认关闭',
                danger: true,
                run: () => close.mutateAsync({ id: c.id }),
                success: '比稿已关闭，奖金已退回您的余额',
              })
            }
          >
            {a.label}
          </Button>
        );
      default:
        // review: the tools are on each entry below; complain: per place below the timeline
        return null;
    }
  });
  const shown = buttons.filter(Boolean);
  if (shown.length === 0) return null;
  return <div className="contest-actions">{shown}</div>;
}

function ContestView({ contest: c }: { contest: ContestDetail }) {
  const [dialog, setDialog] = useState<ContestDialog>();
  const isMobile = useIsMobile();
  const done = () => setDialog(undefined);
  const visible = c.checked === ReviewState.approved || c.role === 'client';
  // the places the viewer is a side of (their complaints): the client every place, a winner their own
  const me = useUserInfo({ enabled: c.role === 'winner' }).data;
  const mine =
    c.role === 'client'
      ? c.awards
      : c.awards.filter((a) => c.role === 'winner' && me?.cardno === a.designer.cardno);
  return (
    <div className="container contest-detail contest-detail">
      {/* its parties go back to 我的比稿; anyone else to the home page (the hall's contests tab comes later) */}
      <DetailBack to={c.role === 'visitor' ? paths.mainPage.path : paths.myContests.path}>
        {c.role === 'visitor' ? '首页' : '我的比稿'}
      </DetailBack>
      <header className="contest-detail__head">
        <div className="contest-detail__tags">
          <DealStateTag
            status={c.status}
            checked={c.checked}
            color={contestStateColor(c.status)}
            label={contestStateLabel(c.status)}
          />
          <span className="card-hint">悬赏比稿 · 编号 {c.orders}</span>
        </div>
        <h1 className="contest-detail__title">{c.title}</h1>
        <p className="contest-detail__facts">{boothFacts(c)}</p>
        <div className="contest-detail__money">
          <span className="contest-money">{yuan(c.prize)}</span>
          <span className="card-hint">奖金（已托管）· {c.entrants}位设计师参赛</span>
        </div>
        {c.checked === ReviewState.rejected && c.reason && c.role === 'client' && (
          <Alert type="error" showIcon title={`审核意见：${c.reason}`} />
        )}
        {c.next && (
          <div data-testid="contest-next">
            <Alert className="contest-next" type="info" showIcon title="下一步" description={c.next} />
          </div>
        )}
        <Actions contest={c} setDialog={setDialog} />
        {offers(c, 'enter') && c.role === 'visitor' && (
          <p className="card-hint">参赛需完成实名认证，并开通设计师资料且审核通过。</p>
        )}
      </header>

      <Card className="pc-card" title="时间安排">
        <Dates contest={c} />
        <p className="card-hint">规则：{rulesText(c)}</p>
      </Card>
      <Prize contest={c} />

      <Card className="pc-card" title="需求信息">
        <Descriptions
          size="small"
          column={isMobile ? 1 : 2}
          items={[
            { key: 'sizes', label: '展位面积', children: `${c.sizes}㎡` },
            { key: 'opens', label: '开口', children: `${c.opens}面开口` },
            { key: 'layer', label: '层数', children: c.layer === 2 ? '双层' : '单层' },
            { key: 'style', label: '风格', children: c.style },
            ...(c.city ? [{ key: 'city', label: '展会城市', children: cityName(c.prov, c.city) }] : []),
            { key: 'show', label: '展会日期', children: `${c.sdate} 至 ${c.edate}` },
            { key: 'types', label: '交付物', children: c.types.join('、') },
            { key: 'pub', label: '发布时间', children: `${c.dates} ${c.times}` },
          ]}
        />
        {c.tips && <p className="contest-pre">补充说明：{c.tips}</p>}
        <h2 className="contest-detail__sub">需求描述</h2>
        <div
          className="listing-detail__conts"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
          dangerouslySetInnerHTML={{ __html: c.conts }}
        />
        {c.attach.length > 0 && (
          <>
            <h2 className="contest-detail__sub">参考文件</h2>
            <FileLinks files={c.attach} label="参考文件" />
          </>
        )}
      </Card>

      {visible && <EntriesGrid contest={c} dialog={dialog} setDialog={setDialog} />}

      <DealOrbits orbits={c.orbits} />
      {/* a place's complaint comes after the entries and the timeline it is about (decision 063) */}
      <ContestComplaints contest={c} mine={mine} />
      {dialog === 'enter' && <EntryModal contest={c} open onClose={done} />}
      {dialog === 'extend' && <ExtendModal contest={c} open onClose={done} />}
      {dialog === 'accept' && <AcceptContestModal contest={c} open onClose={done} />}
    </div>
  );
}

/** `/contestDetail?id=N`: a design contest, public once approved; its client's and entrants' workspace. */
export default function ContestDetailPage() {
  const id = useIdParam();
  const info = useContestInfo(id);
  if (!id)
    return (
      <DetailNoId
        title="没有指定比稿"
        hint="链接可能不完整，请从我的比稿进入。"
        listTo={paths.myContests.path}
        listText="去我的比稿"
      />
    );
  if (!info.data) return <DetailNotReady query={info} name="比稿" listTo={paths.myContests.path} />;
  return <ContestView contest={info.data} />;
}
