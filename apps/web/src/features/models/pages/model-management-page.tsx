import { CloudUploadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { MyModelList } from '../components/my-model-list.tsx';
import '../models.css';

/** `/model/modelManagement`: my models in every state, with downloads, sales and earnings. */
export default function ModelManagementPage() {
  return (
    <div className="container">
      <PageHeader
        title="我的模型"
        extra={
          <Link to={paths.uploadModel.path} className="link-btn link-btn--primary">
            <CloudUploadOutlined aria-hidden />
            上传模型
          </Link>
        }
      >
        管理您上传的全部模型，查看处理与审核状态、下载次数和收益 ·{' '}
        <Link to={paths.modelReview.path}>审核进度</Link>
      </PageHeader>
      <MyModelList empty="您还没有上传模型" />
    </div>
  );
}
