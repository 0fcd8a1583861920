import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatFake, type WechatFake } from '../../../test/fakes/wechat-fake.ts';
import {
  AGREE,
  agent,
  createTestApp,
  registerMember,
  type TestApp,
  uniqueMobile,
} from '../../../test/test-app.ts';

const APPID = 'wx_test_appid_123';
const SECRET = 'wechat-test-secret-abcdef';
let fake: WechatFake;
let t: TestApp;

beforeAll(async () => {
  fake = await startWechatFake({ appid: APPID, secret: SECRET });
  t = await createTestApp({
    env: {
      WECHAT_APPID: APPID,
      WECHAT_SECRET: SECRET,
      WECHAT_API_BASE: fake.url,
      PUBLIC_URL: 'https://hz.example.com',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let users = 0;
const newWechatUser = () => {
  users += 1;
  return {
    openid: `o_${process.pid}_${users}`,
    unionid: `u_${process.pid}_${users}`,
    nickname: `微信用户${users}`,
    headimgurl: `https://thirdwx.qlogo.cn/${users}.png`,
  };
};

async function startLogin(a: ReturnType<typeof agent>, redirect?: string) {
  const r = await a.post<{ url: string; state: string }>('/api/Wechat/login', { redirect });
  expect(r.body.errCode).toBe('success');
  return r.body.data!;
}

async function bindNew(a: ReturnType<typeof agent>, user = newWechatUser(), mobile = uniqueMobile()) {
  const { state } = await startLogin(a);
  const r = await a.post<{ needBind: boolean; ticket: string }>('/api/Wechat/wxLogin', {
    code: fake.issueCode(user),
    state,
  });
  const code = (await a.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'bind' })).body.data!
    .devCode;
  const bound = await a.post<{ cardno: string; created: boolean }>('/api/Wechat/bindMobile', {
    ticket: r.body.data!.ticket,
    mobile,
    code,
    agree: AGREE,
  });
  return { user, mobile, bound: bound.body };
}

describe('WeChat QR-connect login', () => {
  it('limits login states to 30 per IP per 10 minutes, with Retry-After', async () => {
    const a = agent(t.app);
    for (let i = 0; i < 30; i++) await startLogin(a);
    const r = await a.post('/api/Wechat/login', {});
    expect(r.status).toBe(429);
    expect(r.body.errCode).toBe('rate_limited');
    expect(r.headers['retry-after']).toBe('600');
  });

  it('Wechat/login returns the QR-connect URL with a one-time state and our callback', async () => {
    const { url, state } = await startLogin(agent(t.app), '/personCenter/basicSetting');
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(u.searchParams.get('appid')).toBe(APPID);
    expect(u.searchParams.get('redirect_uri')).toBe('https://hz.example.com/login');
    expect(u.searchParams.get('scope')).toBe('snsapi_login');
    expect(u.searchParams.get('state')).toBe(state);
    expect(u.hash).toBe('#wechat_redirect');
    expect(url).not.toContain(SECRET);
  });

  it('a new WeChat user gets a bind ticket; binding a new mobile creates the member and logs in', async () => {
    const a = agent(t.app);
    const user = newWechatUser();
    const { state } = await startLogin(a, '/personCenter/basicSetting');
    const r = await a.post<{ needBind: boolean; ticket: string; nickname: string; redirect: string }>(
      '/api/Wechat/wxLogin',
      {
        code: fake.issueCode(user),
        state,
      },
    );
    expect(r.body.data).toMatchObject({
      needBind: true,
      nickname: user.nickname,
      redirect: '/personCenter/basicSetting',
    });
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
    const mobile = uniqueMobile();
    const code = (await a.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'bind' })).body.data!
      .devCode;
    const bound = await a.post<{ created: boolean; cardno: string }>('/api/Wechat/bindMobile', {
      ticket: r.body.data!.ticket,
      mobile,
      code,
      agree: AGREE,
    });
    expect(bound.body.data).toMatchObject({ created: true });
    const info = await a.post<{ bindwx: boolean; mobile: string; nickname: string }>(
      '/api/Member/userInfo',
      {},
    );
    expect(info.body.data).toMatchObject({ bindwx: true, mobile, nickname: user.nickname });
    // the ticket is single use
    const again = await agent(t.app).post('/api/Wechat/bindMobile', {
      ticket: r.body.data!.ticket,
      mobile,
      code,
      agree: AGREE,
    });
    expect(again.body.errCode).toBe('wechat_ticket_invalid');
  });

  it('a bound WeChat user logs straight in, keyed on unionid first', async () => {
    const first = await bindNew(agent(t.app));
    const b = agent(t.app);
    const { state } = await startLogin(b);
    // same person through another WeChat app: another openid, the same unionid
    const code = fake.issueCode({ ...first.user, openid: `${first.user.openid}_otherapp` });
    const r = await b.post<{ needBind: boolean; cardno: string }>('/api/Wechat/wxLogin', { code, state });
    expect(r.body.data).toMatchObject({ needBind: false, cardno: first.bound.data!.cardno });
    expect((await b.get('/api/loginCheck')).body.data).toMatchObject({
      loginState: true,
      cardno: first.bound.data!.cardno,
    });
  });

  it('without unionid in the token response it is taken from userinfo', async () => {
    const first = await bindNew(agent(t.app));
    const b = agent(t.app);
    const { state } = await startLogin(b);
    const code = fake.issueCode(first.user, { unionidInToken: false });
    const r = await b.post<{ needBind: boolean; cardno: string }>('/api/Wechat/wxLogin', { code, state });
    expect(r.body.data).toMatchObject({ needBind: false, cardno: first.bound.data!.cardno });
  });

  it('binding a mobile of an existing member without WeChat binds it to that member', async () => {
    const owner = agent(t.app);
    const m = await registerMember(owner);
    await t.database.query(
      `UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1`,
      [m.mobile],
    );
    const { bound } = await bindNew(agent(t.app), newWechatUser(), m.mobile);
    expect(bound.data).toEqual({ cardno: m.cardno, created: false });
    expect((await owner.post<{ bindwx: boolean }>('/api/Member/userInfo', {})).body.data!.bindwx).toBe(true);
  });

  it('creating a member needs the agreements accepted (refused without, the code still good); binding an existing one does not', async () => {
    const a = agent(t.app);
    const { state } = await startLogin(a);
    const r = await a.post<{ ticket: string }>('/api/Wechat/wxLogin', {
      code: fake.issueCode(newWechatUser()),
      state,
    });
    const mobile = uniqueMobile();
    const code = (await a.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'bind' })).body.data!
      .devCode;
    const ticket = r.body.data!.ticket;
    const refused = await a.post('/api/Wechat/bindMobile', { ticket, mobile, code });
    expect(refused.body.errCode).toBe('invalid_params');
    expect((refused.body.data as { fields: Record<string, string> }).fields.agree).toContain('《隐私政策》');
    const old = await a.post('/api/Wechat/bindMobile', {
      ticket,
      mobile,
      code,
      agree: { ...AGREE, privacy: '2020-01-01' },
    });
    expect((old.body.data as { fields: Record<string, string> }).fields.agree).toContain('已更新');
    const ok = await a.post('/api/Wechat/bindMobile', { ticket, mobile, code, agree: AGREE });
    expect(ok.body.data).toMatchObject({ created: true });
    const [row] = await t.database.query<{ terms_version: string; privacy_version: string; agreed: boolean }>(
      `SELECT terms_version, privacy_version, agreed_at > now() - interval '1 minute' AS agreed FROM members WHERE mobile = $1`,
      [mobile],
    );
    expect(row).toEqual({ terms_version: AGREE.terms, privacy_version: AGREE.privacy, agreed: true });

    // an existing member binding WeChat agreed when registering: no agree needed
    const owner = await registerMember(agent(t.app));
    await t.database.query(
      `UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1`,
      [owner.mobile],
    );
    const b = agent(t.app);
    const s2 = await startLogin(b);
    const r2 = await b.post<{ ticket: string }>('/api/Wechat/wxLogin', {
      code: fake.issueCode(newWechatUser()),
      state: s2.state,
    });
    const code2 = (
      await b.post<{ devCode: string }>('/api/User/getCode', { mobile: owner.mobile, type: 'bind' })
    ).body.data!.devCode;
    const bound = await b.post('/api/Wechat/bindMobile', {
      ticket: r2.body.data!.ticket,
      mobile: owner.mobile,
      code: code2,
    });
    expect(bound.body.data).toEqual({ cardno: owner.cardno, created: false });
  });

  it('refuses to bind a mobile that already has a WeChat account', async () => {
    const first = await bindNew(agent(t.app));
    await t.database.query(
      `UPDATE sms_codes SET created_at = now() - interval '2 minutes' WHERE mobile = $1`,
      [first.mobile],
    );
    const a = agent(t.app);
    const { state } = await startLogin(a);
    const r = await a.post<{ ticket: string }>('/api/Wechat/wxLogin', {
      code: fake.issueCode(newWechatUser()),
      state,
    });
    const code = (
      await a.post<{ devCode: string }>('/api/User/getCode', { mobile: first.mobile, type: 'bind' })
    ).body.data!.devCode;
    const refused = await a.post('/api/Wechat/bindMobile', {
      ticket: r.body.data!.ticket,
      mobile: first.mobile,
      code,
    });
    expect(refused.body.errCode).toBe('wechat_already_bound');
    expect(refused.body.errMsg).toContain('已绑定其他微信');
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
  });

  it('a wrong SMS code leaves the ticket usable', async () => {
    const a = agent(t.app);
    const { state } = await startLogin(a);
    const r = await a.post<{ ticket: string }>('/api/Wechat/wxLogin', {
      code: fake.issueCode(newWechatUser()),
      state,
    });
    const mobile = uniqueMobile();
    const code = (await a.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'bind' })).body.data!
      .devCode;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await a.post('/api/Wechat/bindMobile', {
          ticket: r.body.data!.ticket,
          mobile,
          code: wrong,
          agree: AGREE,
        })
      ).body.errCode,
    ).toBe('code_invalid');
    expect(
      (await a.post('/api/Wechat/bindMobile', { ticket: r.body.data!.ticket, mobile, code, agree: AGREE }))
        .body.errCode,
    ).toBe('success');
  });

  it('refuses a wrong or reused state', async () => {
    const a = agent(t.app);
    const bad = await a.post('/api/Wechat/wxLogin', {
      code: fake.issueCode(newWechatUser()),
      state: 'forged-state',
    });
    expect(bad.body.errCode).toBe('wechat_state_invalid');
    const { state } = await startLogin(a);
    const first = await a.post('/api/Wechat/wxLogin', { code: fake.issueCode(newWechatUser()), state });
    expect(first.body.errCode).toBe('success');
    await startLogin(a); // a fresh state cookie in this browser: the old state must still be refused
    const reused = await a.post('/api/Wechat/wxLogin', { code: fake.issueCode(newWechatUser()), state });
    expect(reused.body.errCode).toBe('wechat_state_invalid');
  });

  it('a WeChat error response becomes wechat_error and logs nobody in', async () => {
    const a = agent(t.app);
    const { state } = await startLogin(a);
    fake.failNext(40029, 'invalid code');
    const r = await a.post('/api/Wechat/wxLogin', { code: 'whatever', state });
    expect(r.body).toMatchObject({
      success: false,
      errCode: 'wechat_error',
      errMsg: '微信授权失败，请重新扫码',
    });
    expect((await a.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
  });

  it('only same-site paths are kept as the post-login destination', async () => {
    const a = agent(t.app);
    const { state } = await startLogin(a, '//evil.example/x');
    const r = await a.post<{ redirect?: string }>('/api/Wechat/wxLogin', {
      code: fake.issueCode(newWechatUser()),
      state,
    });
    expect(r.body.data!.redirect).toBeUndefined();
  });
});

