import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * RSA keys for Alipay, given as PEM (PKCS#1 or PKCS#8 private keys, SPKI or PKCS#1 public keys) or as
 * the bare base64 that Alipay's console shows, possibly with `\n` written out by an `.env` file.
 * Everything is normalised to bare base64 of PKCS#8 (private) and SPKI (public) DER: alipay-sdk wraps a
 * bare key in the PEM armour of `keyType` itself, so `PKCS8` is then always right.
 */

export class AlipayKeyError extends Error {
  constructor(name: string, detail: string) {
    super(`${name}: ${detail}`);
    this.name = 'AlipayKeyError';
  }
}

const unescapeNewlines = (text: string) => text.replace(/\\r/g, '').replace(/\\n/g, '\n').trim();
const bareDer = (text: string) => Buffer.from(text.replace(/\s+/g, ''), 'base64');
const looksLikeBase64 = (text: string) => /^[A-Za-z0-9+/=\s]+$/.test(text);

function requireRsa(key: KeyObject, name: string): KeyObject {
  if (key.asymmetricKeyType !== 'rsa') {
    throw new AlipayKeyError(name, `must be an RSA key (RSA2 signing), got ${key.asymmetricKeyType}`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new AlipayKeyError(name, `RSA2 needs a key of at least 2048 bits, got ${bits}`);
  return key;
}

function tryEach<T>(attempts: Array<() => T>): T | undefined {
  for (const attempt of attempts) {
    try {
      return attempt();
    } catch {
      // the next format
    }
  }
  return undefined;
}

/** The application's private key → bare base64 PKCS#8 DER. */
export function normalisePrivateKey(given: string, name = 'ALIPAY_PRIVATE_KEY'): string {
  const text = unescapeNewlines(given);
  let key: KeyObject | undefined;
  if (text.includes('-----BEGIN')) {
    key = tryEach([() => createPrivateKey(text)]);
  } else if (looksLikeBase64(text)) {
    const der = bareDer(text);
    key = tryEach([
      () => createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }),
      () => createPrivateKey({ key: der, format: 'der', type: 'pkcs1' }),
    ]);
  }
  if (!key) throw new AlipayKeyError(name, 'not an RSA private key (PEM, or base64 of PKCS#8 or PKCS#1)');
  return requireRsa(key, name).export({ format: 'der', type: 'pkcs8' }).toString('base64');
}

/** Alipay's public key (or the application's) → bare base64 SPKI DER. */
export function normalisePublicKey(given: string, name = 'ALIPAY_PUBLIC_KEY'): string {
  const text = unescapeNewlines(given);
  let key: KeyObject | undefined;
  // createPublicKey would derive a public key from a private one: refuse a private key given here
  if (text.includes('-----BEGIN') && !text.includes('PRIVATE KEY')) {
    key = tryEach([() => createPublicKey(text)]);
  } else if (looksLikeBase64(text)) {
    const der = bareDer(text);
    key = tryEach([
      () => createPublicKey({ key: der, format: 'der', type: 'spki' }),
      () => createPublicKey({ key: der, format: 'der', type: 'pkcs1' }),
    ]);
  }
  if (key?.type !== 'public') {
    throw new AlipayKeyError(name, 'not an RSA public key (PEM, or base64 of SPKI or PKCS#1)');
  }
  return requireRsa(key, name).export({ format: 'der', type: 'spki' }).toString('base64');
}

/** Bare base64 PKCS#8 → a key object for signing. */
export const privateKeyObject = (bare: string) =>
  createPrivateKey({ key: Buffer.from(bare, 'base64'), format: 'der', type: 'pkcs8' });

export interface KeyPairText {
  /** PKCS#8 PEM. */
  privateKey: string;
  /** SPKI PEM. */
  publicKey: string;
}

const generate = promisify(generateKeyPair);

export async function newKeyPair(): Promise<KeyPairText> {
  const { privateKey, publicKey } = await generate('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKey, publicKey };
}

/**
 * A key pair kept in `dir/<name>-private.pem` and `dir/<name>-public.pem` (mode 0600, folder 0700),
 * made the first time it is asked for. A pair half written by a crash, or whose halves do not match, is
 * made again.
 */
export async function storedKeyPair(dir: string, name: string): Promise<KeyPairText> {
  const privatePath = path.join(dir, `${name}-private.pem`);
  const publicPath = path.join(dir, `${name}-public.pem`);
  try {
    const [privateKey, publicKey] = await Promise.all([
      fs.readFile(privatePath, 'utf8'),
      fs.readFile(publicPath, 'utf8'),
    ]);
    const ours = createPublicKey(privateKeyObject(normalisePrivateKey(privateKey, privatePath)));
    const matches =
      ours.export({ format: 'der', type: 'spki' }).toString('base64') ===
      normalisePublicKey(publicKey, publicPath);
    if (matches) return { privateKey, publicKey };
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    if (!missing && !(err instanceof AlipayKeyError)) throw err;
  }
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const pair = await newKeyPair();
  // written beside and renamed into place, so a reader never sees half a key
  for (const [file, text] of [
    [privatePath, pair.privateKey],
    [publicPath, pair.publicKey],
  ] as const) {
    const temp = `${file}.${process.pid}.tmp`;
    await fs.writeFile(temp, text, { mode: 0o600 });
    await fs.rename(temp, file);
  }
  return pair;
}
