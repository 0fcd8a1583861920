import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createWechatpayFake, type WechatpayFake } from '../../src/modules/wechatpay/wechatpay-fake.ts';

/**
 * The WeChat Pay fake (`wechatpay-fake.ts`, which speaks APIv3 with its own crypto) behind a local HTTP
 * server, for WECHATPAY_BASE_URL. Every key is made here, at test time: the merchant's key pair and
 * serial, the fake WeChat Pay's key pair and id, the APIv3 key. Nothing is kept.
 */

export interface WechatpayGateway {
  url: string;
  fake: WechatpayFake;
  mchid: string;
  appid: string;
  /** The env for the app: every WECHATPAY_* setting. */
  env: Record<string, string>;
  /** Another merchant's notify: its own keys (and its own WeChat Pay key), same protocol. */
  apiV3Key: string;
  close(): Promise<void>;
}

export function pemPair() {
  return generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
}

export async function startWechatpayGateway(
  o: { mchid?: string; appid?: string } = {},
): Promise<WechatpayGateway> {
  const mchid = o.mchid ?? '1230000109';
  const appid = o.appid ?? 'wxd678efh567hg6787';
  const merchant = pemPair();
  const platform = pemPair();
  const serial = randomBytes(20).toString('hex').toUpperCase();
  const keyId = `PUB_KEY_ID_${randomBytes(8).toString('hex').toUpperCase()}`;
  const apiV3Key = randomBytes(16).toString('hex');
  const fake = createWechatpayFake({
    mchid,
    appid,
    merchantSerial: serial,
    merchantPublicKey: merchant.publicKey,
    platformPrivateKey: platform.privateKey,
    platformKeyId: keyId,
    apiV3Key,
    payPage: 'https://pay.weixin.qq.com.invalid/fake',
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers)) headers[k] = Array.isArray(v) ? v.join(',') : v;
      void fake
        .handle({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers,
          body: Buffer.concat(chunks).toString(),
        })
        .then((r) => {
          res.writeHead(r.status, r.headers);
          res.end(r.body);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    fake,
    mchid,
    appid,
    apiV3Key,
    env: {
      WECHATPAY_MCHID: mchid,
      WECHATPAY_APPID: appid,
      WECHATPAY_SERIAL_NO: serial,
      WECHATPAY_PRIVATE_KEY: merchant.privateKey,
      WECHATPAY_APIV3_KEY: apiV3Key,
      WECHATPAY_PUBLIC_KEY: platform.publicKey,
      WECHATPAY_PUBLIC_KEY_ID: keyId,
      WECHATPAY_BASE_URL: url,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
