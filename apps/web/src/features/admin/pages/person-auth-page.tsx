import { AuthQueue } from '../components/auth-queue.tsx';
import '../admin.css';

/** `/admin/personAuth`: the person verification queue. */
export default function PersonAuthPage() {
  return <AuthQueue kind="person" />;
}
