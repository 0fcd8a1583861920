/**
 * Where the shared limiter counts (decision 019): the database (`limits-repository.ts`, the default) or
 * Redis (`limits-redis.ts`, when REDIS_URL is set). Either is seen by every server process, so that two
 * processes grant one budget; neither keeps anything per key in the process's memory.
 */
export interface LimitStore {
  readonly kind: 'database' | 'redis';
  /**
   * Counts one hit of `key` in its window and returns the hits so far (this one included) and the time
   * until the window ends. A window starts with the first hit after the last one ended and lasts
   * `windowMs`.
   */
  hit(key: string, windowMs: number): Promise<{ hits: number; resetMs: number }>;
  /**
   * One use held open: a slot under each of `keys` for `holder`, if every key has fewer than its `max`
   * live slots; otherwise none is taken. True when taken. A slot lives `leaseMs` unless renewed.
   */
  take(
    holder: string,
    owner: string,
    keys: ReadonlyArray<{ key: string; max: number }>,
    leaseMs: number,
  ): Promise<boolean>;
  /** Renews every slot `owner` (this process) holds: `held` lists them, holder → keys. */
  renew(owner: string, held: ReadonlyMap<string, readonly string[]>, leaseMs: number): Promise<void>;
  /** Gives back the slots of one use. */
  release(holder: string, keys: readonly string[]): Promise<void>;
  /** Forgets what has expired (the database store; Redis expires keys by itself). Returns rows deleted. */
  cleanup(): Promise<number>;
  /** Round trip to the store (the health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
