import { reviewCriteria, reviewCriterionNames } from '@hz/contract/reviews';
import { Alert, App, Card, Result, Skeleton } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { UpcomingTag } from '../../../components/upcoming-tag.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { useEditCmt } from '../api/review-edit.ts';
import { useCmtItem } from '../api/review-item.ts';
import { ReviewCard } from '../components/review-card.tsx';
import { ReviewForm } from '../components/review-form.tsx';
import '../reviews.css';

/** `/personCenter/evaluateChange?id=<review>`: the author changes a review before it is published. */
export default function EvaluateChangePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const q = useCmtItem(id);
  const edit = useEditCmt();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const r = q.data;

  let body: React.ReactNode;
  if (id <= 0 || (q.error && isBizError(q.error) && q.error.errCode === 'not_found'))
    body = (
      <Result
        status="404"
        title="评价不存在"
        extra={<Link to={paths.evaluateList.path}>返回我的评价</Link>}
      />
    );
  else if (q.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (!r) body = <LoadFailed title="评价加载失败" onRetry={() => q.refetch()} />;
  else if (!r.editable)
    body = (
      <>
        <Alert
          type="warning"
          showIcon
          className="review-task"
          message={r.mine ? '评价已公开，不能修改' : '只能修改自己的评价'}
        />
        <ReviewCard r={r} />
      </>
    );
  else {
    const criteria = reviewCriteria[r.kind][r.role].map((key) => ({
      key,
      name: reviewCriterionNames[key],
    }));
    body = (
      <>
        <div className="review-task">
          <Link className="review-task__title" to={r.link}>
            {r.title}
          </Link>
          <UpcomingTag to={r.link} />
          <div>
            评价对象：{r.target} · 最晚 {r.closesDates} 公开
          </div>
        </div>
        <ReviewForm
          criteria={criteria}
          initial={{
            scores: Object.fromEntries(r.scores.map((s) => [s.key, s.score])),
            conts: r.conts,
          }}
          submitText="保存修改"
          confirmText="确定保存对评价的修改吗？公开后将不能再修改。"
          pending={edit.isPending}
          onSubmit={async (v) => {
            await edit.mutateAsync({ id: r.id, ...v.scores, conts: v.conts });
            message.success('评价已修改');
            navigate(paths.evaluateList.path);
          }}
        />
      </>
    );
  }

  return (
    <div className="pc-page">
      <PageHeader title="修改评价">评价公开前可以修改打分和内容。</PageHeader>
      <Card className="pc-card">{body}</Card>
    </div>
  );
}
