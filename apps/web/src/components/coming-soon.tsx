import { ClockCircleOutlined, HomeOutlined } from '@ant-design/icons';
import { Result, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { findRoute, paths } from '../config/paths.ts';
import { upcomingScreens } from '../config/upcoming.ts';
import { LinkButton } from './link-button.tsx';
import './coming-soon.css';

/** A screen of the route table that is not built yet: its title and what it will do. */
export default function ComingSoon({ path }: { path: string }) {
  const route = findRoute(path);
  const screen = upcomingScreens[path];
  const [params] = useSearchParams();
  const keyword = path === paths.search.path || path === paths.searchMore.path ? params.get('keyword') : null;
  return (
    <div className="coming-soon" data-testid="coming-soon">
      <Result
        icon={<ClockCircleOutlined aria-hidden />}
        title={
          <h1 className="coming-soon__title">
            {screen?.title ?? route?.title ?? '即将上线'}
            <Tag color="orange" className="coming-soon__tag">
              即将上线
            </Tag>
          </h1>
        }
        subTitle={
          <div className="coming-soon__text">
            {keyword && <p>您搜索的「{keyword}」将在搜索功能上线后显示结果。</p>}
            <p>{screen?.summary ?? '这个页面正在建设中，敬请期待。'}</p>
          </div>
        }
        extra={
          <LinkButton to={paths.mainPage.path} type="primary" icon={<HomeOutlined aria-hidden />}>
            返回首页
          </LinkButton>
        }
      />
    </div>
  );
}
