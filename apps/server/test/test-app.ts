import { afterAll, beforeAll, expect } from 'vitest';
import { currentAgreement } from '@hz/contract/common/agreements';
import type { FastifyInstance, FastifyServerOptions, InjectOptions } from 'fastify';
import { ensureOperator } from '../src/modules/auth/operator-account.ts';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { type Config, loadConfig } from '../src/env.ts';
import type { SmsProvider } from '../src/modules/auth/sms/sms-provider.ts';
import type { WechatClient } from '../src/modules/auth/wechat/wechat-client.ts';
import type { WechatMpClient } from '../src/modules/notices/wechat-mp-client.ts';
import { createJobRunner } from '../src/modules/jobs/jobs-runner.ts';
import { createWalletService, type WalletService } from '../src/modules/wallet/wallet-service.ts';
import { freshDatabase } from './test-db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  sms?: SmsProvider;
  wechat?: WechatClient;
  /** The WeChat service account's client (notices), against a fake. */
  wechatMp?: WechatMpClient;
  /** Extra routes for a test, added before the app is ready. */
  setup?: (app: FastifyInstance) => void;
  /** A built web app to serve (a directory holding index.html). */
  webDist?: string;
  /** A logger instead of none (a test that reads the log). */
  logger?: FastifyServerOptions['logger'];
}

/** The real app on a fresh database; only third-party clients may be replaced. */
export async function createTestApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...opts.env });
  const app = await buildApp({
    config,
    database,
    logger: opts.logger ?? false,
    checkResponses: true,
    sms: opts.sms,
    wechat: opts.wechat,
    wechatMp: opts.wechatMp,
    webDist: opts.webDist,
  });
  opts.setup?.(app);
  await app.ready();
  return { app, database, config, close: () => app.close() };
}

/**
 * The app's job workers as a listening server runs them, polling every 20 ms: `start()` them (and `stop()`),
 * or `runDue()` once.
 */
export const jobWorkers = (t: TestApp) =>
  createJobRunner({
    database: t.database,
    definitions: t.app.jobs.definitions(),
    concurrency: 1,
    pollMs: 20,
    log: t.app.log,
  });

export interface Envelope<T = Record<string, unknown>> {
  success: boolean;
  errCode: string;
  errMsg: string;
  data?: T;
  showType?: number;
}

let agents = 0;

/** A browser-like client: keeps the cookies the server sets and sends them back. Each has its own IP. */
export function agent(app: FastifyInstance, opts: { ip?: string } = {}) {
  agents += 1;
  const ip = opts.ip ?? `127.1.${agents >> 8}.${agents & 255}`;
  const jar = new Map<string, string>();
  async function send<T>(o: InjectOptions) {
    const res = await app.inject({
      ...o,
      remoteAddress: ip,
      headers: { ...(o.headers ?? {}), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const set = res.headers['set-cookie'];
    for (const c of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair = ''] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) jar.delete(name);
      else jar.set(name, value);
    }
    const body = res.json() as Envelope<T>;
    // a response the contract does not describe (checkResponses): fail here, naming the call and field
    if (res.statusCode === 500 && body.errMsg.startsWith('response of ')) throw new Error(body.errMsg);
    return { status: res.statusCode, body, headers: res.headers, raw: res };
  }
  return {
    jar,
    post: <T = Record<string, unknown>>(url: string, payload?: unknown, headers?: Record<string, string>) =>
      send<T>({ method: 'POST', url, payload: payload as never, headers }),
    get: <T = Record<string, unknown>>(url: string) => send<T>({ method: 'GET', url }),
  };
}

export type Agent = ReturnType<typeof agent>;

let seq = 0;
/** A unique valid mainland mobile number for this test file. */
export function uniqueMobile(): string {
  seq += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
}

/**
 * A password the strength check accepts, and quickly: zxcvbn's leetspeak matching of digits and symbols
 * (`7391` read as `tegl`…) took ~38 ms of CPU per registration with `Lotus-harbor-7391`, about half of what
 * registering a member cost; words alone take ~3 ms (the suite registers a few thousand members).
 */
export const STRONG_PASSWORD = 'Lotus-harbor-wing';

/** `agree` of a registration: the current versions of the two agreements (decision 016). */
export const AGREE = currentAgreement;

/** Registers a member through the real calls (dev SMS provider); leaves the agent logged in. */
export async function registerMember(a: Agent, mobile = uniqueMobile(), password = STRONG_PASSWORD) {
  const code = await a.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'regist' });
  if (!code.body.success) throw new Error(`getCode failed: ${code.body.errMsg}`);
  const reg = await a.post<{ cardno: string }>('/api/User/regist', {
    mobile,
    code: code.body.data!.devCode,
    password,
    agree: AGREE,
  });
  if (!reg.body.success) throw new Error(`regist failed: ${reg.body.errMsg}`);
  return { mobile, password, cardno: reg.body.data!.cardno };
}

