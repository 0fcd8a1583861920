import { FactoryList } from '../components/people-list.tsx';
import '../people.css';

/** `/supplier`: find a build factory. */
export default function SupplierPage() {
  return <FactoryList />;
}
