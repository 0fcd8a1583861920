import { isUpcoming } from '../config/upcoming.ts';
import './upcoming-tag.css';

/**
 * The muted 即将上线 marker beside a link to a screen not built yet (`config/upcoming.ts`); nothing once
 * the screen is built. `to` is the link's target.
 */
export function UpcomingTag({ to }: { to: string }) {
  if (!isUpcoming(to)) return null;
  return (
    <span className="upcoming-tag" data-upcoming-marker="">
      即将上线
    </span>
  );
}
