import { VerifyState } from '@hz/contract/common/states';
import { Alert, App, Button, Card, Skeleton } from 'antd';
import { Fragment, type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { safeBack } from '../../../lib/return-to.ts';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isVerifyState } from '../../../lib/format.ts';
import { VerifyStateCard } from './verify-state-card.tsx';

/**
 * A verification screen (实名认证, 企业认证): the member's state and what it means, what was submitted,
 * the rejection reason, and the form — shown when nothing is in force, and for an approved member only
 * after confirming that a resubmission goes back to review. The kinds differ in their fields only.
 */
export function VerifyScreen<D extends { reason: string; dates: string; times: string }>({
  title,
  intro,
  query,
  state,
  explanations,
  skeletonRows,
  submitted,
  form,
}: {
  /** `实名认证` / `企业认证`: the page title and the confirm's words. */
  title: string;
  intro: string;
  query: { data: D | undefined; isPending: boolean; refetch: () => unknown };
  /** The member's `personauth` or `businsauth`. */
  state: (d: D) => number;
  /** What each state means for the member. */
  explanations: Readonly<Record<VerifyState, string>>;
  skeletonRows: number;
  /** What the member submitted. */
  submitted: (d: D) => ReactNode;
  form: (d: D) => ReactNode;
}) {
  const { modal } = App.useApp();
  // 已认证 members reopen the form only after confirming that it goes back to review
  const [redo, setRedo] = useState(false);
  const data = query.data;
  // came from a form that needs this verification (decision 045): the way back to it, kept as a draft
  const back = safeBack(useSearchParams()[0].get('back'));

  const askRedo = () =>
    modal.confirm({
      title: '重新认证',
      content: `重新提交后，您的${title}将重新进入审核，审核通过前状态为“审核中”。确定重新认证吗？`,
      okText: '确定',
      cancelText: '取消',
      onOk: () => setRedo(true),
    });

  const stateCard = (d: D, children?: ReactNode) => {
    const s = state(d);
    return (
      <VerifyStateCard state={s} explanation={explanations[isVerifyState(s) ? s : VerifyState.none]}>
        {children}
      </VerifyStateCard>
    );
  };

  let body: ReactNode;
  if (query.isPending)
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: skeletonRows }} />
      </Card>
    );
  else if (!data)
    body = (
      <Card>
        <LoadFailed title="认证信息加载失败" onRetry={() => query.refetch()} />
      </Card>
    );
  else if (state(data) === VerifyState.pending) body = stateCard(data, submitted(data));
  else if (state(data) === VerifyState.approved)
    body = (
      <>
        {stateCard(
          data,
          <>
            {submitted(data)}
            {!redo && (
              <Button className="verify-redo" onClick={askRedo}>
                重新认证
              </Button>
            )}
          </>,
        )}
        {redo && form(data)}
      </>
    );
  else
    body = (
      <>
        {stateCard(
          data,
          state(data) === VerifyState.rejected && (
            <Alert
              type="error"
              showIcon
              className="verify-reason"
              title="驳回原因"
              description={data.reason || '未说明原因'}
            />
          ),
        )}
        <Fragment key={`${state(data)}-${data.dates}-${data.times}`}>{form(data)}</Fragment>
      </>
    );

  return (
    <div className="pc-page">
      <PageHeader title={title}>{intro}</PageHeader>
      {back && data && (
        <Alert
          className="verify-back"
          type={state(data) === VerifyState.none || state(data) === VerifyState.rejected ? 'info' : 'success'}
          showIcon
          title={
            state(data) === VerifyState.approved
              ? '认证已通过，可以回到刚才的页面继续发布'
              : state(data) === VerifyState.pending
                ? '资料已提交，审核期间可回到刚才的页面继续填写，内容已保存'
                : '提交认证资料后，可回到刚才的页面继续填写，内容已保存'
          }
          action={
            <Link to={back} className="verify-back__link">
              返回继续
            </Link>
          }
        />
      )}
      {body}
    </div>
  );
}
