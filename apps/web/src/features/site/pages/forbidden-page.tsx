import { HomeOutlined } from '@ant-design/icons';
import { Result } from 'antd';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import '../site.css';

/** A screen this member may not open (the operator console for a member who is not an operator). */
export default function ForbiddenPage() {
  return (
    <div className="container narrow" data-testid="forbidden">
      <Result
        className="forbidden"
        status="403"
        title={<h1 className="result-title">无权访问</h1>}
        subTitle="该页面仅对平台运营人员开放。如需开通运营权限，请联系平台管理员。"
        extra={
          <LinkButton type="primary" icon={<HomeOutlined aria-hidden />} to={paths.mainPage.path}>
            返回首页
          </LinkButton>
        }
      />
    </div>
  );
}
