import { paths } from '../config/paths.ts';

/** Default landing page after logging in. */
export const HOME_PATH = '/mainPage';

/**
 * A redirect target from the query string, accepted only when it is a path on this site:
 * it must start with `/` and not `//` or `/\` (which browsers read as another host).
 * The login form itself is not a target either.
 */
export function safeRedirect(raw: string | null | undefined, fallback = HOME_PATH): string {
  if (!raw) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  for (let i = 0; i < raw.length; i++) {
    if (raw.charCodeAt(i) < 0x20) return fallback;
  }
  // back to the login form itself would be a loop
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login#')) return fallback;
  return raw;
}

/**
 * Where a new member's first steps are shown (完善资料, then verification): the person centre's home,
 * the only screen with the onboarding card.
 */
export const FIRST_STEPS_PATH = paths.trade.path;

/**
 * Where to go after signing up: the page the visitor was on their way to, or, for an account just
 * created and going nowhere in particular (the home page), its first steps.
 */
export function afterSignUp(raw: string | null | undefined, created: boolean): string {
  const target = safeRedirect(raw);
  return created && target === HOME_PATH ? FIRST_STEPS_PATH : target;
}