/** A logged-in operator (a new one, with a unique mobile) on the test app. */
export async function operatorAgent(t: TestApp) {
  const mobile = uniqueMobile();
  const password = 'Console-desk-keeper-7';
  await ensureOperator(t.database.db, mobile, password);
  const op = agent(t.app);
  await op.post('/api/User/login', { mobile, password });
  return op;
}

/**
 * `call`, `ok` (expects success, returns the data) and `refused` (expects `code`, and the message when
 * given; returns the envelope) for the calls of one group: a bare name is `/api/<group>/<name>`, a name
 * with a slash is a call of another group. `D` is the data `ok` returns unless told otherwise.
 */
export function callsOf<D = Record<string, unknown>>(group: string) {
  const path = (name: string) => `/api/${name.includes('/') ? name : `${group}/${name}`}`;
  const call = <T = D>(a: Agent, name: string, payload: unknown) => a.post<T>(path(name), payload);
  async function ok<T = D>(a: Agent, name: string, payload: unknown): Promise<T> {
    const r = await call<T>(a, name, payload);
    expect(r.body.errCode, `${name}: ${JSON.stringify(r.body)}`).toBe('success');
    return r.body.data as T;
  }
  async function refused(a: Agent, name: string, payload: unknown, code: string, msg?: string | RegExp) {
    const r = await call(a, name, payload);
    expect(r.body.errCode, `${name}: ${JSON.stringify(r.body)}`).toBe(code);
    if (typeof msg === 'string') expect(r.body.errMsg).toBe(msg);
    else if (msg) expect(r.body.errMsg).toMatch(msg);
    return r.body;
  }
  return { call, ok, refused };
}

/**
 * What a test file's tests share (`fileApp`): the app (`t`), a logged-in operator (`op`), a visitor, a
 * registered member (`member`, when asked for) and the wallet service on the app's database.
 */
export interface FileApp {
  t: TestApp;
  op: Agent;
  visitor: Agent;
  member: Agent;
  wallet: WalletService;
}

/**
 * The usual start of an integration test file: its app on its own fresh database, built before the file's
 * tests with an operator (unless `operator: false`), a visitor and, with `member: true`, a registered
 * member; closed after them. The vitest hooks are registered here. What it returns stands for what
 * `beforeAll` builds: use it in hooks and tests, not while the file is imported.
 */
export function fileApp(opts: TestAppOptions & { operator?: boolean; member?: boolean } = {}): FileApp {
  let built: Partial<FileApp> | undefined;
  beforeAll(async () => {
    const t = await createTestApp(opts);
    built = { t, visitor: agent(t.app), wallet: createWalletService({ db: t.database.db }) };
    if (opts.operator !== false) built.op = await operatorAgent(t);
    if (opts.member) {
      built.member = agent(t.app);
      await registerMember(built.member);
    }
  });
  afterAll(() => built?.t?.close());
  const part = <K extends keyof FileApp>(key: K): FileApp[K] =>
    standIn(() => {
      const value = built?.[key];
      if (!value) throw new Error(`fileApp: ${key} is built in beforeAll (and only when asked for)`);
      return value as FileApp[K] & object;
    });
  return {
    t: part('t'),
    op: part('op'),
    visitor: part('visitor'),
    member: part('member'),
    wallet: part('wallet'),
  };
}

/** An object that forwards every property read to the one `get` returns at that moment. */
function standIn<T extends object>(get: () => T): T {
  const at = (key: string | symbol) => {
    const target = get();
    const value = Reflect.get(target, key);
    return typeof value === 'function' ? value.bind(target) : value;
  };
  return new Proxy({} as T, {
    get: (_, key) => at(key),
    has: (_, key) => Reflect.has(get(), key),
    ownKeys: () => Reflect.ownKeys(get()),
    getOwnPropertyDescriptor: (_, key) => {
      const d = Reflect.getOwnPropertyDescriptor(get(), key);
      return d && { ...d, configurable: true };
    },
  });
}
