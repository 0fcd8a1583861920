import type { CallName, calls } from '@hz/contract/calls';
import type { ShowType } from '@hz/contract/common/envelope';
import type { z } from '@hz/contract/common/zod';

/** Shown when the server said nothing more useful. */
export const GENERIC_ERROR = '请求错误，请重试';
export const TIMEOUT_ERROR = '请求超时，请稍后重试';
export const NETWORK_ERROR = '网络连接失败，请检查网络后重试';
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Every failed call: a business refusal (`success: false`), an HTTP status outside 2xx, a timeout,
 * a network failure or a response that is not our envelope. `errCode` is the server's stable code, or
 * one of `timeout`, `network`, `bad_response`, `http_error` raised here.
 */
export class BizError extends Error {
  override readonly name = 'BizError';
  readonly errCode: string;
  readonly errMsg: string;
  readonly showType: ShowType;
  readonly data: unknown;
  readonly status: number;

  constructor(init: {
    errCode: string;
    errMsg?: string;
    showType?: ShowType;
    data?: unknown;
    status?: number;
  }) {
    const errMsg = init.errMsg?.trim() || GENERIC_ERROR;
    super(errMsg);
    this.errCode = init.errCode;
    this.errMsg = errMsg;
    this.showType = init.showType ?? 2;
    this.data = init.data;
    this.status = init.status ?? 0;
  }

  /** `data.fields` of an `invalid_params` error: `{ field: message }`. */
  get fields(): Record<string, string> {
    const d = this.data as { fields?: unknown } | undefined;
    if (d && typeof d.fields === 'object' && d.fields !== null) {
      return Object.fromEntries(
        Object.entries(d.fields as Record<string, unknown>).filter(
          (e): e is [string, string] => typeof e[1] === 'string',
        ),
      );
    }
    return {};
  }
}

export function isBizError(err: unknown): err is BizError {
  return err instanceof BizError;
}

export interface RequestOptions {
  /** Milliseconds before the call is abandoned; default 15 s. */
  timeout?: number;
  signal?: AbortSignal;
}

interface RawEnvelope {
  success?: unknown;
  errCode?: unknown;
  errMsg?: unknown;
  data?: unknown;
  showType?: unknown;
}

/**
 * What sends a request: the browser's fetch, or on the server (the server-side render, decision 041) the
 * API server's own call handlers, given by `setApiTransport`. A relative path (`/api/...`) either way.
 */
let transport: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);

/** The server-side render's transport: the same calls, answered in process, always as a visitor. */
export function setApiTransport(send: (path: string, init: RequestInit) => Promise<Response>): void {
  transport = send;
}

const showTypeValues = new Set<number>([0, 1, 2, 4, 9]);

function toShowType(v: unknown): ShowType | undefined {
  return typeof v === 'number' && showTypeValues.has(v) ? (v as ShowType) : undefined;
}

async function request<T>(
  method: 'GET' | 'POST',
  path: string,
  body: unknown,
  opts: RequestOptions,
): Promise<T> {
  const controller = new AbortController();
  const timeout = opts.timeout ?? DEFAULT_TIMEOUT_MS;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeout);
  const onAbort = () => controller.abort();
  opts.signal?.addEventListener('abort', onAbort, { once: true });

  let res: Response;
  try {
    res = await transport(path, {
      method,
      credentials: 'same-origin',
      headers:
        method === 'POST'
          ? { 'Content-Type': 'application/json', Accept: 'application/json' }
          : { Accept: 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
      signal: controller.signal,
    });
  } catch (err) {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
    if (timedOut) throw new BizError({ errCode: 'timeout', errMsg: TIMEOUT_ERROR });
    if (opts.signal?.aborted) throw err;
    throw new BizError({ errCode: 'network', errMsg: NETWORK_ERROR });
  }

  let payload: RawEnvelope | undefined;
  try {
    const text = await res.text();
    payload = text ? (JSON.parse(text) as RawEnvelope) : undefined;
  } catch {
    payload = undefined;
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }

  if (timedOut) throw new BizError({ errCode: 'timeout', errMsg: TIMEOUT_ERROR, status: res.status });

  const isEnvelope =
    payload !== undefined && typeof payload === 'object' && typeof payload.success === 'boolean';
  if (!isEnvelope) {
    throw new BizError({
      errCode: res.ok ? 'bad_response' : 'http_error',
      errMsg:
        res.status === 502 || res.status === 503 || res.status === 504
          ? '服务暂时不可用，请稍后重试'
          : GENERIC_ERROR,
      status: res.status,
    });
  }

  const env = payload as RawEnvelope;
  if (env.success !== true || !res.ok) {
    throw new BizError({
      errCode: typeof env.errCode === 'string' ? env.errCode : 'http_error',
      errMsg: typeof env.errMsg === 'string' ? env.errMsg : undefined,
      showType: toShowType(env.showType),
      data: env.data,
      status: res.status,
    });
  }
  return env.data as T;
}

export function get<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  return request<T>('GET', path, undefined, opts);
}

export function post<T>(path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  return request<T>('POST', path, body, opts);
}

type PostCallName = { [K in CallName]: (typeof calls)[K]['method'] extends 'POST' ? K : never }[CallName];

/** Request body of a contract call, as the caller writes it (before defaults). */
export type CallBody<K extends PostCallName> = (typeof calls)[K] extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : never;

/** `data` of a contract call's successful response. */
export type CallData<K extends CallName> = z.output<(typeof calls)[K]['data']>;

/** POST `/api/{Module}/{action}` typed by the contract's `calls` table. */
export function callApi<K extends PostCallName>(
  name: K,
  body: CallBody<K>,
  opts?: RequestOptions,
): Promise<CallData<K>> {
  return post<CallData<K>>(`/api/${name}`, body, opts);
}
