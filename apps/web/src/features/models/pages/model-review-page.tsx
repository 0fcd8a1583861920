import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { MyModelList } from '../components/my-model-list.tsx';
import '../models.css';

/** `/model/modelReview`: my models under review or refused, with the operator's reasons. */
export default function ModelReviewPage() {
  return (
    <div className="container">
      <PageHeader title="模型审核">
        处理中、审核中与未通过的模型；未通过的可按审核意见修改后重新提交 ·{' '}
        <Link to={paths.modelManagement.path}>全部模型</Link>
      </PageHeader>
      <MyModelList review empty="没有审核中或未通过的模型" />
    </div>
  );
}
