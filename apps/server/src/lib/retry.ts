/**
 * Retrying a transaction that lost a race. PostgreSQL aborts one of two conflicting transactions with a
 * serialization failure (40001) or a deadlock (40P01); running it again is the remedy. A ledger posting's
 * idempotency key (23505 on `ledger_transactions_key_key`) is retried too: any transaction may post to
 * the ledger, and the next attempt finds the racing first posting and returns it.
 */

/** PostgreSQL error code of a driver error, also when wrapped (drizzle puts it in `cause`). */
export function pgErrorOf(err: unknown): { code?: string; constraint?: string } {
  let e: unknown = err;
  for (let depth = 0; depth < 4 && e && typeof e === 'object'; depth++) {
    const o = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof o.code === 'string' && /^[0-9A-Z]{5}$/.test(o.code)) {
      return { code: o.code, constraint: typeof o.constraint === 'string' ? o.constraint : undefined };
    }
    e = o.cause;
  }
  return {};
}

/**
 * Serialization failures (40001) and deadlocks (40P01) are retried; so is a unique violation on a
 * posting's key (23505), which a racing duplicate can raise at a stricter isolation level: the next
 * attempt finds the first posting and returns it.
 */
export function isRetryable(err: unknown): boolean {
  const { code, constraint } = pgErrorOf(err);
  return (
    code === '40001' || code === '40P01' || (code === '23505' && constraint === 'ledger_transactions_key_key')
  );
}

export const RETRY_ATTEMPTS = 6;

/** Runs `fn` again on a retryable failure, at most RETRY_ATTEMPTS times, with full-jitter backoff. */
export async function withRetry<T>(fn: () => Promise<T>, attempts = RETRY_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      if (attempt >= attempts || !isRetryable(err)) throw err;
      const ceiling = Math.min(200, 5 * 2 ** attempt);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * ceiling));
    }
  }
}
