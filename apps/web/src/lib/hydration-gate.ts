/**
 * The parts of a server-rendered page that hydrate after the page (components/later-part.tsx): each holds
 * the page's "running" mark (`<html data-hydrated>`, main.tsx) until its own code is in and its HTML has
 * hydrated, so that what waits for the mark (the browser tests' first click) does not click a part whose
 * HTML has no handlers yet (React drops a click on a part still waiting for its code).
 */
const held = new Set<string>();
let waiting: Array<() => void> = [];

/** Holds the mark for the part `key` (idempotent: a render may run twice). */
export function holdHydrated(key: string): void {
  held.add(key);
}

/** The part `key` has hydrated (or rendered in the browser): its hold ends. */
export function releaseHydrated(key: string): void {
  if (!held.delete(key) || held.size > 0) return;
  const run = waiting;
  waiting = [];
  for (const f of run) f();
}

/**
 * Calls `done` once no part holds the mark: checked after the effects of the commit that called this (a
 * part that hydrated with the page releases its hold in the same commit, after the caller's effect).
 */
export function whenPartsHydrated(done: () => void): void {
  queueMicrotask(() => {
    if (held.size === 0) done();
    else waiting.push(done);
  });
}
