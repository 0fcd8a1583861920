/**
 * Whether an error means that the database cannot be reached now (down, restarting, refusing
 * connections, a connection dropped under a query), as opposed to a query's own failure. Such a request
 * is answered 503 `unavailable` (plugins/envelope.ts), and the server's start waits for the database
 * (server-start.ts). Drizzle wraps the driver's error as `cause`; Node's connect errors may be an
 * AggregateError of one per address tried.
 */
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections, and the
  // connection_exception class
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end|the database system is (starting up|shutting down|in recovery mode)|terminating connection due to administrator command/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [err];
  while (queue.length) {
    const e = queue.shift();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && CODES.has(code)) return true;
    if (typeof message === 'string' && MESSAGES.test(message) && !message.startsWith('Failed query'))
      return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}

/** What a log line says of such an error: its code or first line, never a query's parameters. */
export function unavailableReason(err: unknown): string {
  const seen = new Set<unknown>();
  let e: unknown = err;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const { code, message, cause, errors } = e as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown[];
    };
    if (typeof code === 'string' && CODES.has(code))
      return typeof message === 'string' && message ? `${code}: ${message.split('\n')[0]}` : code;
    if (typeof message === 'string' && MESSAGES.test(message) && !message.startsWith('Failed query'))
      return message.split('\n')[0]!;
    e = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return err instanceof Error ? err.message.split('\n')[0]! : String(err);
}
