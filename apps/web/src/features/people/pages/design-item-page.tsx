import { DetailNoId } from '../../../components/content-detail.tsx';
import { paths } from '../../../config/paths.ts';
import { useIdParam } from '../../../lib/url-filters.ts';
import { WorkDetail } from '../components/work-detail.tsx';
import '../people.css';

/** `/designItem?id=`: one design work with its designer. */
export default function DesignItemPage() {
  const id = useIdParam();
  if (!id)
    return (
      <DetailNoId
        title="没有指定作品"
        hint="链接可能不完整，请从设计师主页进入。"
        listTo={paths.designer.path}
        listText="查看设计师"
      />
    );
  return <WorkDetail key={id} kind="work" id={id} />;
}
