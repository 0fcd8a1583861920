import {
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { normalisePrivateKey, normalisePublicKey, privateKeyObject } from '../alipay/alipay-keys.ts';

/**
 * WeChat Pay APIv3's cryptography (docs/domains/wechat-pay.md), written from the published protocol:
 * - requests: `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,
 *   serial_no=…`, the signature SHA256withRSA (PKCS#1 v1.5) with the merchant's private key over
 *   `METHOD\nURL\ntimestamp\nnonce\nbody\n` (URL: the path and query);
 * - responses and notifies: `Wechatpay-Signature` over `timestamp\nnonce\nbody\n` with WeChat Pay's
 *   private key, checked with its public key (`Wechatpay-Serial` names the key: `PUB_KEY_ID_…`);
 * - a notify's `resource`: AEAD_AES_256_GCM with the APIv3 key, the 12-character `nonce` and
 *   `associated_data`; the ciphertext is base64 of the encrypted bytes followed by the 16-byte tag;
 * - JSAPI's `paySign`: SHA256withRSA over `appId\ntimeStamp\nnonceStr\npackage\n`.
 */

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** A response or notify older or newer than this (seconds) is refused: a replay of an old message. */
export const MAX_SKEW_S = 300;

/** A 32-character random string (letters and digits), as WeChat Pay's nonces are. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

/** Unix seconds, as text. */
export const unixTime = (d: Date = new Date()) => String(Math.floor(d.getTime() / 1000));

/** Each line followed by `\n`: every APIv3 signature message has this shape. */
const message = (lines: string[]) => lines.map((l) => `${l}\n`).join('');

export function signLines(lines: string[], privateKey: KeyObject): string {
  return createSign('RSA-SHA256').update(message(lines), 'utf8').sign(privateKey, 'base64');
}

export function verifyLines(lines: string[], signature: string, publicKey: KeyObject): boolean {
  if (!signature || !/^[A-Za-z0-9+/]+=*$/.test(signature)) return false;
  try {
    return createVerify('RSA-SHA256').update(message(lines), 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** PEM or bare base64 (PKCS#8 or PKCS#1), also with `\n` written out → a signing key. */
export function merchantKey(given: string, name = 'WECHATPAY_PRIVATE_KEY'): KeyObject {
  return privateKeyObject(normalisePrivateKey(given, name));
}

/** WeChat Pay's public key (PEM or bare base64) → a verifying key. */
export function platformKey(given: string, name = 'WECHATPAY_PUBLIC_KEY'): KeyObject {
  return createPublicKey({
    key: Buffer.from(normalisePublicKey(given, name), 'base64'),
    format: 'der',
    type: 'spki',
  });
}

/** The `Authorization` header of a request to WeChat Pay. */
export function authorization(o: {
  mchid: string;
  serialNo: string;
  privateKey: KeyObject;
  method: string;
  /** Path and query, e.g. `/v3/pay/transactions/native`. */
  url: string;
  body: string;
  timestamp?: string;
  nonce?: string;
}): string {
  const timestamp = o.timestamp ?? unixTime();
  const nonce = o.nonce ?? newNonce();
  const signature = signLines([o.method.toUpperCase(), o.url, timestamp, nonce, o.body], o.privateKey);
  return `${AUTH_SCHEMA} mchid="${o.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${o.serialNo}"`;
}

/** The fields of an `Authorization` header; null when it is not WeChat Pay's scheme. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = Object.create(null);
  for (const m of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[m[1] as string] = m[2] as string;
  }
  return fields;
}

export interface SignedHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

/** The `Wechatpay-*` headers of a response or notify, as Fastify or fetch gives them. */
export function signedHeaders(get: (name: string) => string | undefined): SignedHeaders {
  return {
    timestamp: get('wechatpay-timestamp'),
    nonce: get('wechatpay-nonce'),
    signature: get('wechatpay-signature'),
    serial: get('wechatpay-serial'),
  };
}

/**
 * Why a response or notify signed by WeChat Pay does not verify, or null when it does: the key it names is
 * ours, its time is within five minutes of now, and the signature covers exactly this body.
 */
export function checkSigned(
  h: SignedHeaders,
  body: string,
  key: { id: string; publicKey: KeyObject },
  now: Date,
): string | null {
  if (!h.timestamp || !h.nonce || !h.signature || !h.serial) return 'headers';
  if (h.serial !== key.id) return 'serial';
  if (!/^\d{1,12}$/.test(h.timestamp)) return 'timestamp';
  if (Math.abs(now.getTime() / 1000 - Number(h.timestamp)) > MAX_SKEW_S) return 'timestamp';
  if (!verifyLines([h.timestamp, h.nonce, body], h.signature, key.publicKey)) return 'signature';
  return null;
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

/** A notify's resource decrypted with the APIv3 key; throws when it was not encrypted with it. */
export function decryptResource(r: EncryptedResource, apiV3Key: string): string {
  if (r.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unknown algorithm ${r.algorithm}`);
  const data = Buffer.from(r.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(r.nonce, 'utf8'),
  );
  decipher.setAAD(Buffer.from(r.associated_data ?? '', 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

/** What WeChat Pay does to a notify's resource (the local fake uses it). */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  associatedData = 'transaction',
): EncryptedResource {
  const nonce = randomBytes(6).toString('hex');
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: data.toString('base64'),
    nonce,
    associated_data: associatedData,
    original_type: 'transaction',
  };
}

/** The parameters `WeixinJSBridge.invoke('getBrandWCPayRequest', …)` takes for a JSAPI prepay id. */
export function jsapiParams(appId: string, prepayId: string, privateKey: KeyObject, now = new Date()) {
  const timeStamp = unixTime(now);
  const nonceStr = newNonce();
  const pkg = `prepay_id=${prepayId}`;
  return {
    appId,
    timeStamp,
    nonceStr,
    package: pkg,
    signType: 'RSA',
    paySign: signLines([appId, timeStamp, nonceStr, pkg], privateKey),
  };
}
