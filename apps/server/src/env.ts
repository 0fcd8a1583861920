import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  alipayProblems,
  type WechatpayConfig,
  wechatpayConfig,
  wechatpayEnv,
  wechatpayProblems,
} from './env-payments.ts';
import { bool, jsonStrings, optionalString, optionalUrl, yuanOrInt } from './env-values.ts';

/**
 * Every environment variable the server reads, validated once at start-up. Only this file reads
 * `process.env`. An invalid configuration is reported as one line per bad variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  PUBLIC_URL: optionalUrl,
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  TRUST_PROXY: optionalString.pipe(
    z
      .union([
        z.enum(['true', 'false']).transform((v) => v === 'true'),
        z.string().regex(/^\d+$/, 'must be true, false or a hop count').transform(Number),
      ])
      .optional(),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO: optionalString.pipe(bool.optional()),
  SMS_PROVIDER: optionalString.pipe(z.enum(['dev', 'aliyun']).optional()),
  ALIYUN_SMS_ACCESS_KEY_ID: optionalString,
  ALIYUN_SMS_ACCESS_KEY_SECRET: optionalString,
  ALIYUN_SMS_SIGN_NAME: optionalString,
  ALIYUN_SMS_TEMPLATE_CODE: optionalString,
  ALIYUN_SMS_ENDPOINT: optionalUrl,
  /** Notices by SMS (issue 28): one Aliyun template per notice group, as JSON `{"task":"SMS_1",…}`. */
  ALIYUN_SMS_NOTICE_TEMPLATES: optionalString.pipe(jsonStrings.optional()),
  /** Quiet hours (China time) for non-urgent SMS and WeChat notices, `22:00-08:00`, or `off`. */
  NOTICE_QUIET_HOURS: optionalString.pipe(
    z
      .string()
      .regex(/^(off|([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d)$/, 'must be HH:MM-HH:MM or off')
      .optional(),
  ),
  /** SMS notices per member per China day; beyond it, one daily digest. */
  NOTICE_SMS_PER_DAY: yuanOrInt('integer', 0, 100, 5),
  /** The WeChat service account (服务号) that sends notices; all of APPID, SECRET and TOKEN, or none. */
  WECHAT_MP_APPID: optionalString,
  WECHAT_MP_SECRET: optionalString,
  /** The token of the account's server configuration (消息推送): signs WeChat's callbacks. */
  WECHAT_MP_TOKEN: optionalString,
  /** One template message id per notice group, as JSON `{"task":"…",…}`. */
  WECHAT_MP_TEMPLATES: optionalString.pipe(jsonStrings.optional()),
  WECHAT_MP_API_BASE: optionalUrl,
  ADMIN_MOBILE: optionalString.pipe(
    z
      .string()
      .regex(/^1[3-9]\d{9}$/, 'must be a mainland mobile number')
      .optional(),
  ),
  ADMIN_PASSWORD: optionalString,
  WECHAT_APPID: optionalString,
  WECHAT_SECRET: optionalString,
  WECHAT_API_BASE: optionalUrl,
  WECHAT_AUTHORIZE_BASE: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY: optionalString,
  S3_SECRET_KEY: optionalString,
  S3_REGION: optionalString,
  S3_FORCE_PATH_STYLE: optionalString.pipe(bool.optional()),
  ALIPAY_APP_ID: optionalString,
  ALIPAY_PRIVATE_KEY: optionalString,
  ALIPAY_PUBLIC_KEY: optionalString,
  ALIPAY_GATEWAY: optionalUrl,
  ALIPAY_SELLER_ID: optionalString,
  ...wechatpayEnv(optionalString, optionalUrl),
  WALLET_COMMISSION_BPS: yuanOrInt('integer', 0, 10_000, 1000),
  /** The author's share of a paid 3D model's price, in basis points (issue 15; decision 022). */
  MODEL_AUTHOR_SHARE_BPS: yuanOrInt('integer', 0, 10_000, 7000),
  CASH_MIN_YUAN: yuanOrInt('yuan', 1, 1_000_000, 10),
  CASH_DAILY_MAX_YUAN: yuanOrInt('yuan', 1, 100_000_000, 50_000),
  INVITE_REWARD_DESIGNER_YUAN: yuanOrInt('yuan', 0, 10_000, 20),
  INVITE_REWARD_BUSINESS_YUAN: yuanOrInt('yuan', 0, 10_000, 50),
  SEARCH_LIMIT_PER_MINUTE: yuanOrInt('integer', 0, 1_000_000, 120),
  /** How long a public search's answer is reused at most (decision 065); 0 = never reused. */
  SEARCH_CACHE_SECONDS: yuanOrInt('integer', 0, 3600, 60),
  DOWNLOAD_STALL_SECONDS: yuanOrInt('integer', 1, 3600, 60),
  DOWNLOAD_MAX_SECONDS: yuanOrInt('integer', 1, 86_400, 600),
  JOBS_POLL_MS: yuanOrInt('integer', 50, 600_000, 1000),
  JOBS_CONCURRENCY: yuanOrInt('integer', 0, 64, 4),
  JOBS_KEEP_DAYS: yuanOrInt('integer', 1, 3650, 14),
  STREAMS_PER_MEMBER: yuanOrInt('integer', 1, 1000, 5),
  CONSULT_NEW_PER_DAY: yuanOrInt('integer', 1, 10_000, 30),
  /** Design contests (issue 30): the least prize, and the entries one designer may send to one contest. */
  CONTEST_MIN_PRIZE_YUAN: yuanOrInt('yuan', 100, 1_000_000, 500),
  CONTEST_MAX_ENTRIES: yuanOrInt('integer', 1, 20, 3),
  CONSULT_NEW_PER_DAY_UNVERIFIED: yuanOrInt('integer', 1, 10_000, 5),
  STREAMS_PER_IP: yuanOrInt('integer', 1, 100_000, 20),
  STREAM_HEARTBEAT_SECONDS: yuanOrInt('integer', 1, 300, 25),
  REQUEST_TIMEOUT_SECONDS: yuanOrInt('integer', 1, 3600, 600),
  IDLE_TIMEOUT_SECONDS: yuanOrInt('integer', 1, 3600, 60),
  SUPPORT_PHONE: optionalString.pipe(
    z
      .string()
      .regex(/^[\d+][\d\- ]{4,19}$/, 'must be a phone number (digits, - and spaces)')
      .optional(),
  ),
  SUPPORT_EMAIL: optionalString.pipe(z.email({ error: 'must be an email address' }).optional()),
  SUPPORT_WECHAT: optionalString.pipe(z.string().max(40, 'must be at most 40 characters').optional()),
  SUPPORT_HOURS: optionalString.pipe(z.string().max(60, 'must be at most 60 characters').optional()),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  CLUSTER_WORKERS: yuanOrInt('integer', 1, 256, 0),
  SLOW_QUERY_MS: yuanOrInt('integer', 0, 600_000, 500),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  sessionSecret: string;
  trustProxy: boolean | number;
  logLevel: string;
  seedDemo: boolean;
  sms:
    | { provider: 'dev' }
    | {
        provider: 'aliyun';
        accessKeyId: string;
        accessKeySecret: string;
        signName: string;
        templateCode: string;
        endpoint: string | undefined;
        /** The notice groups' templates (issue 28); a group without one sends no SMS notices. */
        noticeTemplates: Record<string, string>;
      };
  wechat:
    | { appid: string; secret: string; apiBase: string | undefined; authorizeBase: string | undefined }
    | undefined;
  /**
   * Notices off the site (issue 28, decision 048): quiet hours in minutes of the China day (null: none),
   * the SMS cap per member and day, and the WeChat service account (unset: no WeChat channel).
   */
  notices: {
    quiet: { from: number; to: number } | null;
    smsPerDay: number;
    wechatMp:
      | {
          appid: string;
          secret: string;
          token: string;
          templates: Record<string, string>;
          apiBase: string | undefined;
        }
      | undefined;
  };
  /** An operator created or updated at start-up. */
  admin: { mobile: string; password: string } | undefined;
  /**
   * Alipay computer-website payment. Unset → dev mode (DESIGN §4): the server makes its own key pair and
   * a local simulator page plays Alipay. Keys as given (PEM or bare base64).
   */
  alipay:
    | { appId: string; privateKey: string; alipayPublicKey: string; gateway: string; sellerId: string }
    | undefined;
  /** WeChat Pay APIv3; unset → the local fake outside production, not offered in production. */
  wechatpay: WechatpayConfig | undefined;
  /** Wallet settings, in fen (commission in basis points of a release). */
  wallet: {
    commissionBps: number;
    /** The author's share of a paid model's price, in basis points. */
    modelAuthorShareBps: number;
    cashMinFen: number;
    cashDailyMaxFen: number;
    inviteDesignerFen: number;
    inviteBusinessFen: number;
  };
  /**
   * Limits on what a stranger can make the server do: public searches and detail views per client IP per
   * minute (0 = none; shared by every process, decision 019), and how long a streamed download may make
   * no progress and last in all.
   */
  /** New consultation threads a member may open per China day (decision 051). */
  consult: { newPerDay: number; newPerDayUnverified: number };
  /** Design contests (issue 30): the least prize (fen) and the entries per designer per contest. */
  contests: { minPrizeFen: number; maxEntries: number };
  limits: {
    searchPerMinute: number;
    /** A public search's answer reused at most this long (ms; 0: never), while its tables are unchanged. */
    searchCacheMs: number;
    downloadStallMs: number;
    downloadMaxMs: number;
    /** Live message streams open at once per member and per client, over every process (decision 019). */
    streamsPerMember: number;
    streamsPerIp: number;
    /** A stream's heartbeat, which also checks that its session still exists. */
    streamHeartbeatMs: number;
    /** Longest time to receive a whole request, body included (a 200 MB model upload). */
    requestTimeoutMs: number;
    /** A connection silent this long is closed (a request's body that stops coming: 408). */
    idleTimeoutMs: number;
  };
  /**
   * Background jobs (docs/domains/jobs.md): how often this process looks for due jobs (besides being woken
   * when one is enqueued), how many it runs at once (0: none, this process only serves requests), and how
   * many days finished jobs are kept.
   */
  jobs: { pollMs: number; concurrency: number; keepDays: number };
  /**
   * The operator's contact settings, shown on 联系我们 (`/contact`): demo values unless set; production
   * requires the phone and the email, and shows no WeChat ID unless one is set ('').
   */
  support: { phone: string; email: string; wechat: string; hours: string };
  /**
   * Redis for the shared limiter's counts (decision 019); unset: they are kept in the database. Either
   * way every server process counts in the same place.
   */
  redisUrl: string | undefined;
  /** Server processes `npm run start:cluster` runs (default: the machine's cores). */
  clusterWorkers: number;
  /** A database query slower than this is logged with its call and request id (0: none). */
  slowQueryMs: number;
  /**
   * `/metrics` (Prometheus text) for a scraper with `Authorization: Bearer <token>`; unset: only from
   * loopback and private addresses.
   */
  metricsToken: string | undefined;
  /** S3-compatible object storage for uploads; unset → local disk under DATA_DIR/files. */
  s3:
    | {
        endpoint: string;
        bucket: string;
        accessKey: string;
        secretKey: string;
        region: string;
        forcePathStyle: boolean;
      }
    | undefined;
}

/** `22:00-08:00` → minutes of the day; `off` (or equal ends) → null. */
function quietHours(v: string): { from: number; to: number } | null {
  if (v === 'off') return null;
  const [from, to] = v.split('-').map((hm) => {
    const [h, m] = hm.split(':').map(Number);
    return h! * 60 + m!;
  });
  return from === to ? null : { from: from!, to: to! };
}

/** Used only outside production, where a missing SESSION_SECRET is a development convenience. */
const DEV_SESSION_SECRET = 'dev-only-session-secret-not-for-production-use';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * What `npm run admin` (cli/admin.ts) reads: ADMIN_PASSWORD there is the new operator's password, so the
 * server's configuration is loaded without the start-up operator pair (when asked, so that an invalid one
 * is reported by the command).
 */