describe('WeChat not configured', () => {
  it('answers wechat_not_configured', async () => {
    const plain = await createTestApp();
    try {
      const r = await agent(plain.app).post('/api/Wechat/login', {});
      expect(r.body.errCode).toBe('wechat_not_configured');
    } finally {
      await plain.close();
    }
  });
});

describe('WeChat login is bound to the browser that started it', () => {
  it('a callback link opened in another browser is refused (no login CSRF, no bind hijack)', async () => {
    const attacker = agent(t.app);
    const { state } = await startLogin(attacker);
    const link = { code: fake.issueCode(newWechatUser()), state };
    const victim = agent(t.app);
    const r = await victim.post('/api/Wechat/wxLogin', link);
    expect(r.body.errCode).toBe('wechat_state_invalid');
    expect((await victim.get('/api/loginCheck')).body.data).toEqual({ loginState: false });
  });

  it('a bind ticket works only in the browser it was given to', async () => {
    const a = agent(t.app);
    const { state } = await startLogin(a);
    const r = await a.post<{ ticket: string }>('/api/Wechat/wxLogin', {
      code: fake.issueCode(newWechatUser()),
      state,
    });
    const other = agent(t.app);
    const mobile = uniqueMobile();
    const code = (await other.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'bind' })).body
      .data!.devCode;
    const stolen = await other.post('/api/Wechat/bindMobile', {
      ticket: r.body.data!.ticket,
      mobile,
      code,
      agree: AGREE,
    });
    expect(stolen.body.errCode).toBe('wechat_ticket_invalid');
  });

  it('a member bound before WeChat gave a unionid is found by openid, and the unionid is recorded', async () => {
    const user = { openid: `o_legacy_${process.pid}`, nickname: '老用户' };
    const a = agent(t.app);
    const { state } = await startLogin(a);
    const r = await a.post<{ ticket: string }>('/api/Wechat/wxLogin', { code: fake.issueCode(user), state });
    const mobile = uniqueMobile();
    const code = (await a.post<{ devCode: string }>('/api/User/getCode', { mobile, type: 'bind' })).body.data!
      .devCode;
    const bound = await a.post<{ cardno: string }>('/api/Wechat/bindMobile', {
      ticket: r.body.data!.ticket,
      mobile,
      code,
      agree: AGREE,
    });
    expect(bound.body.errCode).toBe('success');
    const b = agent(t.app);
    const s2 = await startLogin(b);
    const again = await b.post<{ needBind: boolean; cardno: string }>('/api/Wechat/wxLogin', {
      code: fake.issueCode({ ...user, unionid: `u_legacy_${process.pid}` }),
      state: s2.state,
    });
    expect(again.body.data).toMatchObject({ needBind: false, cardno: bound.body.data!.cardno });
    const [row] = await t.database.query<{ wx_unionid: string }>(
      'SELECT wx_unionid FROM members WHERE mobile = $1',
      [mobile],
    );
    expect(row!.wx_unionid).toBe(`u_legacy_${process.pid}`);
  });
});
