import { useCallback, useEffect, useRef, useState } from 'react';

const DELAY_MS = 800;

/**
 * Saves a form's server draft as the member types (decision 045): `DELAY_MS` after the last change, and
 * at once when the form goes away (a link to the verification pages, another screen). `cancel` before
 * publishing: the server deletes the draft with the publish, and a late save must not bring it back.
 * `savedAt` is the time of the last save (HH:mm), for the form to say so.
 */
export function useDraftAutosave<V>(save: (values: V) => Promise<{ times: string }>, enabled: boolean) {
  const timer = useRef<number | undefined>(undefined);
  const pending = useRef<V | null>(null);
  const inFlight = useRef<Promise<unknown>>(Promise.resolve());
  const saveRef = useRef(save);
  saveRef.current = save;
  const [savedAt, setSavedAt] = useState('');

  const flush = useCallback(() => {
    window.clearTimeout(timer.current);
    const v = pending.current;
    pending.current = null;
    if (v === null) return;
    inFlight.current = saveRef.current(v).then(
      (d) => setSavedAt(d.times.slice(0, 5)),
      () => undefined, // the next change saves again
    );
  }, []);

  useEffect(() => flush, [flush]);

  return {
    savedAt,
    change: (values: V) => {
      if (!enabled) return;
      pending.current = values;
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(flush, DELAY_MS);
    },
    /** Drops a save not yet sent, and waits for one under way. */
    cancel: () => {
      window.clearTimeout(timer.current);
      pending.current = null;
      return inFlight.current;
    },
  };
}