export function adminCommandEnv(source: Record<string, string | undefined> = process.env) {
  return {
    password: source.ADMIN_PASSWORD,
    /** The folder the command was run from (npm runs scripts in the workspace's folder). */
    callerDir: source.INIT_CWD ?? '.',
    loadConfig: () => loadConfig({ ...source, ADMIN_MOBILE: undefined, ADMIN_PASSWORD: undefined }),
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  const prod = e.NODE_ENV === 'production';
  const smsProvider = e.SMS_PROVIDER ?? (prod ? undefined : 'dev');

  if (prod) {
    if (!e.SESSION_SECRET) problems.push('SESSION_SECRET: required in production (32+ random characters)');
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required in production');
    if (!smsProvider) problems.push('SMS_PROVIDER: required in production (aliyun)');
    if (smsProvider === 'dev') problems.push('SMS_PROVIDER: the dev provider is refused in production');
    if (e.SEED_DEMO) problems.push('SEED_DEMO: demo accounts are refused in production');
    // the demo's contact settings would send people to a number and an address nobody answers
    if (!e.SUPPORT_PHONE) problems.push('SUPPORT_PHONE: required in production (shown on 联系我们)');
    if (!e.SUPPORT_EMAIL) problems.push('SUPPORT_EMAIL: required in production (shown on 联系我们)');
    if (e.TRUST_PROXY === true) {
      problems.push(
        'TRUST_PROXY: give the number of proxy hops in production (true trusts any X-Forwarded-For)',
      );
    }
  } else if (e.NODE_ENV === 'development' && e.PUBLIC_URL?.startsWith('https:')) {
    // a public https site outside production would hand out SMS codes and seed demo accounts
    problems.push('NODE_ENV: set NODE_ENV=production for a public https PUBLIC_URL');
  }
  let sms: Config['sms'] = { provider: 'dev' };
  if (smsProvider === 'aliyun') {
    const need = {
      ALIYUN_SMS_ACCESS_KEY_ID: e.ALIYUN_SMS_ACCESS_KEY_ID,
      ALIYUN_SMS_ACCESS_KEY_SECRET: e.ALIYUN_SMS_ACCESS_KEY_SECRET,
      ALIYUN_SMS_SIGN_NAME: e.ALIYUN_SMS_SIGN_NAME,
      ALIYUN_SMS_TEMPLATE_CODE: e.ALIYUN_SMS_TEMPLATE_CODE,
    };
    for (const [k, v] of Object.entries(need))
      if (!v) problems.push(`${k}: required when SMS_PROVIDER=aliyun`);
    sms = {
      provider: 'aliyun',
      accessKeyId: need.ALIYUN_SMS_ACCESS_KEY_ID ?? '',
      accessKeySecret: need.ALIYUN_SMS_ACCESS_KEY_SECRET ?? '',
      signName: need.ALIYUN_SMS_SIGN_NAME ?? '',
      templateCode: need.ALIYUN_SMS_TEMPLATE_CODE ?? '',
      endpoint: e.ALIYUN_SMS_ENDPOINT,
      noticeTemplates: e.ALIYUN_SMS_NOTICE_TEMPLATES ?? {},
    };
  }
  if (Boolean(e.WECHAT_APPID) !== Boolean(e.WECHAT_SECRET)) {
    problems.push(
      `${e.WECHAT_APPID ? 'WECHAT_SECRET' : 'WECHAT_APPID'}: WECHAT_APPID and WECHAT_SECRET go together`,
    );
  }
  const mp = [e.WECHAT_MP_APPID, e.WECHAT_MP_SECRET, e.WECHAT_MP_TOKEN];
  if (mp.some(Boolean) && !mp.every(Boolean)) {
    problems.push('WECHAT_MP_APPID: WECHAT_MP_APPID, WECHAT_MP_SECRET and WECHAT_MP_TOKEN go together');
  }
  if (Boolean(e.ADMIN_MOBILE) !== Boolean(e.ADMIN_PASSWORD)) {
    problems.push(
      `${e.ADMIN_MOBILE ? 'ADMIN_PASSWORD' : 'ADMIN_MOBILE'}: ADMIN_MOBILE and ADMIN_PASSWORD go together`,
    );
  }
  const s3Need = {
    S3_ENDPOINT: e.S3_ENDPOINT,
    S3_BUCKET: e.S3_BUCKET,
    S3_ACCESS_KEY: e.S3_ACCESS_KEY,
    S3_SECRET_KEY: e.S3_SECRET_KEY,
  };
  const s3Given = Object.entries(s3Need).filter(([, v]) => v);
  if (s3Given.length > 0 && s3Given.length < 4) {
    for (const [k, v] of Object.entries(s3Need))
      if (!v) problems.push(`${k}: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY go together`);
  }
  problems.push(...alipayProblems(e, prod), ...wechatpayProblems(e));
  if (e.CASH_MIN_YUAN > e.CASH_DAILY_MAX_YUAN) {
    problems.push('CASH_MIN_YUAN: must not exceed CASH_DAILY_MAX_YUAN');
  }
  if (problems.length) throw new ConfigError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? !prod,
    sms,
    notices: {
      quiet: quietHours(e.NOTICE_QUIET_HOURS ?? '22:00-08:00'),
      smsPerDay: e.NOTICE_SMS_PER_DAY,
      wechatMp:
        e.WECHAT_MP_APPID && e.WECHAT_MP_SECRET && e.WECHAT_MP_TOKEN
          ? {
              appid: e.WECHAT_MP_APPID,
              secret: e.WECHAT_MP_SECRET,
              token: e.WECHAT_MP_TOKEN,
              templates: e.WECHAT_MP_TEMPLATES ?? {},
              apiBase: e.WECHAT_MP_API_BASE,
            }
          : undefined,
    },
    admin:
      e.ADMIN_MOBILE && e.ADMIN_PASSWORD ? { mobile: e.ADMIN_MOBILE, password: e.ADMIN_PASSWORD } : undefined,
    wechat:
      e.WECHAT_APPID && e.WECHAT_SECRET
        ? {
            appid: e.WECHAT_APPID,
            secret: e.WECHAT_SECRET,
            apiBase: e.WECHAT_API_BASE,
            authorizeBase: e.WECHAT_AUTHORIZE_BASE,
          }
        : undefined,
    alipay:
      e.ALIPAY_APP_ID && e.ALIPAY_PRIVATE_KEY && e.ALIPAY_PUBLIC_KEY && e.ALIPAY_SELLER_ID
        ? {
            appId: e.ALIPAY_APP_ID,
            privateKey: e.ALIPAY_PRIVATE_KEY,
            alipayPublicKey: e.ALIPAY_PUBLIC_KEY,
            gateway: e.ALIPAY_GATEWAY ?? 'https://openapi.alipay.com/gateway.do',
            sellerId: e.ALIPAY_SELLER_ID,
          }
        : undefined,
    wechatpay: wechatpayConfig(e),
    wallet: {
      commissionBps: e.WALLET_COMMISSION_BPS,
      modelAuthorShareBps: e.MODEL_AUTHOR_SHARE_BPS,
      cashMinFen: e.CASH_MIN_YUAN * 100,
      cashDailyMaxFen: e.CASH_DAILY_MAX_YUAN * 100,
      inviteDesignerFen: e.INVITE_REWARD_DESIGNER_YUAN * 100,
      inviteBusinessFen: e.INVITE_REWARD_BUSINESS_YUAN * 100,
    },
    contests: { minPrizeFen: e.CONTEST_MIN_PRIZE_YUAN * 100, maxEntries: e.CONTEST_MAX_ENTRIES },
    consult: {
      newPerDay: e.CONSULT_NEW_PER_DAY,
      newPerDayUnverified: e.CONSULT_NEW_PER_DAY_UNVERIFIED,
    },
    limits: {
      searchPerMinute: e.SEARCH_LIMIT_PER_MINUTE,
      searchCacheMs: e.SEARCH_CACHE_SECONDS * 1000,
      downloadStallMs: e.DOWNLOAD_STALL_SECONDS * 1000,
      downloadMaxMs: e.DOWNLOAD_MAX_SECONDS * 1000,
      streamsPerMember: e.STREAMS_PER_MEMBER,
      streamsPerIp: e.STREAMS_PER_IP,
      streamHeartbeatMs: e.STREAM_HEARTBEAT_SECONDS * 1000,
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      idleTimeoutMs: e.IDLE_TIMEOUT_SECONDS * 1000,
    },
    jobs: { pollMs: e.JOBS_POLL_MS, concurrency: e.JOBS_CONCURRENCY, keepDays: e.JOBS_KEEP_DAYS },
    support: {
      phone: e.SUPPORT_PHONE ?? '400-820-2026',
      email: e.SUPPORT_EMAIL ?? 'kefu@huizhantong.example',
      // production shows no WeChat ID unless one is given
      wechat: e.SUPPORT_WECHAT ?? (prod ? '' : 'huizhantong-kefu'),
      hours: e.SUPPORT_HOURS ?? '工作日 9:00–18:00',
    },
    redisUrl: e.REDIS_URL,
    clusterWorkers: e.CLUSTER_WORKERS || os.availableParallelism(),
    slowQueryMs: e.SLOW_QUERY_MS,
    metricsToken: e.METRICS_TOKEN,
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY && e.S3_SECRET_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            accessKey: e.S3_ACCESS_KEY,
            secretKey: e.S3_SECRET_KEY,
            region: e.S3_REGION ?? 'us-east-1',
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
          }
        : undefined,
  };
}
