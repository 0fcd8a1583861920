import { DetailNoId } from '../../../components/content-detail.tsx';
import { paths } from '../../../config/paths.ts';
import { useIdParam } from '../../../lib/url-filters.ts';
import { SpaceDetail } from '../components/space-detail.tsx';
import '../spaces.css';

/** `/conventionSpace/spaceInfo?id=N`: one convention space; without a valid id, a designed not-found. */
export default function SpaceInfoPage() {
  const id = useIdParam();
  if (!id)
    return (
      <DetailNoId
        title="没有指定场地"
        hint="链接可能不完整，请从场地列表进入。"
        listTo={paths.conventionSpace.path}
        listText="查看会议场地"
      />
    );
  return <SpaceDetail key={id} id={id} />;
}
