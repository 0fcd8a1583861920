import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../plugins/session.ts';
import { insertMember } from './auth-repository.ts';
import { SMS_LIMITS } from './sms-code-service.ts';
import {
  AGREE,
  agent,
  createTestApp,
  registerMember,
  STRONG_PASSWORD,
  type TestApp,
  uniqueMobile,
} from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sql = <R = Record<string, unknown>>(text: string, params?: unknown[]) =>
  t.database.query<R>(text, params);

async function sendCode(a: ReturnType<typeof agent>, mobile: string, type = 'regist') {
  const r = await a.post<{ devCode: string; wait: number }>('/api/User/getCode', { mobile, type });
  expect(r.body.errCode).toBe('success');
  return r.body.data!.devCode;
}

describe('User/getCode', () => {
  it('sends a 6-digit code, returned only by the dev provider, and stores only its hash', async () => {
    const a = agent(t.app);
    const mobile = uniqueMobile();
    const r = await a.post<{ devCode: string; wait: number }>('/api/User/getCode', {
      mobile,
      type: 'regist',
    });
    expect(r.status).toBe(200);
    expect(r.body.data!.devCode).toMatch(/^\d{6}$/);
    expect(r.body.data!.wait).toBe(60);
    const [row] = await sql(
      'SELECT code_hash, expires_at - created_at AS ttl FROM sms_codes WHERE mobile = $1',
      [mobile],
    );
    expect(row!.code_hash).not.toContain(r.body.data!.devCode);
  });

  it('refuses a malformed mobile with invalid_params and a Chinese message per field', async () => {
    const r = await agent(t.app).post('/api/User/getCode', { mobile: '12345', type: 'nope' });
    expect(r.status).toBe(400);
    expect(r.body.errCode).toBe('invalid_params');
    const fields = (r.body.data as { fields: Record<string, string> }).fields;
    expect(fields.mobile).toBe('请输入正确的11位手机号');
    expect(fields.type).toBe('验证码类型不正确');
  });

  it('allows one code per mobile per 60 s', async () => {
    const a = agent(t.app);
    const mobile = uniqueMobile();
    await sendCode(a, mobile);
    const again = await agent(t.app).post<{ wait: number }>('/api/User/getCode', { mobile, type: 'regist' });
    expect(again.status).toBe(429);
    expect(again.body.errCode).toBe('rate_limited');
    expect(again.body.data!.wait).toBeGreaterThan(50);
    expect(again.headers['retry-after']).toBe(String(again.body.data!.wait));
    await sql(`UPDATE sms_codes SET created_at = now() - interval '61 seconds' WHERE mobile = $1`, [mobile]);
    await sendCode(a, mobile);
  });

  it('allows 10 codes per mobile per China day', async () => {
    const mobile = uniqueMobile();
    for (let i = 0; i < 10; i++) {
      await sql(
        `INSERT INTO sms_codes (mobile, type, code_hash, ip, expires_at, created_at)
         VALUES ($1, 'regist', 'x', '10.9.9.9', now(), (date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai'))`,
        [mobile],
      );
    }
    const r = await agent(t.app).post('/api/User/getCode', { mobile, type: 'regist' });
    expect(r.body.errCode).toBe('rate_limited');
    expect(r.body.errMsg).toContain('今日');
    // until the next China midnight
    const china = new Date(Date.now() + 8 * 3_600_000);
    const untilMidnight =
      86_400 - (china.getUTCHours() * 3600 + china.getUTCMinutes() * 60 + china.getUTCSeconds());
    expect(Math.abs(Number(r.headers['retry-after']) - untilMidnight)).toBeLessThanOrEqual(5);
  });

  it('allows 30 codes per IP per hour', async () => {
    const ip = '127.9.0.1';
    for (let i = 0; i < 30; i++) {
      await sql(
        `INSERT INTO sms_codes (mobile, type, code_hash, ip, expires_at, created_at) VALUES ($1, 'regist', 'x', $2, now(), now() - interval '59 minutes')`,
        [uniqueMobile(), ip],
      );
    }
    const r = await agent(t.app, { ip }).post('/api/User/getCode', {
      mobile: uniqueMobile(),
      type: 'regist',
    });
    expect(r.body.errCode).toBe('rate_limited');
    // the oldest send of the hour leaves it in about a minute
    expect(Number(r.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(r.headers['retry-after'])).toBeLessThanOrEqual(60);
    await sql(`UPDATE sms_codes SET created_at = now() - interval '61 minutes' WHERE ip = $1`, [ip]);
    const ok = await agent(t.app, { ip }).post('/api/User/getCode', {
      mobile: uniqueMobile(),
      type: 'regist',
    });
    expect(ok.body.errCode).toBe('success');
  });

  it('refuses regist codes for a registered mobile and forget codes for an unknown one', async () => {
    const a = agent(t.app);
    const { mobile } = await registerMember(a);
    expect((await agent(t.app).post('/api/User/getCode', { mobile, type: 'regist' })).body.errCode).toBe(
      'mobile_taken',
    );
    const unknown = await agent(t.app).post('/api/User/getCode', { mobile: uniqueMobile(), type: 'forget' });
    expect(unknown.body.errCode).toBe('mobile_unknown');
  });
});

describe('whether a mobile is registered cannot be probed without limit', () => {
  /** Fills an IP's hourly budget but `left` with codes sent to other mobiles. */
  async function spend(ip: string, left: number) {
    for (let i = 0; i < SMS_LIMITS.perIpPerHour - left; i++) {
      await sql(
        `INSERT INTO sms_codes (mobile, type, code_hash, ip, expires_at, created_at) VALUES ($1, 'regist', 'x', $2, now(), now() - interval '30 minutes')`,
        [uniqueMobile(), ip],
      );
    }
  }
  const taken = async () => (await registerMember(agent(t.app))).mobile;

  it('getCode answers mobile_taken / mobile_unknown within the per-IP budget, as if it sent a code', async () => {
    const ip = '127.9.1.1';
    await spend(ip, 2);
    const a = agent(t.app, { ip });
    const mobile = await taken();
    const r1 = await a.post('/api/User/getCode', { mobile, type: 'regist' });
    expect(r1.body).toMatchObject({ errCode: 'mobile_taken', errMsg: '该手机号已注册，请直接登录' });
    const r2 = await a.post('/api/User/getCode', { mobile: uniqueMobile(), type: 'forget' });
    expect(r2.body.errCode).toBe('mobile_unknown');
    // the budget is spent: the next answer is a refusal that says nothing about the mobile
    for (const [m, type] of [
      [mobile, 'regist'],
      [uniqueMobile(), 'forget'],
      [uniqueMobile(), 'regist'],
    ] as const) {
      const r = await a.post('/api/User/getCode', { mobile: m, type });
      expect(r.status).toBe(429);
      expect(r.body.errCode).toBe('rate_limited');
    }
  });

  it('such an answer does not hold up codes for that mobile (no 60 s gap, no daily count)', async () => {
    const mobile = await taken();
    await sql(`UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1`, [mobile]);
    const a = agent(t.app);
    expect((await a.post('/api/User/getCode', { mobile, type: 'regist' })).body.errCode).toBe('mobile_taken');
    // the person who meant to log in asks for a reset code at once
    await sendCode(a, mobile, 'forget');
  });

  it('concurrent probes from one IP get no more answers than its budget', async () => {
    const ip = '127.9.1.2';
    await spend(ip, 5);
    const mobile = await taken();
    const results = await Promise.all(
      Array.from({ length: 12 }, () =>
        agent(t.app, { ip }).post('/api/User/getCode', { mobile, type: 'regist' }),
      ),
    );
    const codes = results.map((r) => r.body.errCode);
    expect(codes.filter((c) => c === 'mobile_taken')).toHaveLength(5);
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(7);
  });

  it('regist and resetPwd check the code before they say anything about the mobile', async () => {
    const mobile = await taken();
    const r = await agent(t.app).post('/api/User/regist', {
      mobile,
      code: '123456',
      password: STRONG_PASSWORD,
      agree: AGREE,
    });
    expect(r.body.errCode).toBe('code_invalid');
    const f = await agent(t.app).post('/api/User/resetPwd', {
      mobile: uniqueMobile(),
      code: '123456',
      password: 'Another-river-2026',
    });
    expect(f.body.errCode).toBe('code_invalid');
  });

  it('a mobile_taken from regist after a valid code counts against the IP budget too', async () => {
    const ip = '127.9.1.3';
    const a = agent(t.app, { ip });
    const mobile = uniqueMobile();
    const code = await sendCode(a, mobile);
    // registered meanwhile (another way in, such as WeChat)
    await insertMember(t.database.db, { mobile, passwordHash: null, usertype: 1 });
    const r = await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD, agree: AGREE });
    expect(r.body.errCode).toBe('mobile_taken');
    const [row] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM sms_codes WHERE ip = $1', [ip]);
    expect(row!.n).toBe(2);
  });
});

