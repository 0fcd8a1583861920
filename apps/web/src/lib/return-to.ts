import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
/**
 * Coming back to where a member left a task unfinished: a form that needs a verification (decision 045)
 * or a payment short of money (issue 27 point 6). The address travels as `?back=`, checked to stay on
 * this site; a payment's also waits in sessionStorage across the trip to Alipay and back.
 */

/** A path inside the site to come back to, or undefined: never another site. */
export function safeBack(back: string | null | undefined): string | undefined {
  return back?.startsWith('/') && !back.startsWith('//') && !back.includes('\\') ? back : undefined;
}

/** `path` with `?back=` added. */
export const withBack = (path: string, back?: string) =>
  back ? `${path}${path.includes('?') ? '&' : '?'}back=${encodeURIComponent(back)}` : path;

/** The current address with `resume=<key>`: the screen reopens that dialog when it comes back. */
export function resumeHref(location: { pathname: string; search: string }, key: string) {
  const params = new URLSearchParams(location.search);
  params.set('resume', key);
  return `${location.pathname}?${params.toString()}`;
}

const PAY_RETURN = 'hz.payReturn';

/** Keeps where a top-up's payment started, for the result page after Alipay (same tab). */
export function rememberPayReturn(back: string | undefined) {
  try {
    if (back) sessionStorage.setItem(PAY_RETURN, back);
    else sessionStorage.removeItem(PAY_RETURN);
  } catch {
    // storage refused (private mode): the result page offers the wallet instead
  }
}

/** Where the top-up's payment started, if the member came from one. */
export function payReturn(): string | undefined {
  try {
    return safeBack(sessionStorage.getItem(PAY_RETURN));
  } catch {
    return undefined;
  }
}

/**
 * Reopens the dialog `key` when the screen is reached with `?resume=<key>` (back from a top-up, issue 27
 * point 6) and the dialog can be opened (`ready`: its action is still offered); the parameter is then
 * dropped from the address, so a reload does not open it again.
 */
export function useResumeDialog(key: string, ready: boolean, open: () => void) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('resume') === key;
  const openRef = useRef(open);
  openRef.current = open;
  useEffect(() => {
    if (!asked || !ready) return;
    openRef.current();
    setParams(
      (p) => {
        p.delete('resume');
        return p;
      },
      { replace: true },
    );
  }, [asked, ready, setParams]);
}
