import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env.ts';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('configuration', () => {
  it('has working defaults for development', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      nodeEnv: 'development',
      seedDemo: true,
      sms: { provider: 'dev' },
    });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.wechat).toBeUndefined();
  });

  it('notices: quiet hours 22:00-08:00 and 5 SMS a day by default; WeChat service account all or nothing', () => {
    expect(loadConfig({}).notices).toEqual({
      quiet: { from: 1320, to: 480 },
      smsPerDay: 5,
      wechatMp: undefined,
    });
    expect(loadConfig({ NOTICE_QUIET_HOURS: 'off' }).notices.quiet).toBeNull();
    expect(loadConfig({ NOTICE_QUIET_HOURS: '12:30-14:00' }).notices.quiet).toEqual({ from: 750, to: 840 });
    expect(problems({ NOTICE_QUIET_HOURS: '25:00-08:00' })[0]).toMatch(
      /^NOTICE_QUIET_HOURS: must be HH:MM-HH:MM/,
    );
    expect(problems({ WECHAT_MP_APPID: 'wx1' })[0]).toMatch(
      /WECHAT_MP_APPID, WECHAT_MP_SECRET and WECHAT_MP_TOKEN go/,
    );
    expect(problems({ WECHAT_MP_TEMPLATES: '["a"]' })[0]).toMatch(
      /^WECHAT_MP_TEMPLATES: must be a JSON object/,
    );
    const mp = loadConfig({
      WECHAT_MP_APPID: 'wx1',
      WECHAT_MP_SECRET: 's',
      WECHAT_MP_TOKEN: 't',
      WECHAT_MP_TEMPLATES: '{"task":"tpl1"}',
    }).notices.wechatMp;
    expect(mp).toMatchObject({ appid: 'wx1', token: 't', templates: { task: 'tpl1' } });
  });

  it('reports one clear line per bad value', () => {
    const p = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      PUBLIC_URL: 'not a url',
      SMS_PROVIDER: 'carrier-pigeon',
    });
    expect(p).toHaveLength(4);
    expect(p.find((x) => x.startsWith('PORT:'))).toBeDefined();
    expect(p.find((x) => x.startsWith('DATABASE_URL:'))).toContain('postgres://');
    expect(p.find((x) => x.startsWith('PUBLIC_URL:'))).toBeDefined();
    expect(p.find((x) => x.startsWith('SMS_PROVIDER:'))).toBeDefined();
  });

  it('production refuses the development conveniences', () => {
    const p = problems({ NODE_ENV: 'production', SMS_PROVIDER: 'dev', SEED_DEMO: 'true' });
    expect(p).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^SESSION_SECRET: required in production/),
        expect.stringMatching(/^PUBLIC_URL: required/),
        expect.stringMatching(/^SMS_PROVIDER: the dev provider is refused/),
        expect.stringMatching(/^SEED_DEMO: demo accounts are refused/),
      ]),
    );
    expect(problems({ NODE_ENV: 'production' })).toContain('SMS_PROVIDER: required in production (aliyun)');
    expect(problems({ NODE_ENV: 'production', TRUST_PROXY: 'true' })).toContain(
      'TRUST_PROXY: give the number of proxy hops in production (true trusts any X-Forwarded-For)',
    );
    // a public https address left in development would hand out SMS codes
    expect(problems({ PUBLIC_URL: 'https://www.example.com' })).toEqual([
      'NODE_ENV: set NODE_ENV=production for a public https PUBLIC_URL',
    ]);
  });

  it('accepts a complete production configuration', () => {
    const c = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a'.repeat(40),
      PUBLIC_URL: 'https://hz.example.com/',
      DATABASE_URL: 'postgres://u@db/hz',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '会展通',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
      TRUST_PROXY: '1',
      ALIPAY_APP_ID: '2021000000000001',
      ALIPAY_PRIVATE_KEY: 'MIIEv-private',
      ALIPAY_PUBLIC_KEY: 'MIIBI-public',
      ALIPAY_SELLER_ID: '2088000000000001',
      CASH_MIN_YUAN: '50',
      SUPPORT_PHONE: '400-100-2000',
      SUPPORT_EMAIL: 'service@hz.example.com',
    });
    expect(c).toMatchObject({
      seedDemo: false,
      publicUrl: 'https://hz.example.com',
      trustProxy: 1,
      sms: { provider: 'aliyun' },
      alipay: { appId: '2021000000000001', gateway: 'https://openapi.alipay.com/gateway.do' },
      wallet: { cashMinFen: 5000, cashDailyMaxFen: 5_000_000, commissionBps: 1000 },
      support: {
        phone: '400-100-2000',
        email: 'service@hz.example.com',
        wechat: '',
        hours: '工作日 9:00–18:00',
      },
    });
  });

  it('shows demo contact settings outside production; production needs its own phone and email', () => {
    expect(loadConfig({}).support).toEqual({
      phone: '400-820-2026',
      email: 'kefu@huizhantong.example',
      wechat: 'huizhantong-kefu',
      hours: '工作日 9:00–18:00',
    });
    expect(
      loadConfig({
        SUPPORT_PHONE: '021 6888 0000',
        SUPPORT_WECHAT: 'hz-help',
        SUPPORT_HOURS: '每天 8:00–22:00',
      }).support,
    ).toMatchObject({ phone: '021 6888 0000', wechat: 'hz-help', hours: '每天 8:00–22:00' });
    expect(problems({ SUPPORT_PHONE: 'call us', SUPPORT_EMAIL: 'nobody' })).toEqual([
      expect.stringMatching(/^SUPPORT_PHONE: /),
      expect.stringMatching(/^SUPPORT_EMAIL: /),
    ]);
    const p = problems({ NODE_ENV: 'production' });
    expect(p).toContain('SUPPORT_PHONE: required in production (shown on 联系我们)');
    expect(p).toContain('SUPPORT_EMAIL: required in production (shown on 联系我们)');
  });

  it('production needs Alipay; wallet settings are whole numbers within bounds', () => {
    const p = problems({
      NODE_ENV: 'production',
      SESSION_SECRET: 'a'.repeat(40),
      PUBLIC_URL: 'https://hz.example.com',
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '会展通',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    });
    expect(p.filter((x) => x.startsWith('ALIPAY_'))).toHaveLength(4);
    expect(problems({ CASH_MIN_YUAN: '9.5' })).toEqual(['CASH_MIN_YUAN: must be a whole number of yuan']);
    expect(problems({ CASH_MIN_YUAN: '900', CASH_DAILY_MAX_YUAN: '800' })).toEqual([
      'CASH_MIN_YUAN: must not exceed CASH_DAILY_MAX_YUAN',
    ]);
  });

  it('WeChat Pay: all seven settings or none, a 32-character APIv3 key, PUBLIC_URL; none → unset', () => {
    const all = {
      WECHATPAY_MCHID: '1230000109',
      WECHATPAY_APPID: 'wxd678efh567hg6787',
      WECHATPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      WECHATPAY_PRIVATE_KEY: 'MIIEv-private',
      WECHATPAY_APIV3_KEY: 'a'.repeat(32),
      WECHATPAY_PUBLIC_KEY: 'MIIBI-public',
      WECHATPAY_PUBLIC_KEY_ID: 'PUB_KEY_ID_0112345678',
      PUBLIC_URL: 'http://localhost:3000',
    };
    expect(loadConfig({}).wechatpay).toBeUndefined();
    expect(loadConfig(all).wechatpay).toMatchObject({
      mchid: '1230000109',
      publicKeyId: 'PUB_KEY_ID_0112345678',
      baseUrl: 'https://api.mch.weixin.qq.com',
    });
    expect(problems({ WECHATPAY_MCHID: '1230000109' })).toHaveLength(7);
    expect(problems({ ...all, WECHATPAY_APIV3_KEY: 'short' })).toEqual([
      'WECHATPAY_APIV3_KEY: must be the 32-character APIv3 key',
    ]);
    expect(problems({ ...all, PUBLIC_URL: '' })).toEqual([
      'PUBLIC_URL: required for the WeChat Pay notify URL',
    ]);
  });

  it('names each missing key of the chosen SMS provider and the WeChat pair', () => {
    const p = problems({ SMS_PROVIDER: 'aliyun', WECHAT_APPID: 'wx1', SESSION_SECRET: 'short' });
    expect(p).toEqual(['SESSION_SECRET: must be at least 32 characters']);
    const q = problems({ SMS_PROVIDER: 'aliyun', WECHAT_APPID: 'wx1' });
    expect(q).toHaveLength(5);
    expect(q).toContain('WECHAT_SECRET: WECHAT_APPID and WECHAT_SECRET go together');
  });

  it('limits searches and downloads by default; whole numbers within bounds', () => {
    const streams = {
      streamsPerMember: 5,
      streamsPerIp: 20,
      streamHeartbeatMs: 25_000,
      requestTimeoutMs: 600_000,
      idleTimeoutMs: 60_000,
    };
    expect(loadConfig({}).limits).toEqual({
      searchPerMinute: 120,
      searchCacheMs: 60_000,
      downloadStallMs: 60_000,
      downloadMaxMs: 600_000,
      ...streams,
    });
    expect(
      loadConfig({
        SEARCH_LIMIT_PER_MINUTE: '0',
        SEARCH_CACHE_SECONDS: '0',
        DOWNLOAD_STALL_SECONDS: '30',
        DOWNLOAD_MAX_SECONDS: '900',
      }).limits,
    ).toEqual({
      searchPerMinute: 0,
      searchCacheMs: 0,
      downloadStallMs: 30_000,
      downloadMaxMs: 900_000,
      ...streams,
    });
    expect(
      loadConfig({ STREAMS_PER_MEMBER: '2', STREAMS_PER_IP: '50', STREAM_HEARTBEAT_SECONDS: '10' }).limits,
    ).toMatchObject({ streamsPerMember: 2, streamsPerIp: 50, streamHeartbeatMs: 10_000 });
    expect(problems({ STREAMS_PER_MEMBER: '0' })[0]).toMatch(/^STREAMS_PER_MEMBER: /);
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '120', IDLE_TIMEOUT_SECONDS: '30' }).limits).toMatchObject({
      requestTimeoutMs: 120_000,
      idleTimeoutMs: 30_000,
    });
    expect(problems({ IDLE_TIMEOUT_SECONDS: '0' })[0]).toMatch(/^IDLE_TIMEOUT_SECONDS: /);
    expect(problems({ SEARCH_LIMIT_PER_MINUTE: '-1', DOWNLOAD_STALL_SECONDS: '0' })).toEqual([
      'SEARCH_LIMIT_PER_MINUTE: must be a whole number',
      expect.stringMatching(/^DOWNLOAD_STALL_SECONDS: /),
    ]);
  });

  it('runs background jobs with defaults; whole numbers within bounds, 0 workers allowed', () => {
    expect(loadConfig({}).jobs).toEqual({ pollMs: 1000, concurrency: 4, keepDays: 14 });
    expect(loadConfig({ JOBS_POLL_MS: '250', JOBS_CONCURRENCY: '0', JOBS_KEEP_DAYS: '30' }).jobs).toEqual({
      pollMs: 250,
      concurrency: 0,
      keepDays: 30,
    });
    expect(problems({ JOBS_POLL_MS: '10', JOBS_CONCURRENCY: 'many', JOBS_KEEP_DAYS: '0' })).toEqual([
      expect.stringMatching(/^JOBS_POLL_MS: /),
      'JOBS_CONCURRENCY: must be a whole number',
      expect.stringMatching(/^JOBS_KEEP_DAYS: /),
    ]);
  });

  it('scale-out settings: Redis, cluster workers, the slow-query threshold, the metrics token', () => {
    const c = loadConfig({});
    expect(c.redisUrl).toBeUndefined();
    expect(c.clusterWorkers).toBe(os.availableParallelism());
    expect(c.slowQueryMs).toBe(500);
    expect(c.metricsToken).toBeUndefined();
    expect(
      loadConfig({
        REDIS_URL: 'redis://127.0.0.1:6379/2',
        CLUSTER_WORKERS: '3',
        SLOW_QUERY_MS: '0',
        METRICS_TOKEN: 'a-long-enough-scrape-token',
      }),
    ).toMatchObject({
      redisUrl: 'redis://127.0.0.1:6379/2',
      clusterWorkers: 3,
      slowQueryMs: 0,
      metricsToken: 'a-long-enough-scrape-token',
    });
    expect(
      problems({
        REDIS_URL: 'http://cache',
        CLUSTER_WORKERS: '0',
        SLOW_QUERY_MS: 'slow',
        METRICS_TOKEN: 'short',
      }),
    ).toEqual([
      'REDIS_URL: must be a redis:// or rediss:// URL',
      expect.stringMatching(/^CLUSTER_WORKERS: /),
      'SLOW_QUERY_MS: must be a whole number',
      'METRICS_TOKEN: must be at least 16 characters',
    ]);
  });

  it('takes S3 storage all or none', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const p = problems({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'files' });
    expect(p).toEqual([
      'S3_ACCESS_KEY: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY go together',
      'S3_SECRET_KEY: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY go together',
    ]);
    expect(problems({ S3_ENDPOINT: 'ftp://x' })[0]).toMatch(/^S3_ENDPOINT: must be an http\(s\) URL/);
    const c = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'files',
      S3_ACCESS_KEY: 'ak',
      S3_SECRET_KEY: 'sk',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(c.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'files',
      accessKey: 'ak',
      secretKey: 'sk',
      region: 'us-east-1',
      forcePathStyle: true,
    });
  });
});
