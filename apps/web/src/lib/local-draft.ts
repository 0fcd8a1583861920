/** A form's unsent values kept in this browser under one key (a full or blocked storage only loses them). */
export interface LocalDraft<T> {
  /** The saved values completed by `fill`, or undefined when there are none (or they do not parse). */
  read(): T | undefined;
  save(values: T): void;
  clear(): void;
}

/** `fill` turns what was saved (possibly by an older version of the form) into whole values. */
export function localDraft<T>(key: string, fill: (saved: Partial<T>) => T): LocalDraft<T> {
  return {
    read() {
      try {
        const raw = localStorage.getItem(key);
        if (!raw) return undefined;
        const v = JSON.parse(raw) as Partial<T>;
        if (typeof v !== 'object' || v === null) return undefined;
        return fill(v);
      } catch {
        return undefined;
      }
    },
    save(values) {
      try {
        localStorage.setItem(key, JSON.stringify(values));
      } catch {
        // a full or blocked storage only loses the draft
      }
    },
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing was kept
      }
    },
  };
}
