import { reviewRoleNames } from '@hz/contract/reviews';
import { Alert, App, Card, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { UpcomingTag } from '../../../components/upcoming-tag.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { useWriteCmt } from '../api/review-write.ts';
import { type CmtKind, useCmtTask } from '../api/review-deal.ts';
import { ReviewCard } from '../components/review-card.tsx';
import { ReviewForm } from '../components/review-form.tsx';
import '../reviews.css';

/** What the page calls the deal of each kind, when it cannot be found or loaded. */
const nouns: Record<CmtKind, { missing: string; parties: string; failed: string }> = {
  task: { missing: '找不到可评价的任务', parties: '只有设计任务的双方可以评价。', failed: '任务加载失败' },
  project: {
    missing: '找不到可评价的搭建项目',
    parties: '只有搭建项目的双方可以评价。',
    failed: '项目加载失败',
  },
  contest: {
    missing: '找不到可评价的比稿',
    parties: '只有比稿的发布方和获奖设计师可以评价。',
    failed: '比稿加载失败',
  },
};
const kindOf = (k: string | null): CmtKind => (k === 'project' || k === 'contest' ? k : 'task');

/**
 * `/personCenter/evaluateEdit?id=<task>` (`&kind=project` for a build project, `&kind=contest&id=<entry>`
 * for a contest's awarded entry): a party rates the other side.
 */
export default function EvaluateEditPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const kind = kindOf(params.get('kind'));
  const q = useCmtTask(id, kind);
  const write = useWriteCmt(kind);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const d = q.data;

  let body: React.ReactNode;
  if (id <= 0 || (q.error && isBizError(q.error) && ['not_found', 'forbidden'].includes(q.error.errCode)))
    body = (
      <Result
        status="404"
        title={nouns[kind].missing}
        subTitle={nouns[kind].parties}
        extra={<Link to={paths.evaluateList.path}>返回我的评价</Link>}
      />
    );
  else if (q.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!d) body = <LoadFailed title={nouns[kind].failed} onRetry={() => q.refetch()} />;
  else {
    const otherRole = reviewRoleNames[d.kind][d.role === 'client' ? 'provider' : 'client'];
    body = (
      <>
        <div className="review-task">
          <Link className="review-task__title" to={d.link}>
            {d.title}
          </Link>
          <UpcomingTag to={d.link} />
          <div>
            评价{otherRole}：{d.other}
            {d.closesDates && ` · 评价截止 ${d.closesDates}`}
          </div>
        </div>
        {d.canReview ? (
          <>
            {d.theirsIn && (
              <Alert
                type="info"
                showIcon
                className="review-task"
                message="对方已评价，您提交后双方的评价将一起公开。"
              />
            )}
            <ReviewForm
              criteria={d.criteria}
              submitText="提交评价"
              confirmText="提交后，在公开前仍可修改。双方都评价或完成14天后，评价将一起公开。确定提交吗？"
              pending={write.isPending}
              onSubmit={async (v) => {
                const r = await write.mutateAsync({ id: d.id, ...v.scores, conts: v.conts });
                message.success(r.state === 'published' ? '评价已提交，双方的评价已公开' : '评价已提交');
                navigate(paths.evaluateList.path);
              }}
            />
          </>
        ) : (
          <>
            <Alert type="warning" showIcon className="review-task" message={d.why} />
            {d.mine && <ReviewCard r={d.mine} />}
            {d.mine?.editable && (
              <p>
                <Link to={href(paths.evaluateChange.path, { id: d.mine.id })}>修改我的评价</Link>
              </p>
            )}
          </>
        )}
        {d.theirs && (
          <>
            <h2 className="review-task__title">对方的评价</h2>
            <ReviewCard r={d.theirs} />
          </>
        )}
      </>
    );
  }

  return (
    <div className="pc-page">
      <PageHeader title="发表评价">为合作的对方打分（1–5分）并写下评价。</PageHeader>
      <Card className="pc-card">{body}</Card>
    </div>
  );
}
