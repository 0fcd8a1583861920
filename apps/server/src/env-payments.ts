import type { z } from 'zod';

/**
 * The payment channels' settings checks, read by env.ts. Alipay: all four of its keys or none (dev mode),
 * all four in production. WeChat Pay's settings (docs/domains/wechat-pay.md), read by env.ts: APIv3 in public-key mode. All seven
 * or none; none → the local fake outside production, WeChat Pay not offered in production.
 */

export interface WechatpayConfig {
  mchid: string;
  appid: string;
  /** The serial number of the merchant's API certificate. */
  serialNo: string;
  /** The merchant's API private key (apiclient_key.pem), PEM or bare base64. */
  privateKey: string;
  /** The 32-character APIv3 key. */
  apiV3Key: string;
  /** WeChat Pay's public key (PEM or bare base64) and its id `PUB_KEY_ID_…`. */
  publicKey: string;
  publicKeyId: string;
  baseUrl: string;
}

type Text = z.ZodType<string | undefined, string | undefined>;

export function wechatpayEnv<S extends Text, U extends Text>(optionalString: S, optionalUrl: U) {
  return {
    WECHATPAY_MCHID: optionalString,
    WECHATPAY_APPID: optionalString,
    WECHATPAY_SERIAL_NO: optionalString,
    WECHATPAY_PRIVATE_KEY: optionalString,
    WECHATPAY_APIV3_KEY: optionalString,
    WECHATPAY_PUBLIC_KEY: optionalString,
    WECHATPAY_PUBLIC_KEY_ID: optionalString,
    WECHATPAY_BASE_URL: optionalUrl,
  };
}

type Parsed = {
  [K in keyof ReturnType<typeof wechatpayEnv>]?: string | undefined;
} & { PUBLIC_URL?: string | undefined };

const required = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_SERIAL_NO',
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_APIV3_KEY',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_PUBLIC_KEY_ID',
] as const;

export function wechatpayProblems(e: Parsed): string[] {
  if (!required.some((k) => e[k])) return [];
  const problems = required.filter((k) => !e[k]).map((k) => `${k}: the WECHATPAY_* settings go together`);
  if (e.WECHATPAY_APIV3_KEY && Buffer.byteLength(e.WECHATPAY_APIV3_KEY) !== 32)
    problems.push('WECHATPAY_APIV3_KEY: must be the 32-character APIv3 key');
  if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required for the WeChat Pay notify URL');
  return problems;
}

export function wechatpayConfig(e: Parsed): WechatpayConfig | undefined {
  if (!required.every((k) => e[k])) return undefined;
  return {
    mchid: e.WECHATPAY_MCHID as string,
    appid: e.WECHATPAY_APPID as string,
    serialNo: e.WECHATPAY_SERIAL_NO as string,
    privateKey: e.WECHATPAY_PRIVATE_KEY as string,
    apiV3Key: e.WECHATPAY_APIV3_KEY as string,
    publicKey: e.WECHATPAY_PUBLIC_KEY as string,
    publicKeyId: e.WECHATPAY_PUBLIC_KEY_ID as string,
    baseUrl: e.WECHATPAY_BASE_URL ?? 'https://api.mch.weixin.qq.com',
  };
}

export function alipayProblems(
  e: {
    ALIPAY_APP_ID?: string | undefined;
    ALIPAY_PRIVATE_KEY?: string | undefined;
    ALIPAY_PUBLIC_KEY?: string | undefined;
    ALIPAY_SELLER_ID?: string | undefined;
    PUBLIC_URL?: string | undefined;
  },
  prod: boolean,
): string[] {
  const problems: string[] = [];
  const alipayNeed = {
    ALIPAY_APP_ID: e.ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: e.ALIPAY_PRIVATE_KEY,
    ALIPAY_PUBLIC_KEY: e.ALIPAY_PUBLIC_KEY,
    ALIPAY_SELLER_ID: e.ALIPAY_SELLER_ID,
  };
  if (e.ALIPAY_APP_ID || prod) {
    for (const [k, v] of Object.entries(alipayNeed))
      if (!v) problems.push(`${k}: required ${prod ? 'in production' : 'when ALIPAY_APP_ID is set'}`);
    if (!e.PUBLIC_URL) problems.push('PUBLIC_URL: required for Alipay notify and return URLs');
  }
  return problems;
}
