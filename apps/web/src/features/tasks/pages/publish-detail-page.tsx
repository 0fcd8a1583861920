import { ReviewState, TaskState } from '@hz/contract/common/states';
import { Alert, Button, Card, Descriptions, Skeleton } from 'antd';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { DetailBack, DetailNoId, DetailNotReady } from '../../../components/content-detail.tsx';
import { DealOrbits } from '../../../components/deal-orbits.tsx';
import { DealStateTag } from '../../../components/deal-state-tag.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { evaluateTaskHref, href, loginHref, paths } from '../../../config/paths.ts';
import { placeName } from '../../../lib/content-format.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useResumeDialog } from '../../../lib/return-to.ts';
import { useIdParam } from '../../../lib/url-filters.ts';
import { type TaskDetail, useTaskInfo } from '../api/task-info.ts';
import { fundsSentence } from '../../../components/deal-funds.tsx';
import { useCloseTask } from '../api/task-close.ts';
import { useConfirmDesigner } from '../api/confirm-designer.ts';
import { useCancelTask } from '../api/task-cancel.ts';
import { useWinner } from '../api/winner-info.ts';
import { useConfirmAction } from '../../../components/confirm-action.ts';
import { FileLinks } from '../../../components/file-links.tsx';
import { boothFacts, feeOf, stateColor, stateLabel, yuan } from '../components/task-format.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { lazyPart } from '../../../lib/lazy-part.ts';
import { LaterPart } from '../../../components/later-part.tsx';
import '../tasks.css';

/*
 * What only a party or an applying designer sees — the dialogs, the applicants, the conversation, the
 * complaint — loads when it is first shown, not with the public page a visitor or a search engine reads
 * (issue 34: the page's first load and its hydration's long tasks).
 */
const payDialogs = () => import('../components/pay-modal.tsx');
const taskDialogs = () => import('../components/task-dialogs.tsx');
const complaint = () => import('../components/task-complaint.tsx');
const PayFeeModal = lazyPart(payDialogs, 'PayFeeModal');
const AcceptModal = lazyPart(payDialogs, 'AcceptModal');
const ApplyModal = lazyPart(taskDialogs, 'ApplyModal');
const DeliverModal = lazyPart(taskDialogs, 'DeliverModal');
const ReviseModal = lazyPart(taskDialogs, 'ReviseModal');
const RefuseOrderModal = lazyPart(taskDialogs, 'RefuseOrderModal');
const ProposalModal = lazyPart(() => import('../components/proposal-modal.tsx'), 'ProposalModal');
const TaskComplaint = lazyPart(complaint, 'TaskComplaint');
const OpenTaskComplaint = lazyPart(complaint, 'OpenTaskComplaint');
const TaskConversation = lazyPart(() => import('../components/task-conversation.tsx'), 'TaskConversation');
const Applicants = lazyPart(() => import('../components/applicants.tsx'), 'Applicants');

const S = TaskState;
const contactStates: string[] = [S.confirmed, S.ongoing, S.delivered, S.completed, S.disputed];

/** The other side's contacts (`winnerInfo`), for both parties once the designer has confirmed. */
function Contacts({ task }: { task: TaskDetail }) {
  // the server's guess for a phone while hydrating (antd's responsive `column` reads the window: a shift)
  const isMobile = useIsMobile();
  const q = useWinner({ id: task.id });
  const w = q.data;
  const title = task.role === 'client' ? '设计师联系方式' : '发布方联系方式';
  return (
    <Card className="pc-card" title={title}>
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : !w ? (
        <Button onClick={() => q.refetch()}>联系方式加载失败，重试</Button>
      ) : (
        <Descriptions
          size="small"
          column={isMobile ? 1 : 2}
          items={[
            { key: 'name', label: '名称', children: w.name },
            { key: 'mobile', label: '手机', children: <a href={`tel:${w.mobile}`}>{w.mobile}</a> },
            { key: 'qq', label: 'QQ', children: w.qqnum || '—' },
            { key: 'email', label: '邮箱', children: w.email || '—' },
          ]}
        />
      )}
    </Card>
  );
}

function Deliveries({ task }: { task: TaskDetail }) {
  if (task.deliveries.length === 0) return null;
  return (
    <Card className="pc-card" title={`交付记录（${task.deliveries.length}）`} data-testid="task-deliveries">
      <ol className="task-deliveries">
        {[...task.deliveries].reverse().map((d) => (
          <li key={d.n}>
            <h3>
              第{d.n}次交付 <span className="card-hint">{`${d.dates} ${d.times}`}</span>
            </h3>
            <p className="task-pre">{d.conts}</p>
            <FileLinks files={d.attach} label="交付文件" />
          </li>
        ))}
      </ol>
    </Card>
  );
}

