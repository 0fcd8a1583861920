import { createHmac, randomUUID } from 'node:crypto';
import { type SmsProvider, SmsSendError } from './sms-provider.ts';

/**
 * Aliyun Short Message Service, `SendSms` (RPC style, API version 2017-05-25, signature version 1.0).
 *
 * Transport: the request is a POST to `{endpoint}/` with every parameter, `Signature` included, in an
 * `application/x-www-form-urlencoded` body (so mobile numbers and signatures stay out of URLs and access
 * logs); the StringToSign therefore starts with `POST&`.
 *
 * Business errors come back as HTTP 200 with a `Code` other than `OK` (`isv.BUSINESS_LIMIT_CONTROL`, ...);
 * gateway errors (bad signature, unknown key, ...) as 4xx with the same JSON shape. Both, and transport
 * failures and timeouts, become `SmsSendError` (English message for logs; `providerCode` = Aliyun's `Code`).
 */

export interface AliyunSmsOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** Notices (issue 28): the template per notice group; its variables are `title` and `text`. */
  noticeTemplates?: Record<string, string>;
  /** Default `https://dysmsapi.aliyuncs.com`. */
  endpoint?: string;
  /** Default 5000 ms. */
  timeoutMs?: number;
  now?: () => Date;
  nonce?: () => string;
}

const DEFAULT_ENDPOINT = 'https://dysmsapi.aliyuncs.com';
const DEFAULT_TIMEOUT_MS = 5000;

/**
 * Aliyun's "POP" percent-encoding: RFC 3986, i.e. only `A-Z a-z 0-9 - _ . ~` stay as they are, space is
 * `%20`. The documented recipe is Java's `URLEncoder` followed by `+`→`%20`, `*`→`%2A`, `%7E`→`~`; starting
 * from `encodeURIComponent` instead, `!'()*` must be encoded by hand (it leaves them alone, and it never
 * produces `+` or `%7E`).
 */
export function aliyunPercentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalize(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${aliyunPercentEncode(key)}=${aliyunPercentEncode(params[key]!)}`)
    .join('&');
}

/**
 * Aliyun RPC signature v1.0: HMAC-SHA1, keyed with `secret + '&'`, of
 * `METHOD & percentEncode('/') & percentEncode(canonicalized query)`, base64. A `Signature` entry in
 * `params` is ignored.
 */
export function aliyunRpcSignature(params: Record<string, string>, secret: string, method: string): string {
  const stringToSign = `${method.toUpperCase()}&${aliyunPercentEncode('/')}&${aliyunPercentEncode(canonicalize(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

/** ISO 8601 UTC without milliseconds: `2017-07-12T02:42:19Z`. */
function aliyunTimestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

interface AliyunResponse {
  Code?: unknown;
  Message?: unknown;
  RequestId?: unknown;
  BizId?: unknown;
}

export function createAliyunSmsProvider(opts: AliyunSmsOptions): SmsProvider {
  const endpoint = (opts.endpoint ?? DEFAULT_ENDPOINT).replace(/\/+$/, '');
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = opts.now ?? (() => new Date());
  const nonce = opts.nonce ?? randomUUID;

  /** One `SendSms`; resolves with Aliyun's `BizId`. */
  async function sendSms(mobile: string, templateCode: string, templateParam: object): Promise<string> {
    const params: Record<string, string> = {
      AccessKeyId: opts.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: mobile,
      RegionId: 'cn-hangzhou',
      SignName: opts.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce(),
      SignatureVersion: '1.0',
      TemplateCode: templateCode,
      TemplateParam: JSON.stringify(templateParam),
      Timestamp: aliyunTimestamp(now()),
      Version: '2017-05-25',
    };
    const signature = aliyunRpcSignature(params, opts.accessKeySecret, 'POST');
    const body = `Signature=${aliyunPercentEncode(signature)}&${canonicalize(params)}`;

    let status: number;
    let text: string;
    try {
      const res = await fetch(`${endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = res.status;
      text = await res.text();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new SmsSendError(`Aliyun SendSms timed out after ${timeoutMs} ms`);
      }
      const cause =
        err instanceof Error ? (err.cause instanceof Error ? err.cause.message : err.message) : '';
      throw new SmsSendError(`Aliyun SendSms request failed: ${cause || String(err)}`);
    }

    let json: AliyunResponse | undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') json = parsed as AliyunResponse;
    } catch {
      json = undefined;
    }
    const providerCode = typeof json?.Code === 'string' ? json.Code : undefined;
    if (status >= 200 && status < 300 && providerCode === 'OK')
      return typeof json?.BizId === 'string' ? json.BizId : 'OK';

    if (!json) {
      throw new SmsSendError(
        `Aliyun SendSms answered HTTP ${status} with a non-JSON body: ${text.slice(0, 200)}`,
      );
    }
    const message = typeof json.Message === 'string' ? json.Message : '';
    const requestId = typeof json.RequestId === 'string' ? ` (RequestId ${json.RequestId})` : '';
    throw new SmsSendError(
      `Aliyun SendSms failed with HTTP ${status}: ${providerCode ?? 'no Code'}${message ? `: ${message}` : ''}${requestId}`,
      providerCode,
    );
  }

  const templates = opts.noticeTemplates ?? {};
  return {
    name: 'aliyun',
    returnsCode: false,
    async send(mobile, code) {
      await sendSms(mobile, opts.templateCode, { code });
    },
    canNotify: (group) => Boolean(templates[group]),
    async sendNotice(mobile, group, params) {
      const code = templates[group];
      if (!code) throw new SmsSendError(`no Aliyun template for notice group ${group}`, 'NO_TEMPLATE');
      return sendSms(mobile, code, params);
    },
  };
}
