import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type AliyunSmsFake, startAliyunSmsFake } from '../../../../test/fakes/aliyun-sms-fake.ts';
import { aliyunPercentEncode, aliyunRpcSignature, createAliyunSmsProvider } from './aliyun-sms-provider.ts';
import { SmsSendError } from './sms-provider.ts';

const KEY_ID = 'LTAI-test-key';
const KEY_SECRET = 'test-secret-value';

describe('aliyunRpcSignature', () => {
  /*
   * Worked example of Aliyun's SMS documentation, "请求签名" / "HTTP协议及签名"
   * (https://help.aliyun.com/document_detail/101343.htm, and the signed request of
   * https://developer.aliyun.com/ask/218522): AccessKeyId `testId`, AccessKeySecret `testSecret`
   * (capital S; with `testsecret` the result is different), method GET, Format XML.
   * Independently re-checked with Python (urllib.parse.quote(s, safe='-_.~'), hmac/sha1, base64) and with
   * `printf '%s' "$STRING_TO_SIGN" | openssl dgst -sha1 -hmac 'testSecret&' -binary | base64`.
   */
  it("reproduces the SendSms example of Aliyun's SMS documentation", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(aliyunRpcSignature(params, 'testSecret', 'GET')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    // A Signature already present is not signed.
    expect(aliyunRpcSignature({ ...params, Signature: 'x' }, 'testSecret', 'GET')).toBe(
      'zJDF+Lrzhj/ThnlvIToysFRq6t4=',
    );
  });

  /* Aliyun's generic RPC signature document (ECS DescribeRegions): testid / testsecret, GET. */
  it("reproduces the DescribeRegions example of Aliyun's RPC signature documentation", () => {
    const params = {
      Timestamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(aliyunRpcSignature(params, 'testsecret', 'GET')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('percent-encodes per RFC 3986, including what encodeURIComponent leaves alone', () => {
    expect(aliyunPercentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
    expect(aliyunPercentEncode('2016-02-23T12:46:24Z')).toBe('2016-02-23T12%3A46%3A24Z');
    expect(aliyunPercentEncode('/=&+')).toBe('%2F%3D%26%2B');
  });
});

describe('createAliyunSmsProvider against the local fake', () => {
  let fake: AliyunSmsFake | undefined;
  let hanging: Server | undefined;

  afterEach(async () => {
    await fake?.close();
    fake = undefined;
    if (hanging) {
      const server = hanging;
      hanging = undefined;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  const provider = (overrides: Partial<Parameters<typeof createAliyunSmsProvider>[0]> = {}) =>
    createAliyunSmsProvider({
      accessKeyId: KEY_ID,
      accessKeySecret: KEY_SECRET,
      signName: '会展市场',
      templateCode: 'SMS_123456789',
      endpoint: fake?.url,
      timeoutMs: 2000,
      ...overrides,
    });

  it('sends a code: the fake verifies the signature and records mobile and code', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    const sms = provider();
    expect(sms.name).toBe('aliyun');
    expect(sms.returnsCode).toBe(false);
    await sms.send('13800138000', '123456', 'login');
    await sms.send('13900139000', '654321', 'regist');
    expect(fake.sent).toEqual([
      {
        mobile: '13800138000',
        signName: '会展市场',
        templateCode: 'SMS_123456789',
        params: { code: '123456' },
      },
      {
        mobile: '13900139000',
        signName: '会展市场',
        templateCode: 'SMS_123456789',
        params: { code: '654321' },
      },
    ]);
  });

  it('signs values with characters that need special encoding', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    await provider({ signName: "Hz (test)*!' ~ 展" }).send('13800138000', '000001', 'bind');
    expect(fake.sent[0]?.signName).toBe("Hz (test)*!' ~ 展");
  });

  it('the fake also takes GET, and the HTTP method is part of what is signed', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    const params: Record<string, string> = {
      AccessKeyId: KEY_ID,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: '13800138000',
      RegionId: 'cn-hangzhou',
      SignName: '会展市场',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: 'get-nonce-1',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_1',
      TemplateParam: '{"code":"222222"}',
      Timestamp: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
      Version: '2017-05-25',
    };
    const get = async (signature: string) => {
      const query = new URLSearchParams({ ...params, Signature: signature }).toString();
      const res = await fetch(`${fake!.url}/?${query}`);
      return { status: res.status, body: (await res.json()) as { Code: string } };
    };
    const signedForPost = await get(aliyunRpcSignature(params, KEY_SECRET, 'POST'));
    expect(signedForPost).toMatchObject({ status: 400, body: { Code: 'SignatureDoesNotMatch' } });
    const signedForGet = await get(aliyunRpcSignature(params, KEY_SECRET, 'GET'));
    expect(signedForGet).toMatchObject({ status: 200, body: { Code: 'OK' } });
    expect(fake.sent).toEqual([
      { mobile: '13800138000', signName: '会展市场', templateCode: 'SMS_1', params: { code: '222222' } },
    ]);
  });

  it('wrong secret: SignatureDoesNotMatch becomes SmsSendError', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    const err = await provider({ accessKeySecret: 'not-the-secret' })
      .send('13800138000', '123456', 'login')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).providerCode).toBe('SignatureDoesNotMatch');
    expect((err as SmsSendError).message).toMatch(/HTTP 400/);
    expect(fake.sent).toEqual([]);
  });

  it('unknown AccessKeyId: InvalidAccessKeyId.NotFound', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    await expect(
      provider({ accessKeyId: 'LTAI-other' }).send('13800138000', '123456', 'login'),
    ).rejects.toMatchObject({
      name: 'SmsSendError',
      providerCode: 'InvalidAccessKeyId.NotFound',
    });
  });

  it('a clock off by more than 15 minutes: InvalidTimeStamp.Expired', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    const late = provider({ now: () => new Date(Date.now() - 20 * 60 * 1000) });
    await expect(late.send('13800138000', '123456', 'login')).rejects.toMatchObject({
      providerCode: 'InvalidTimeStamp.Expired',
    });
  });

  it('a reused nonce: SignatureNonceUsed', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    const sms = provider({ nonce: () => 'always-the-same' });
    await sms.send('13800138000', '123456', 'login');
    await expect(sms.send('13800138000', '123456', 'login')).rejects.toMatchObject({
      providerCode: 'SignatureNonceUsed',
    });
  });

  it('failNext: a business error (HTTP 200, Code ≠ OK) becomes SmsSendError with providerCode', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    fake.failNext('isv.BUSINESS_LIMIT_CONTROL');
    const sms = provider();
    const err = await sms.send('13800138000', '123456', 'login').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    expect(fake.sent).toEqual([]);
    // Only the next one fails.
    await sms.send('13800138000', '123456', 'login');
    expect(fake.sent).toHaveLength(1);
  });

  it('an illegal mobile number: isv.MOBILE_NUMBER_ILLEGAL', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    await expect(provider().send('12345', '123456', 'login')).rejects.toMatchObject({
      providerCode: 'isv.MOBILE_NUMBER_ILLEGAL',
    });
  });

  it('a server that never answers: SmsSendError within timeoutMs', async () => {
    hanging = createServer(() => {
      // never answers
    });
    await new Promise<void>((resolve) => hanging!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = hanging.address() as AddressInfo;
    const started = Date.now();
    const err = await provider({ endpoint: `http://127.0.0.1:${port}`, timeoutMs: 300 })
      .send('13800138000', '123456', 'login')
      .catch((e: unknown) => e);
    const elapsed = Date.now() - started;
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).message).toMatch(/timed out after 300 ms/);
    expect((err as SmsSendError).providerCode).toBeUndefined();
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(2000);
  });

  it('a non-JSON error page: SmsSendError without providerCode', async () => {
    hanging = createServer((_req, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>Bad Gateway</html>');
    });
    await new Promise<void>((resolve) => hanging!.listen(0, '127.0.0.1', () => resolve()));
    const { port } = hanging.address() as AddressInfo;
    const err = await provider({ endpoint: `http://127.0.0.1:${port}` })
      .send('13800138000', '123456', 'login')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SmsSendError);
    expect((err as SmsSendError).message).toMatch(/HTTP 502/);
    expect((err as SmsSendError).providerCode).toBeUndefined();
  });

  it('a connection refused: SmsSendError', async () => {
    fake = await startAliyunSmsFake({ accessKeyId: KEY_ID, accessKeySecret: KEY_SECRET });
    const url = fake.url;
    await fake.close();
    fake = undefined;
    await expect(provider({ endpoint: url }).send('13800138000', '123456', 'login')).rejects.toBeInstanceOf(
      SmsSendError,
    );
  });
});
