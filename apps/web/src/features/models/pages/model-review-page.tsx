import { ModelState, ReviewState } from '@hz/contract/common/states';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import type { MyModel } from '../api/model-list.ts';
import { MyModelList } from '../components/my-model-list.tsx';
import '../models.css';

/** Not public yet: being processed, failed, waiting for review or refused. */
const inReview = (m: MyModel) => m.state !== ModelState.ready || m.checked !== ReviewState.approved;

/** `/model/modelReview`: my models under review or refused, with the operator's reasons. */
export default function ModelReviewPage() {
  return (
    <div className="container">
      <PageHeader title="模型审核">
        处理中、审核中与未通过的模型；未通过的可按审核意见修改后重新提交 ·{' '}
        <Link to={paths.modelManagement.path}>全部模型</Link>
      </PageHeader>
      <MyModelList only={inReview} empty="没有审核中或未通过的模型" />
    </div>
  );
}
