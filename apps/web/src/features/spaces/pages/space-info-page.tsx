import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { SpaceDetail } from '../components/space-detail.tsx';
import { LazyResult } from '../../../components/lazy-result.tsx';
import '../spaces.css';

/** `/conventionSpace/spaceInfo?id=N`: one convention space; without a valid id, a designed not-found. */
export default function SpaceInfoPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!(Number.isInteger(id) && id > 0))
    return (
      <div className="container listing-detail">
        <LazyResult
          status="404"
          title="没有指定场地"
          subTitle="链接可能不完整，请从场地列表进入。"
          extra={<Link to={paths.conventionSpace.path}>查看会议场地</Link>}
        />
      </div>
    );
  return <SpaceDetail key={id} id={id} />;
}