/** Whether the server offers the viewer `name` now (decision 043: the web keeps no copy of the table). */
const offers = (task: TaskDetail, name: string) => task.actions.some((a) => a.name === name);

/**
 * The buttons of the actions the server offers the viewer now, in its order and with its labels; each
 * asks first where it cannot be undone. Which action opens which dialog is the only thing decided here.
 */
function Actions({ task }: { task: TaskDetail }) {
  const confirm = useConfirmAction();
  const close = useCloseTask();
  const confirmDesigner = useConfirmDesigner();
  const cancel = useCancelTask();
  const [dialog, setDialog] = useState<'pay' | 'accept' | 'deliver' | 'revise' | 'refuse'>();
  const done = () => setDialog(undefined);
  // back from a top-up started in the escrow dialog: the dialog again (issue 27 point 6)
  useResumeDialog('pay', offers(task, 'pay'), () => setDialog('pay'));
  const theirs = task.cancelBy !== '' && task.cancelBy !== task.role;

  const button = (a: TaskDetail['actions'][number]): React.ReactNode => {
    switch (a.name) {
      case 'edit':
        return (
          <LinkButton key={a.name} to={href(paths.publishEdit.path, { id: task.id })}>
            {a.label}
          </LinkButton>
        );
      case 'pay':
        return (
          <Button key={a.name} type="primary" onClick={() => setDialog('pay')}>
            {a.label}
          </Button>
        );
      case 'accept':
        return (
          <Button key={a.name} type="primary" onClick={() => setDialog('accept')}>
            {a.label}
          </Button>
        );
      case 'revise':
        return (
          <Button key={a.name} onClick={() => setDialog('revise')}>
            {a.label}
          </Button>
        );
      case 'close':
        return (
          <Button
            key={a.name}
            danger
            loading={close.isPending}
            onClick={() =>
              confirm({
                title: '关闭这个任务？',
                content: '关闭后任务从任务大厅撤下，报名的设计师会收到通知。关闭后不能重新打开。',
                okText: '确认关闭',
                danger: true,
                run: () => close.mutateAsync({ id: task.id }),
                success: '任务已关闭',
              })
            }
          >
            {a.label}
          </Button>
        );
      case 'confirm':
        return (
          <Button
            key={a.name}
            type="primary"
            loading={confirmDesigner.isPending && confirmDesigner.variables?.agree === true}
            onClick={() =>
              confirm({
                title: '确认接单？',
                content: `设计费 ${yuan(task.fee)}，设计截止 ${task.deadline}。${fundsSentence(a.funds)}确认后发布方需在72小时内托管设计费，托管后您再开始设计。`,
                okText: '确认接单',
                run: () => confirmDesigner.mutateAsync({ id: task.id, agree: true }),
                success: '已接单，等待发布方托管设计费',
              })
            }
          >
            {a.label}
          </Button>
        );
      case 'decline':
        return (
          <Button
            key={a.name}
            danger
            loading={confirmDesigner.isPending && confirmDesigner.variables?.agree === false}
            onClick={() =>
              confirm({
                title: '放弃这个任务？',
                content: '放弃后发布方将重新选择设计师，此操作不可撤销。',
                okText: '确认放弃',
                danger: true,
                run: () => confirmDesigner.mutateAsync({ id: task.id, agree: false }),
                success: '已放弃该任务',
              })
            }
          >
            {a.label}
          </Button>
        );
      case 'refuseOrder':
        return (
          <Button key={a.name} danger onClick={() => setDialog('refuse')}>
            {a.label}
          </Button>
        );
      case 'deliver':
        return (
          <Button key={a.name} type="primary" onClick={() => setDialog('deliver')}>
            {a.label}
          </Button>
        );
      case 'cancel':
        return (
          <Button
            key={a.name}
            danger={theirs}
            loading={cancel.isPending}
            onClick={() =>
              confirm({
                title: theirs ? '同意取消任务？' : '提出协商取消？',
                content: theirs
                  ? `同意后任务关闭。${fundsSentence(a.funds) || '尚未托管设计费，不涉及退款。'}此操作不可撤销。`
                  : `对方同意后任务关闭。${fundsSentence(a.funds)}对方提交成果后此申请失效。`,
                okText: theirs ? '同意取消' : '提出取消',
                danger: theirs,
                run: () => cancel.mutateAsync({ id: task.id }),
                success: theirs ? '任务已取消，托管费用已退回' : '已提出取消，等待对方同意',
              })
            }
          >
            {a.label}
          </Button>
        );
      default:
        // select, apply, complain and review have their own panels below
        return null;
    }
  };
  const buttons = task.actions.map(button).filter(Boolean);

  return (
    <>
      {(buttons.length > 0 || task.cancelBy === task.role) && (
        <div className="task-actions">
          {buttons}
          {task.cancelBy === task.role && <span className="card-hint">已提出协商取消，等待对方同意</span>}
        </div>
      )}
      <Suspense fallback={null}>
        {dialog === 'pay' && <PayFeeModal task={task} open onClose={done} />}
        {dialog === 'accept' && <AcceptModal task={task} open onClose={done} />}
        {dialog === 'deliver' && <DeliverModal task={task} open onClose={done} />}
        {dialog === 'revise' && <ReviseModal task={task} open onClose={done} />}
        {dialog === 'refuse' && <RefuseOrderModal task={task} open onClose={done} />}
      </Suspense>
    </>
  );
}

