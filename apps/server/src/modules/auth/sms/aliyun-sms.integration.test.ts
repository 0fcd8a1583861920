import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAliyunSmsFake, type AliyunSmsFake } from '../../../../test/fakes/aliyun-sms-fake.ts';
import {
  AGREE,
  agent,
  createTestApp,
  STRONG_PASSWORD,
  type TestApp,
  uniqueMobile,
} from '../../../../test/test-app.ts';

let fake: AliyunSmsFake;
let t: TestApp;
beforeAll(async () => {
  fake = await startAliyunSmsFake({ accessKeyId: 'LTAI-test-id', accessKeySecret: 'aliyun-test-secret' });
  t = await createTestApp({
    env: {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test-id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-test-secret',
      ALIYUN_SMS_SIGN_NAME: '会展通',
      ALIYUN_SMS_TEMPLATE_CODE: 'SMS_123456789',
      ALIYUN_SMS_ENDPOINT: fake.url,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

it('a real provider sends the code through Aliyun and never returns it', async () => {
  const a = agent(t.app);
  const mobile = uniqueMobile();
  const r = await a.post('/api/User/getCode', { mobile, type: 'regist' });
  expect(r.body).toEqual({ success: true, errCode: 'success', errMsg: '成功', data: { wait: 60 } });
  const sent = fake.sent.at(-1)!;
  expect(sent).toMatchObject({ mobile, signName: '会展通', templateCode: 'SMS_123456789' });
  const code = sent.params.code!;
  expect(code).toMatch(/^\d{6}$/);
  expect(
    (await a.post('/api/User/regist', { mobile, code, password: STRONG_PASSWORD, agree: AGREE })).body
      .errCode,
  ).toBe('success');
});

it('a provider failure is a clear refusal; the undelivered code never works but still counts toward the limits', async () => {
  const a = agent(t.app);
  const mobile = uniqueMobile();
  fake.failNext('isv.BUSINESS_LIMIT_CONTROL');
  const r = await a.post('/api/User/getCode', { mobile, type: 'regist' });
  expect(r.status).toBe(503);
  expect(r.body).toMatchObject({
    success: false,
    errCode: 'unavailable',
    errMsg: '短信发送失败，请稍后重试',
  });
  // a send that failed may still be delivered late: it counts (no SMS bombing through provider errors)
  expect((await a.post('/api/User/getCode', { mobile, type: 'regist' })).body.errCode).toBe('rate_limited');
  const [row] = await t.database.query<{ consumed: boolean }>(
    'SELECT consumed_at IS NOT NULL AS consumed FROM sms_codes WHERE mobile = $1',
    [mobile],
  );
  expect(row!.consumed).toBe(true);
});
