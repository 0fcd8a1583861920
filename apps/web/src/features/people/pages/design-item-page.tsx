import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { WorkDetail } from '../components/work-detail.tsx';
import { LazyResult } from '../../../components/lazy-result.tsx';
import '../people.css';

/** `/designItem?id=`: one design work with its designer. */
export default function DesignItemPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!(Number.isInteger(id) && id > 0))
    return (
      <div className="container listing-detail">
        <LazyResult
          status="404"
          title="没有指定作品"
          subTitle="链接可能不完整，请从设计师主页进入。"
          extra={<Link to={paths.designer.path}>查看设计师</Link>}
        />
      </div>
    );
  return <WorkDetail key={id} kind="work" id={id} />;
}