describe('codes', () => {
  it('checkCode verifies without consuming; regist consumes it (single use)', async () => {
    const a = agent(t.app);
    const mobile = uniqueMobile();
    const code = await sendCode(a, mobile);
    expect((await a.post('/api/User/checkCode', { mobile, code, type: 'regist' })).body.errCode).toBe(
      'success',
    );
    expect((await a.post('/api/User/checkCode', { mobile, code, type: 'regist' })).body.errCode).toBe(
      'success',
    );
    expect(
      (await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD, agree: AGREE })).body
        .errCode,
    ).toBe('success');
    await sql('DELETE FROM members WHERE mobile = $1', [mobile]);
    const reuse = await agent(t.app).post('/api/User/regist', {
      mobile,
      code,
      password: STRONG_PASSWORD,
      agree: AGREE,
    });
    expect(reuse.body.errCode).toBe('code_invalid');
  });

  it('a code expires after 5 minutes', async () => {
    const a = agent(t.app);
    const mobile = uniqueMobile();
    const code = await sendCode(a, mobile);
    const [row] = await sql<{ ttl: number }>(
      'SELECT extract(epoch FROM expires_at - created_at)::int AS ttl FROM sms_codes WHERE mobile = $1',
      [mobile],
    );
    expect(Math.abs(row!.ttl - 300)).toBeLessThanOrEqual(1);
    await sql(`UPDATE sms_codes SET expires_at = now() - interval '1 second' WHERE mobile = $1`, [mobile]);
    const r = await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD, agree: AGREE });
    expect(r.body.errCode).toBe('code_expired');
    expect(r.body.errMsg).toBe('验证码已过期，请重新获取');
  });

  it('five wrong tries burn the code, even the right one fails after', async () => {
    const a = agent(t.app);
    const mobile = uniqueMobile();
    const code = await sendCode(a, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 5; i++) {
      const r = await a.post('/api/User/checkCode', { mobile, code: wrong, type: 'regist' });
      expect(r.body.errCode).toBe('code_invalid');
      if (i === 5) expect(r.body.errMsg).toContain('次数过多');
    }
    const r = await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD, agree: AGREE });
    expect(r.body.errCode).toBe('code_invalid');
  });

  it('a code of one type does not work for another', async () => {
    const a = agent(t.app);
    const { mobile } = await registerMember(a);
    await sql(`UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1`, [mobile]);
    const code = await sendCode(a, mobile, 'bind');
    const r = await agent(t.app).post('/api/User/resetPwd', { mobile, code, password: 'Another-river-2026' });
    expect(r.body.errCode).toBe('code_invalid');
  });
});

