import { AuthQueue } from '../components/auth-queue.tsx';

/** `/admin/businessAuth`: the business verification queue. */
export default function BusinessAuthPage() {
  return <AuthQueue kind="business" />;
}
