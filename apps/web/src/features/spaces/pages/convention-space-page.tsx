import { SpaceList } from '../components/space-list.tsx';
import '../spaces.css';

/** `/conventionSpace`: the convention space search. */
export default function ConventionSpacePage() {
  return <SpaceList />;
}