describe('User/regist', () => {
  it('creates the member with a random 8-digit cardno, argon2id hash and defaults, and logs in', async () => {
    const a = agent(t.app);
    const { mobile, cardno } = await registerMember(a);
    expect(cardno).toMatch(/^[1-9]\d{7}$/);
    const [row] = await sql<{ password_hash: string; personauth: number; businsauth: number }>(
      'SELECT password_hash, personauth, businsauth FROM members WHERE mobile = $1',
      [mobile],
    );
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect([row!.personauth, row!.businsauth]).toEqual([3, 3]);
    const check = await a.get('/api/loginCheck');
    expect(check.body.data).toMatchObject({
      loginState: true,
      cardno,
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(-4)}`,
    });
  });

  it('refuses common or guessable passwords with weak_password', async () => {
    for (const password of ['12345678', 'password123', 'qwertyuiop']) {
      const a = agent(t.app);
      const mobile = uniqueMobile();
      const code = await sendCode(a, mobile);
      const r = await a.post('/api/User/regist', { mobile, code, password, agree: AGREE });
      expect(r.body.errCode, password).toBe('weak_password');
      expect(r.body.errMsg).toMatch(/[\u4e00-\u9fa5]/);
      // the code was not spent on a refused password
      const ok = await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD, agree: AGREE });
      expect(ok.body.errCode).toBe('success');
    }
  });

  it('refuses passwords shorter than 8 or longer than 64 characters', async () => {
    const a = agent(t.app);
    const short = await a.post('/api/User/regist', {
      mobile: uniqueMobile(),
      code: '123456',
      password: 'Ab1!',
    });
    expect((short.body.data as { fields: Record<string, string> }).fields.password).toBe('密码至少8位');
    const long = await a.post('/api/User/regist', {
      mobile: uniqueMobile(),
      code: '123456',
      password: 'x'.repeat(65),
    });
    expect((long.body.data as { fields: Record<string, string> }).fields.password).toBe('密码最多64位');
  });

  it('counts the inviter; an unknown invite code is refused', async () => {
    const inviter = await registerMember(agent(t.app));
    const a = agent(t.app);
    const mobile = uniqueMobile();
    const code = await sendCode(a, mobile);
    const bad = await a.post('/api/User/regist', {
      mobile,
      code,
      password: STRONG_PASSWORD,
      invite: '99999999',
      agree: AGREE,
    });
    expect(bad.body.errCode).toBe('invite_unknown');
    const ok = await a.post('/api/User/regist', {
      mobile,
      code,
      password: STRONG_PASSWORD,
      invite: inviter.cardno,
      agree: AGREE,
    });
    expect(ok.body.errCode).toBe('success');
    const [row] = await sql<{ invitpples: number }>('SELECT invitpples FROM members WHERE cardno = $1', [
      inviter.cardno,
    ]);
    expect(row!.invitpples).toBe(1);
  });
});

describe('agreements at registration (decision 016)', () => {
  it('regist stores the versions agreed and when', async () => {
    const { mobile } = await registerMember(agent(t.app));
    const [row] = await sql<{ terms_version: string; privacy_version: string; agreed: boolean }>(
      `SELECT terms_version, privacy_version, agreed_at > now() - interval '1 minute' AS agreed FROM members WHERE mobile = $1`,
      [mobile],
    );
    expect(row).toEqual({ terms_version: AGREE.terms, privacy_version: AGREE.privacy, agreed: true });
  });

  it('refuses a registration without the agreement or with an old version; the code stays good', async () => {
    const a = agent(t.app);
    const mobile = uniqueMobile();
    const code = await sendCode(a, mobile);
    const fieldsOf = (r: { body: { data?: unknown } }) =>
      (r.body.data as { fields: Record<string, string> }).fields;

    const missing = await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD });
    expect(missing.status).toBe(400);
    expect(missing.body.errCode).toBe('invalid_params');
    expect(fieldsOf(missing).agree).toBe('请阅读并同意《用户服务协议》和《隐私政策》');

    for (const agree of [
      { ...AGREE, terms: '2020-01-01' },
      { ...AGREE, privacy: '2020-01-01' },
      { terms: AGREE.terms },
    ]) {
      const r = await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD, agree });
      expect(r.body.errCode, JSON.stringify(agree)).toBe('invalid_params');
      expect(Object.keys(fieldsOf(r))[0], JSON.stringify(agree)).toMatch(/^agree/);
    }
    const old = await a.post('/api/User/regist', {
      mobile,
      code,
      password: STRONG_PASSWORD,
      agree: { ...AGREE, terms: '2020-01-01' },
    });
    expect(fieldsOf(old).agree).toBe(
      '《用户服务协议》或《隐私政策》已更新，请刷新页面，阅读最新版本后重新勾选同意',
    );
    expect((await sql('SELECT 1 FROM members WHERE mobile = $1', [mobile])).length).toBe(0);

    const ok = await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD, agree: AGREE });
    expect(ok.body.errCode).toBe('success');
  });
});

describe('User/codeLogin (短信验证码登录)', () => {
  /** A login code for the mobile, sent now (the 60 s gap of earlier codes wound back). */
  async function loginCode(a: ReturnType<typeof agent>, mobile: string) {
    await sql(`UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1`, [mobile]);
    return sendCode(a, mobile, 'login');
  }

  it('logs a member in with a login code, as a password would (autologin, a new session id)', async () => {
    const m = await registerMember(agent(t.app));
    const a = agent(t.app);
    const before = await a.post('/api/User/login', { mobile: m.mobile, password: m.password });
    const oldCookie = String(before.headers['set-cookie']);
    const code = await loginCode(a, m.mobile);
    const r = await a.post('/api/User/codeLogin', { mobile: m.mobile, code, autologin: 1 });
    expect(r.body).toMatchObject({ success: true, errCode: 'success', data: { cardno: m.cardno } });
    const cookie = String(r.headers['set-cookie']);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Max-Age=2592000');
    // rotation: the session before the login no longer exists
    const oldToken = new RegExp(`${SESSION_COOKIE}=([^;]+)`).exec(oldCookie)?.[1];
    expect(oldToken).toBeTruthy();
    expect(cookie).not.toContain(oldToken!);
    expect((await a.get('/api/loginCheck')).body.data).toMatchObject({ loginState: true, cardno: m.cardno });
    // single use
    const again = await agent(t.app).post('/api/User/codeLogin', { mobile: m.mobile, code });
    expect(again.body.errCode).toBe('code_invalid');
  });

  it('a wrong code is refused and counts toward the lockout; a code of another type does not work', async () => {
    const m = await registerMember(agent(t.app));
    const a = agent(t.app);
    const code = await loginCode(a, m.mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    const r = await a.post('/api/User/codeLogin', { mobile: m.mobile, code: wrong });
    expect(r.body).toMatchObject({ success: false, errCode: 'code_invalid', errMsg: '验证码错误' });
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
    const [row] = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_attempts WHERE mobile = $1 AND NOT ok',
      [m.mobile],
    );
    expect(row!.n).toBe(1);
    await sql(`UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1`, [m.mobile]);
    const forget = await sendCode(a, m.mobile, 'forget');
    if (forget !== code) {
      expect((await a.post('/api/User/codeLogin', { mobile: m.mobile, code: forget })).body.errCode).toBe(
        'code_invalid',
      );
    }
  });

  it('five failed logins (password or code) lock code login too', async () => {
    const m = await registerMember(agent(t.app));
    const a = agent(t.app);
    for (let i = 0; i < 5; i++)
      await a.post('/api/User/login', { mobile: m.mobile, password: 'Wrong-password-1' });
    const code = await loginCode(a, m.mobile);
    const r = await a.post('/api/User/codeLogin', { mobile: m.mobile, code });
    expect(r.status).toBe(429);
    expect(r.body.errCode).toBe('rate_limited');
  });

  it('an unknown mobile: the code is sent as to anyone, and only a valid code learns that it is not registered', async () => {
    const a = agent(t.app);
    const mobile = uniqueMobile();
    const code = await sendCode(a, mobile, 'login');
    const wrong = code === '000000' ? '111111' : '000000';
    // a wrong code says nothing about the mobile
    expect((await a.post('/api/User/codeLogin', { mobile, code: wrong })).body).toMatchObject({
      errCode: 'code_invalid',
      errMsg: '验证码错误',
    });
    const r = await a.post('/api/User/codeLogin', { mobile, code });
    expect(r.body).toMatchObject({
      success: false,
      errCode: 'mobile_unknown',
      errMsg: '该手机号尚未注册，请先注册',
    });
    expect((await sql('SELECT 1 FROM members WHERE mobile = $1', [mobile])).length).toBe(0);
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
  });

  it('a disabled member is refused after a valid code', async () => {
    const m = await registerMember(agent(t.app));
    await sql('UPDATE members SET disabled = true WHERE mobile = $1', [m.mobile]);
    const a = agent(t.app);
    const code = await loginCode(a, m.mobile);
    const r = await a.post('/api/User/codeLogin', { mobile: m.mobile, code });
    expect(r.body).toMatchObject({ errCode: 'account_disabled' });
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
  });
});

describe('User/login and sessions', () => {
  it('sets an httpOnly SameSite=Lax cookie; autologin 1 keeps it 30 days, else a browser session', async () => {
    const m = await registerMember(agent(t.app));
    const a = agent(t.app);
    const r = await a.post('/api/User/login', {
      mobile: m.mobile,
      password: m.password,
      autologin: 1,
      usertype: 1,
    });
    expect(r.body).toMatchObject({ success: true, errCode: 'success', data: { cardno: m.cardno } });
    const cookie = String(r.headers['set-cookie']);
    expect(cookie).toContain(`${SESSION_COOKIE}=`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
    const b = agent(t.app);
    const r2 = await b.post('/api/User/login', { mobile: m.mobile, password: m.password, autologin: 0 });
    expect(String(r2.headers['set-cookie'])).not.toContain('Max-Age');
    const [s] = await sql<{ hours: number }>(
      'SELECT round(extract(epoch FROM expires_at - created_at) / 3600) AS hours FROM sessions WHERE persistent = false ORDER BY created_at DESC LIMIT 1',
    );
    expect(Number(s!.hours)).toBe(12);
  });

  it('stores only a keyed hash of the session token', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const token = a.jar.get(SESSION_COOKIE)!;
    const rows = await sql('SELECT id FROM sessions WHERE id = $1', [token]);
    expect(rows).toHaveLength(0);
  });

  it('rotates the session id at login and ends the old one', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const before = a.jar.get(SESSION_COOKIE)!;
    await a.post('/api/User/login', { mobile: m.mobile, password: m.password, autologin: 0 });
    const after = a.jar.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before);
    const old = agent(t.app);
    old.jar.set(SESSION_COOKIE, before);
    expect((await old.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
    // logging in again while logged in succeeds
    expect((await a.post('/api/User/login', { mobile: m.mobile, password: m.password })).body.success).toBe(
      true,
    );
  });

  it('marks the cookie Secure behind an HTTPS proxy', async () => {
    const s = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const a = agent(s.app);
      const m = await registerMember(a);
      const r = await a.post(
        '/api/User/login',
        { mobile: m.mobile, password: m.password },
        { 'x-forwarded-proto': 'https' },
      );
      expect(String(r.headers['set-cookie'])).toContain('Secure');
    } finally {
      await s.close();
    }
  });

  it('refuses a wrong password, then locks the mobile after 5 failures in 15 minutes', async () => {
    const m = await registerMember(agent(t.app));
    const a = agent(t.app);
    for (let i = 0; i < 5; i++) {
      const r = await a.post('/api/User/login', { mobile: m.mobile, password: 'Wrong-password-1' });
      expect(r.body).toMatchObject({
        success: false,
        errCode: 'wrong_credentials',
        errMsg: '手机号或密码错误',
      });
    }
    const locked = await agent(t.app).post('/api/User/login', { mobile: m.mobile, password: m.password });
    expect(locked.status).toBe(429);
    expect(locked.body.errCode).toBe('rate_limited');
    expect(locked.headers['retry-after']).toBe('900');
    await sql(`UPDATE login_attempts SET created_at = now() - interval '16 minutes' WHERE mobile = $1`, [
      m.mobile,
    ]);
    expect((await a.post('/api/User/login', { mobile: m.mobile, password: m.password })).body.success).toBe(
      true,
    );
  });

  it('a success clears earlier failures', async () => {
    const m = await registerMember(agent(t.app));
    const a = agent(t.app);
    for (let i = 0; i < 4; i++)
      await a.post('/api/User/login', { mobile: m.mobile, password: 'Wrong-password-1' });
    expect((await a.post('/api/User/login', { mobile: m.mobile, password: m.password })).body.success).toBe(
      true,
    );
    for (let i = 0; i < 4; i++)
      await a.post('/api/User/login', { mobile: m.mobile, password: 'Wrong-password-1' });
    expect((await a.post('/api/User/login', { mobile: m.mobile, password: m.password })).body.success).toBe(
      true,
    );
  });

  it('an unknown mobile gets the same answer as a wrong password', async () => {
    const r = await agent(t.app).post('/api/User/login', {
      mobile: uniqueMobile(),
      password: 'Whatever-pass-1',
    });
    expect(r.body.errCode).toBe('wrong_credentials');
  });

  it('a disabled member cannot log in, and their session stops working', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    await sql('UPDATE members SET disabled = true WHERE mobile = $1', [m.mobile]);
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
    const r = await agent(t.app).post('/api/User/login', { mobile: m.mobile, password: m.password });
    expect(r.body.errCode).toBe('account_disabled');
  });

  it('logout ends the session; member calls then answer 401', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const out = await a.post('/api/logout');
    expect(out.body.success).toBe(true);
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
    const r = await a.post('/api/Member/userInfo', {});
    expect(r.status).toBe(401);
    expect(r.body.errCode).toBe('not_logged_in');
  });
});

describe('logout is a POST under the Origin check (decision 014)', () => {
  it('a GET (a link or an image on any site) answers 405 and ends nothing', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const r = await a.get('/api/logout');
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('POST');
    expect(r.body).toEqual({
      success: false,
      errCode: 'method_not_allowed',
      errMsg: '请求方法不正确，请使用 POST',
    });
    expect((await a.get('/api/loginCheck')).body.data).toMatchObject({ loginState: true });
  });

  it('a POST from another site is refused; from the site itself it logs out', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const foreign = await a.post('/api/logout', {}, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await a.get('/api/loginCheck')).body.data).toMatchObject({ loginState: true });
    const own = await a.post('/api/logout', {}, { origin: 'http://localhost:80' });
    expect(own.body.errCode).toBe('success');
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
  });
});

describe('User/resetPwd', () => {
  it('forgot: a forget code sets a new password and ends every session of the member', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const elsewhere = agent(t.app);
    await elsewhere.post('/api/User/login', { mobile: m.mobile, password: m.password, autologin: 1 });
    await sql(`UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1`, [m.mobile]);
    const forgot = agent(t.app);
    const code = await sendCode(forgot, m.mobile, 'forget');
    const r = await forgot.post('/api/User/resetPwd', {
      mobile: m.mobile,
      code,
      password: 'Brand-new-secret-88',
    });
    expect(r.body.errCode).toBe('success');
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
    expect((await elsewhere.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
    expect(
      (await forgot.post('/api/User/login', { mobile: m.mobile, password: m.password })).body.errCode,
    ).toBe('wrong_credentials');
    expect(
      (await forgot.post('/api/User/login', { mobile: m.mobile, password: 'Brand-new-secret-88' })).body
        .success,
    ).toBe(true);
  });

  it('logged in: needs the old password and ends the other sessions only', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    const other = agent(t.app);
    await other.post('/api/User/login', { mobile: m.mobile, password: m.password });
    const wrong = await a.post('/api/User/resetPwd', {
      oldpwd: 'not-the-password',
      password: 'Brand-new-secret-88',
    });
    expect(wrong.body.errCode).toBe('wrong_credentials');
    const ok = await a.post('/api/User/resetPwd', { oldpwd: m.password, password: 'Brand-new-secret-88' });
    expect(ok.body.errCode).toBe('success');
    expect((await a.get('/api/loginCheck')).body.data).toMatchObject({ loginState: true });
    expect((await other.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
  });

  it('changing the password needs a login', async () => {
    const r = await agent(t.app).post('/api/User/resetPwd', { oldpwd: 'x', password: 'Brand-new-secret-88' });
    expect(r.status).toBe(401);
  });
});

describe('limits under concurrency and superseded codes', () => {
  it('20 wrong passwords sent at once: at most 5 are checked, the rest are refused', async () => {
    const m = await registerMember(agent(t.app));
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        agent(t.app).post('/api/User/login', { mobile: m.mobile, password: 'Wrong-password-1' }),
      ),
    );
    const codes = results.map((r) => r.body.errCode);
    expect(codes.filter((c) => c === 'wrong_credentials')).toHaveLength(5);
    expect(codes.filter((c) => c === 'rate_limited')).toHaveLength(15);
  });

  it('changing the password while logged in counts wrong old passwords toward the lockout', async () => {
    const a = agent(t.app);
    const m = await registerMember(a);
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await a.post('/api/User/resetPwd', {
            oldpwd: `nope-${i}-password`,
            password: 'Brand-new-secret-88',
          })
        ).body.errCode,
      ).toBe('wrong_credentials');
    }
    const locked = await a.post('/api/User/resetPwd', {
      oldpwd: m.password,
      password: 'Brand-new-secret-88',
    });
    expect(locked.body.errCode).toBe('rate_limited');
    expect(locked.headers['retry-after']).toBe('900');
  });

  it('a newer code retires the older one', async () => {
    const a = agent(t.app);
    const mobile = uniqueMobile();
    const older = await sendCode(a, mobile);
    await sql(`UPDATE sms_codes SET created_at = now() - interval '61 seconds' WHERE mobile = $1`, [mobile]);
    const newer = await sendCode(a, mobile);
    if (older !== newer) {
      expect(
        (await a.post('/api/User/checkCode', { mobile, code: older, type: 'regist' })).body.errCode,
      ).toBe('code_invalid');
    }
    expect((await a.post('/api/User/checkCode', { mobile, code: newer, type: 'regist' })).body.errCode).toBe(
      'success',
    );
  });

  it('the session cookie is Secure when the public address is https, even behind a plain-http proxy hop', async () => {
    const s = await createTestApp({ env: { PUBLIC_URL: 'https://hz.example.com' } });
    try {
      const a = agent(s.app);
      const m = await registerMember(a);
      const r = await a.post('/api/User/login', { mobile: m.mobile, password: m.password });
      expect(String(r.headers['set-cookie'])).toContain('Secure');
    } finally {
      await s.close();
    }
  });
});

describe("auth.cleanup (the privacy policy's 210 days)", () => {
  it('deletes login attempts and code sends past 210 days and expired sessions; keeps the rest', async () => {
    const m = await registerMember(agent(t.app));
    const mobile = m.mobile;
    await sql(
      `INSERT INTO login_attempts (mobile, ip, ok, created_at) VALUES ($1, '10.0.0.1', false, now() - interval '211 days'), ($1, '10.0.0.1', false, now() - interval '209 days')`,
      [mobile],
    );
    await sql(
      `INSERT INTO sms_codes (mobile, type, code_hash, ip, expires_at, created_at) VALUES ($1, 'login', 'x', '10.0.0.1', now() - interval '211 days', now() - interval '211 days')`,
      [mobile],
    );
    const [member] = await sql<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [mobile]);
    await sql(
      `INSERT INTO sessions (id, member_id, persistent, expires_at) VALUES ('old-session-${mobile}', $1, false, now() - interval '1 minute')`,
      [member!.id],
    );
    const job = t.app.jobs.definitions().find((d) => d.name === 'auth.cleanup');
    expect(job?.schedule).toEqual({ dailyAt: '04:40' });
    await t.database.db.transaction(async (tx) => {
      if (job?.transactional === false) throw new Error('auth.cleanup runs in a transaction');
      await job!.run({ slot: new Date().toISOString() } as never, { tx, job: {} as never });
    });
    const ages = await sql<{ days: number }>(
      `SELECT extract(day FROM now() - created_at)::int AS days FROM login_attempts WHERE mobile = $1 AND ip = '10.0.0.1'`,
      [mobile],
    );
    expect(ages.map((r) => r.days)).toEqual([209]);
    expect(await sql(`SELECT 1 FROM sms_codes WHERE mobile = $1 AND ip = '10.0.0.1'`, [mobile])).toEqual([]);
    expect(await sql(`SELECT 1 FROM sessions WHERE id = 'old-session-${mobile}'`)).toEqual([]);
    // the member's live session and this morning's code stay
    expect(await sql('SELECT 1 FROM sessions WHERE member_id = $1', [member!.id])).toHaveLength(1);
    expect(await sql(`SELECT 1 FROM sms_codes WHERE mobile = $1`, [mobile])).toHaveLength(1);
  });
});
