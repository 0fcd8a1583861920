import { AuthQueue } from '../components/auth-queue.tsx';

/** `/admin/personAuth`: the person verification queue. */
export default function PersonAuthPage() {
  return <AuthQueue kind="person" />;
}
