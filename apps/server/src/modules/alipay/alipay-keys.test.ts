import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
} from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { normalisePrivateKey, normalisePublicKey, privateKeyObject, storedKeyPair } from './alipay-keys.ts';

const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
const pem = (k: string) => k;
const bare = (k: string) => k.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');
const pkcs8 = pair.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string;
const pkcs1 = pair.privateKey.export({ format: 'pem', type: 'pkcs1' }) as string;
const spki = pair.publicKey.export({ format: 'pem', type: 'spki' }) as string;
const pkcs1Public = pair.publicKey.export({ format: 'pem', type: 'pkcs1' }) as string;
const expectedPrivate = pair.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
const expectedPublic = pair.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');

describe('Alipay keys: PEM or the bare base64 of Alipay’s console', () => {
  it.each([
    ['PKCS#8 PEM', pem(pkcs8)],
    ['PKCS#1 PEM', pem(pkcs1)],
    ['PKCS#8 base64', bare(pkcs8)],
    ['PKCS#1 base64', bare(pkcs1)],
    ['PEM with \\n written out (an .env line)', pkcs1.trim().replace(/\n/g, '\\n')],
    ['base64 wrapped over lines with spaces around', `  ${bare(pkcs8).replace(/(.{64})/g, '$1\n')}  `],
  ])('a private key as %s', (_name, given) => {
    const key = normalisePrivateKey(given);
    expect(key).toBe(expectedPrivate);
    const signature = createSign('RSA-SHA256').update('x').sign(privateKeyObject(key), 'base64');
    expect(createVerify('RSA-SHA256').update('x').verify(pair.publicKey, signature, 'base64')).toBe(true);
  });

  it.each([
    ['SPKI PEM', spki],
    ['PKCS#1 PEM', pkcs1Public],
    ['SPKI base64', bare(spki)],
    ['PKCS#1 base64', bare(pkcs1Public)],
  ])('a public key as %s', (_name, given) => {
    expect(normalisePublicKey(given)).toBe(expectedPublic);
  });

  it('refuses what is not an RSA key of at least 2048 bits, naming the variable', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const small = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const cases: Array<[() => string, RegExp]> = [
      [() => normalisePrivateKey('not a key'), /^ALIPAY_PRIVATE_KEY: not an RSA private key/],
      [() => normalisePrivateKey(bare(spki)), /^ALIPAY_PRIVATE_KEY: not an RSA private key/],
      [
        () => normalisePrivateKey(ec.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string),
        /RSA key/,
      ],
      [
        () => normalisePrivateKey(small.privateKey.export({ format: 'pem', type: 'pkcs8' }) as string),
        /2048/,
      ],
      [() => normalisePublicKey('MIIB'), /^ALIPAY_PUBLIC_KEY: not an RSA public key/],
      // a private key where Alipay's public key belongs is refused, not turned into a public key
      [() => normalisePublicKey(pkcs8), /^ALIPAY_PUBLIC_KEY: not an RSA public key/],
    ];
    for (const [f, message] of cases) expect(f).toThrow(message);
  });
});

describe('storedKeyPair', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-alipay-keys-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('makes a pair once (mode 0600), then reads the same one back', async () => {
    const first = await storedKeyPair(path.join(dir, 'k'), 'app');
    const mode = (f: string) => fs.statSync(path.join(dir, 'k', f)).mode & 0o777;
    expect(mode('app-private.pem')).toBe(0o600);
    expect(mode('app-public.pem')).toBe(0o600);
    expect(fs.statSync(path.join(dir, 'k')).mode & 0o777).toBe(0o700);
    expect(await storedKeyPair(path.join(dir, 'k'), 'app')).toEqual(first);
    expect(createPublicKey(createPrivateKey(first.privateKey)).export({ format: 'pem', type: 'spki' })).toBe(
      first.publicKey,
    );
  });

  it('makes the pair again when a half is missing or the halves do not match', async () => {
    const first = await storedKeyPair(dir, 'x');
    fs.rmSync(path.join(dir, 'x-public.pem'));
    const second = await storedKeyPair(dir, 'x');
    expect(second.privateKey).not.toBe(first.privateKey);
    fs.writeFileSync(path.join(dir, 'x-public.pem'), spki);
    const third = await storedKeyPair(dir, 'x');
    expect(third.privateKey).not.toBe(second.privateKey);
  });
});
