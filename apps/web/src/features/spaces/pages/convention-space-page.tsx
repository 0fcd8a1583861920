import { SpaceList } from '../components/space-list.tsx';

/** `/conventionSpace`: the convention space search. */
export default function ConventionSpacePage() {
  return <SpaceList />;
}
