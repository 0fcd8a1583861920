import { Result } from 'antd';
import { useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import '../site.css';

/** Any path that is not in the route table. */
export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <div className="container narrow" data-testid="not-found">
      <Result
        status="404"
        title={<h1 className="result-title">页面不存在</h1>}
        subTitle={`没有找到“${pathname.slice(0, 80)}”，它可能已被移除或地址有误。`}
        extra={[
          <LinkButton key="home" type="primary" to={paths.mainPage.path}>
            返回首页
          </LinkButton>,
          <LinkButton key="help" to={paths.help.path}>
            帮助中心
          </LinkButton>,
        ]}
      />
    </div>
  );
}
