import { DesignerList } from '../components/people-list.tsx';
import '../people.css';

/** `/designer`: find a booth designer. */
export default function DesignerPage() {
  return <DesignerList />;
}
