import { AuthQueue } from '../components/auth-queue.tsx';
import '../admin.css';

/** `/admin/businessAuth`: the business verification queue. */
export default function BusinessAuthPage() {
  return <AuthQueue kind="business" />;
}
