/**
 * Requests at a fixed arrival rate, evenly spaced (decision 040): request k is due at start + k / rate
 * whatever happened to the ones before it (an open loop), sent on one of `connections` keep-alive
 * connections opened beforehand; when every connection is busy it waits, in arrival order, for the
 * first one free. Its latency is counted from when it was due, not from when it could be sent, so a
 * server that falls behind is not hidden by the generator waiting for it (coordinated omission, as
 * wrk2 counts it); the time on the wire alone is kept beside it.
 *
 * Why not autocannon's `overallRate`/`connectionRate` (autocannon 9, lib/httpClient.js): each
 * connection sends its share of a second back to back as soon as its one-second timer fires, and the
 * timers of all connections fire together — the second's requests arrive as one burst (measured: 165
 * of 650 within 10 ms, none for 250 ms of the second), which queues even on an idle server. The
 * saturation runs (a closed loop, every connection busy) stay on autocannon.
 */
import http from 'node:http';

export interface PlannedRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface OpenLoopResult {
  /** From when each request was due to its answer's end (ms), in completion order. */
  times: number[];
  /** From when each request was written to its answer's end (ms). */
  wire: number[];
  statuses: Record<string, number>;
  errors: number;
  /** Requests answered per second over the run (due requests only). */
  rps: number;
  /** The most requests that were due but waiting for a free connection at once. */
  maxQueued: number;
  /** The generator's own worst lateness in sending a due request while a connection was free (ms). */
  maxSendLag: number;
}

function send(
  agent: http.Agent,
  base: URL,
  r: PlannedRequest,
  timeoutMs: number,
): Promise<{ status: number; end: number }> {
  return new Promise((resolve, reject) => {
    const body = r.body === undefined ? undefined : Buffer.from(r.body);
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: r.method,
        path: r.path,
        headers: { ...r.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        timeout: timeoutMs,
      },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve({ status: res.statusCode ?? 0, end: performance.now() }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(body);
  });
}

export async function openLoop(
  url: string,
  o: { connections: number; rate: number; seconds: number; requests: PlannedRequest[]; timeoutMs?: number },
): Promise<OpenLoopResult> {
  if (!(o.rate > 0)) throw new Error(`openLoop: no arrival rate (${o.rate})`);
  const base = new URL(url);
  const timeoutMs = o.timeoutMs ?? 10_000;
  const agent = new http.Agent({
    keepAlive: true,
    maxSockets: o.connections,
    maxFreeSockets: o.connections,
    scheduling: 'fifo',
  });
  const pick = (k: number) => o.requests[k % o.requests.length]!;
  // open every connection before the clock starts (not counted): one request on each, all at once
  await Promise.allSettled(
    Array.from({ length: o.connections }, (_, k) => send(agent, base, pick(k), timeoutMs)),
  );

  const times: number[] = [];
  const wire: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let busy = 0;
  let maxQueued = 0;
  let maxSendLag = 0;
  const queue: number[] = []; // due times of requests waiting for a connection
  const interval = 1000 / o.rate;
  const total = Math.max(1, Math.round(o.rate * o.seconds));
  let next = 0; // the next request to become due
  let done = 0;
  let picked = 0; // which of `requests` the next one sent is (in sending order)
  const start = performance.now() + 5;

  return new Promise((resolve) => {
    let deadline: NodeJS.Timeout | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(deadline);
      // requests still unanswered (or never sent) when the deadline passed are errors
      const missing = total - done;
      if (missing > 0) {
        errors += missing;
        statuses.unanswered = missing;
      }
      agent.destroy();
      resolve({
        times,
        wire,
        statuses,
        errors,
        rps: times.length / ((performance.now() - start) / 1000),
        maxQueued,
        maxSendLag,
      });
    };
    const fire = (due: number, waited: boolean) => {
      busy += 1;
      const k = picked++;
      const sent = performance.now();
      // the generator's own lateness: only for a request sent as it fell due (not one that waited)
      if (!waited) maxSendLag = Math.max(maxSendLag, sent - due);
      send(agent, base, pick(k), timeoutMs)
        .then(
          ({ status, end }) => {
            if (finished) return;
            times.push(end - due);
            wire.push(end - sent);
            if (status >= 300) {
              statuses[status] = (statuses[status] ?? 0) + 1;
              errors += 1;
            }
          },
          () => {
            if (finished) return;
            errors += 1;
            statuses.error = (statuses.error ?? 0) + 1;
          },
        )
        .finally(() => {
          if (finished) return;
          busy -= 1;
          done += 1;
          const waiting = queue.shift();
          if (waiting !== undefined) fire(waiting, true);
          if (done === total) finish();
        });
    };
    const tick = () => {
      if (finished) return;
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const due = start + next * interval;
        next += 1;
        if (busy < o.connections && queue.length === 0) fire(due, false);
        else {
          queue.push(due);
          maxQueued = Math.max(maxQueued, queue.length);
        }
      }
      if (next < total) setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
    // a bounded run whatever the server does: the last request's due time plus its timeout
    deadline = setTimeout(finish, start - performance.now() + o.seconds * 1000 + timeoutMs + 1000);
  });
}