/** A designer who is not a party: apply (logged in, approved and open), or their application. */
function ApplyBox({ task }: { task: TaskDetail }) {
  const loggedIn = useLoggedIn();
  const [applying, setApplying] = useState(false);
  const [showing, setShowing] = useState<number>();
  const here = href(paths.publishDetail.path, { id: task.id });
  if (task.role === 'applicant')
    return (
      <>
        <Alert
          type="success"
          showIcon
          title="您已报名这个任务"
          description="发布方正在比较方案，选定后会通过站内消息通知您。"
          action={
            task.myApply ? (
              <Button size="small" onClick={() => setShowing(task.myApply ?? undefined)}>
                查看我的方案
              </Button>
            ) : undefined
          }
        />
        {showing !== undefined && (
          <Suspense fallback={null}>
            <ProposalModal applyId={showing} onClose={() => setShowing(undefined)} />
          </Suspense>
        )}
      </>
    );
  if (!offers(task, 'apply')) return null;
  return (
    <div className="task-apply">
      {loggedIn ? (
        <Button type="primary" size="large" onClick={() => setApplying(true)}>
          报名投递方案
        </Button>
      ) : (
        <LinkButton type="primary" size="large" to={loginHref(here)}>
          登录后报名
        </LinkButton>
      )}
      <span className="card-hint">需完成实名认证并开通设计师资料</span>
      {applying && (
        <Suspense fallback={null}>
          <ApplyModal task={task} open onClose={() => setApplying(false)} />
        </Suspense>
      )}
    </div>
  );
}

