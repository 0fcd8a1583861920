import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for `dysmsapi.aliyuncs.com` speaking the RPC protocol of `SendSms` (2017-05-25).
 *
 * It accepts GET (parameters in the query) and POST (parameters in a form body), and re-verifies the
 * signature with its own implementation of Aliyun's signature v1.0 (deliberately not the provider's), so a
 * provider bug cannot be mirrored here. Gateway errors answer 4xx like Aliyun; SMS business errors (`isv.*`)
 * answer HTTP 200 with a `Code` other than `OK`, as Aliyun does.
 */

export interface AliyunSmsFakeOptions {
  accessKeyId: string;
  accessKeySecret: string;
  /** Clock of the fake, for the 15-minute Timestamp window. Default: the real clock. */
  now?: () => Date;
}

export interface AliyunSentSms {
  mobile: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

export interface AliyunSmsFake {
  /** Base URL to use as the provider's `endpoint`. */
  url: string;
  sent: AliyunSentSms[];
  /** The next correctly signed SendSms answers HTTP 200 with this `Code` instead of sending. */
  failNext(code: string): void;
  /** The next request gets no answer: held for `ms`, then its connection dropped; nothing is sent. */
  stallNext(ms: number): void;
  close(): Promise<void>;
}

const TIMESTAMP_WINDOW_MS = 15 * 60 * 1000;

/** RFC 3986 percent-encoding over UTF-8 bytes, written from the spec (not from `encodeURIComponent`). */
function rfc3986(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const isUnreserved =
      (byte >= 0x30 && byte <= 0x39) ||
      (byte >= 0x41 && byte <= 0x5a) ||
      (byte >= 0x61 && byte <= 0x7a) ||
      byte === 0x2d ||
      byte === 0x2e ||
      byte === 0x5f ||
      byte === 0x7e;
    out += isUnreserved ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function expectedSignature(params: Map<string, string>, secret: string, method: string): string {
  const pairs = [...params.entries()].filter(([k]) => k !== 'Signature');
  pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = pairs.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
  const stringToSign = [method, rfc3986('/'), rfc3986(query)].join('&');
  return createHmac('sha1', Buffer.from(`${secret}&`, 'utf8'))
    .update(Buffer.from(stringToSign, 'utf8'))
    .digest('base64');
}

function sameString(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

class AliyunFault {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly message: string,
  ) {}
}

export async function startAliyunSmsFake(opts: AliyunSmsFakeOptions): Promise<AliyunSmsFake> {
  const sent: AliyunSentSms[] = [];
  const usedNonces = new Set<string>();
  const failures: string[] = [];
  const clock = opts.now ?? (() => new Date());

  function respond(res: ServerResponse, status: number, format: string, body: Record<string, string>): void {
    if (format === 'JSON') {
      res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(body));
      return;
    }
    // Aliyun's default Format is XML.
    const fields = Object.entries(body)
      .map(([k, v]) => `<${k}>${v.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</${k}>`)
      .join('');
    res.writeHead(status, { 'content-type': 'text/xml;charset=utf-8' });
    res.end(`<?xml version='1.0' encoding='UTF-8'?><SendSmsResponse>${fields}</SendSmsResponse>`);
  }

  function handle(method: string, params: Map<string, string>): Record<string, string> {
    const required = [
      'AccessKeyId',
      'Action',
      'Signature',
      'SignatureMethod',
      'SignatureNonce',
      'SignatureVersion',
      'Timestamp',
      'Version',
    ];
    for (const name of required) {
      if (!params.get(name)) {
        throw new AliyunFault(400, `Missing${name}`, `${name} is mandatory for this action.`);
      }
    }
    if (params.get('Action') !== 'SendSms') {
      throw new AliyunFault(
        404,
        'InvalidAction.NotFound',
        'Specified api is not found, please check your url and method.',
      );
    }
    if (params.get('Version') !== '2017-05-25') {
      throw new AliyunFault(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
    }
    if (params.get('SignatureMethod') !== 'HMAC-SHA1') {
      throw new AliyunFault(400, 'InvalidSignatureMethod', 'Specified signature method is not supported.');
    }
    if (params.get('SignatureVersion') !== '1.0') {
      throw new AliyunFault(400, 'InvalidSignatureVersion', 'Specified signature version is not supported.');
    }
    const timestamp = params.get('Timestamp')!;
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(timestamp) || Number.isNaN(Date.parse(timestamp))) {
      throw new AliyunFault(
        400,
        'InvalidTimeStamp.Format',
        'Specified time stamp or date value is not well formatted.',
      );
    }
    if (Math.abs(clock().getTime() - Date.parse(timestamp)) > TIMESTAMP_WINDOW_MS) {
      throw new AliyunFault(
        400,
        'InvalidTimeStamp.Expired',
        'Specified time stamp or date value is expired.',
      );
    }
    if (params.get('AccessKeyId') !== opts.accessKeyId) {
      throw new AliyunFault(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    const expected = expectedSignature(params, opts.accessKeySecret, method);
    if (!sameString(params.get('Signature')!, expected)) {
      throw new AliyunFault(
        400,
        'SignatureDoesNotMatch',
        'Specified signature is not matched with our calculation.',
      );
    }
    const nonce = params.get('SignatureNonce')!;
    if (usedNonces.has(nonce)) {
      throw new AliyunFault(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    usedNonces.add(nonce);

    const mobile = params.get('PhoneNumbers');
    const signName = params.get('SignName');
    const templateCode = params.get('TemplateCode');
    if (!mobile)
      throw new AliyunFault(400, 'MissingPhoneNumbers', 'PhoneNumbers is mandatory for this action.');
    if (!signName) throw new AliyunFault(400, 'MissingSignName', 'SignName is mandatory for this action.');
    if (!templateCode)
      throw new AliyunFault(400, 'MissingTemplateCode', 'TemplateCode is mandatory for this action.');

    const requestId = randomUUID().toUpperCase();
    const failure = failures.shift();
    if (failure) return { Code: failure, Message: `Simulated failure ${failure}`, RequestId: requestId };

    if (!/^1[3-9]\d{9}$/.test(mobile)) {
      return { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: 'Illegal mobile number', RequestId: requestId };
    }
    const templateParams: Record<string, string> = {};
    const rawTemplateParam = params.get('TemplateParam');
    if (rawTemplateParam !== undefined) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawTemplateParam);
      } catch {
        parsed = undefined;
      }
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
        return {
          Code: 'isv.INVALID_JSON_PARAM',
          Message: 'JSON parameter is not valid',
          RequestId: requestId,
        };
      }
      for (const [k, v] of Object.entries(parsed)) templateParams[k] = String(v);
    }
    sent.push({ mobile, signName, templateCode, params: templateParams });
    return { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0`, RequestId: requestId };
  }

  const stalls: number[] = [];
  const server = createServer((req, res) => {
    const stall = stalls.shift();
    if (stall !== undefined) {
      setTimeout(() => req.socket.destroy(), stall).unref();
      return;
    }
    void (async () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://fake.invalid');
      let format = url.searchParams.get('Format') ?? 'XML';
      try {
        if (url.pathname !== '/' || (method !== 'GET' && method !== 'POST')) {
          throw new AliyunFault(
            404,
            'InvalidAction.NotFound',
            'Specified api is not found, please check your url and method.',
          );
        }
        const params = new Map<string, string>();
        for (const [k, v] of url.searchParams) params.set(k, v);
        if (method === 'POST') {
          const body = await readBody(req);
          const type = req.headers['content-type'] ?? '';
          if (body && !type.startsWith('application/x-www-form-urlencoded')) {
            throw new AliyunFault(400, 'InvalidParameter', 'Unsupported content type.');
          }
          for (const [k, v] of new URLSearchParams(body)) params.set(k, v);
        }
        format = (params.get('Format') ?? 'XML').toUpperCase();
        respond(res, 200, format, handle(method, params));
      } catch (err) {
        const requestId = randomUUID().toUpperCase();
        if (err instanceof AliyunFault) {
          respond(res, err.status, format, { Code: err.code, Message: err.message, RequestId: requestId });
        } else {
          respond(res, 500, format, { Code: 'InternalError', Message: String(err), RequestId: requestId });
        }
      }
    })();
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    failNext(code) {
      failures.push(code);
    },
    stallNext(ms) {
      stalls.push(ms);
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