function TaskView({ task: t }: { task: TaskDetail }) {
  // the server's guess for a phone while hydrating (antd's responsive `column` reads the window: a shift)
  const isMobile = useIsMobile();
  const party = t.role === 'client' || t.role === 'designer';
  // the 下一步 the server wrote for this viewer (an applicant reads it in its own box)
  const step = party ? t.next : '';
  const [proposal, setProposal] = useState<number>();
  return (
    <div className="container task-detail">
      {/* a party's own task goes back to 我的任务 (the designer's to its 我报名的 tab), others' to the hall */}
      <DetailBack
        to={
          t.role === 'designer'
            ? href(paths.businessList.path, { tab: 'apply' })
            : party
              ? paths.businessList.path
              : paths.taskHall.path
        }
      >
        {party ? '我的任务' : '任务大厅'}
      </DetailBack>
      <header className="task-detail__head">
        <div className="task-detail__tags">
          <DealStateTag
            status={t.status}
            checked={t.checked}
            color={stateColor(t.status)}
            label={stateLabel(t.status)}
          />
          <span className="card-hint">编号 {t.orders}</span>
        </div>
        <h1 className="task-detail__title">{t.title}</h1>
        <p className="task-detail__facts">{boothFacts(t)}</p>
        <div className="task-detail__money">
          <span className="task-money">{yuan(party ? feeOf(t) : t.cost)}</span>
          <span className="card-hint">{party && t.fee > 0 ? '约定设计费' : '设计预算'}</span>
        </div>
        {t.checked === ReviewState.rejected && t.reason && t.role === 'client' && (
          <Alert type="error" showIcon title={`审核意见：${t.reason}`} />
        )}
        {step && (
          <div data-testid="task-next">
            <Alert className="task-next" type="info" showIcon title="下一步" description={step} />
          </div>
        )}
        {t.role === 'client' && t.cancelBy === 'designer' && (
          <Alert type="warning" showIcon title="设计师提出协商取消，同意后托管费用退回给您" />
        )}
        {t.role === 'designer' && t.cancelBy === 'client' && (
          <Alert type="warning" showIcon title="发布方提出协商取消，同意后任务关闭，托管费用退回发布方" />
        )}
        <Actions task={t} />
        {!party && <ApplyBox task={t} />}
      </header>

      <Card className="pc-card" title="需求信息">
        <Descriptions
          size="small"
          column={isMobile ? 1 : 2}
          items={[
            { key: 'sizes', label: '展位面积', children: `${t.sizes}㎡` },
            { key: 'opens', label: '开口', children: `${t.opens}面开口` },
            { key: 'layer', label: '层数', children: t.layer === 2 ? '双层' : '单层' },
            { key: 'style', label: '风格', children: t.style },
            ...(t.exhibition
              ? [
                  {
                    key: 'exhibition',
                    label: '所属展会',
                    children: (
                      <Link to={href(paths.exhibition.path, { id: t.exhibition })}>{t.showname}</Link>
                    ),
                  },
                ]
              : []),
            ...(t.city ? [{ key: 'city', label: '展会城市', children: placeName(t.prov, t.city) }] : []),
            { key: 'show', label: '展会日期', children: `${t.sdate} 至 ${t.edate}` },
            { key: 'deadline', label: '设计截止', children: t.deadline },
            { key: 'types', label: '交付物', children: t.types.join('、') },
            {
              key: 'rounds',
              label: '包含修改',
              children: `${t.rounds}次${party ? `（已用${t.roundsUsed}次）` : ''}`,
            },
            { key: 'applied', label: '报名人数', children: `${t.applied}人` },
            { key: 'pub', label: '发布时间', children: `${t.dates} ${t.times}` },
          ]}
        />
        {t.tips && <p className="task-pre">补充说明：{t.tips}</p>}
        <h2 className="task-detail__sub">需求描述</h2>
        {/* `conts` is sanitised by the server with the listings' allow-list (docs/domains/tasks.md) */}
        <div
          className="listing-detail__conts"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
          dangerouslySetInnerHTML={{ __html: t.conts }}
        />
        {t.attach.length > 0 && (
          <>
            <h2 className="task-detail__sub">参考文件</h2>
            <FileLinks files={t.attach} label="参考文件" />
          </>
        )}
      </Card>

      {party && t.designer && (
        <Card className="pc-card" title={t.status === S.selecting ? '选定的设计师' : '设计师'}>
          <Link to={t.designer.link}>{t.designer.name}</Link>
          <span className="card-hint">
            {' '}
            {t.designer.city} · 信誉 {t.designer.reputation}
          </span>
          {t.role === 'designer' && t.myApply && (
            <Button type="link" onClick={() => setProposal(t.myApply ?? undefined)}>
              查看我的方案
            </Button>
          )}
        </Card>
      )}
      {party && contactStates.includes(t.status) && <Contacts task={t} />}
      {party && offers(t, 'review') && (
        <Card className="pc-card" title="评价">
          <p className="card-hint">任务已完成：双方都评价后（或完成14天后）评价一起公开。</p>
          <LinkButton to={evaluateTaskHref(t.id)} type="primary">
            {t.actions.find((a) => a.name === 'review')?.label}
          </LinkButton>
        </Card>
      )}
      {/* the parties' panels: rendered by the server with the page, hydrated after it (later-part.tsx) */}
      {party && contactStates.includes(t.status) && (
        <LaterPart>
          <TaskConversation taskId={t.id} />
        </LaterPart>
      )}
      {party && (
        <LaterPart>
          <TaskComplaint taskId={t.id} />
        </LaterPart>
      )}
      {t.role === 'client' && [S.open, S.selecting].includes(t.status as 'open') && (
        <LaterPart>
          <Applicants task={t} />
        </LaterPart>
      )}
      {party && <Deliveries task={t} />}
      {party && <DealOrbits orbits={t.orbits} />}
      {/* opening a complaint comes after the deliveries and the timeline it is about, in a dialog */}
      {party && offers(t, 'complain') && (
        <LaterPart>
          <OpenTaskComplaint taskId={t.id} role={t.role === 'client' ? 'client' : 'designer'} />
        </LaterPart>
      )}
      {proposal !== undefined && (
        <Suspense fallback={null}>
          <ProposalModal applyId={proposal} onClose={() => setProposal(undefined)} />
        </Suspense>
      )}
    </div>
  );
}

/** `/publishDetail?id=N`: a design task, public once approved; the parties' workspace. */
export default function PublishDetailPage() {
  const id = useIdParam();
  const info = useTaskInfo(id);
  if (!id)
    return (
      <DetailNoId
        title="没有指定任务"
        hint="链接可能不完整，请从任务大厅或我的任务进入。"
        listTo={paths.taskHall.path}
        listText="去任务大厅"
      />
    );
  if (!info.data) return <DetailNotReady query={info} name="设计任务" listTo={paths.taskHall.path} />;
  return <TaskView task={info.data} />;
}
