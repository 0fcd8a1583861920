import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BizError, GENERIC_ERROR, get, NETWORK_ERROR, post, TIMEOUT_ERROR } from './api-client.ts';

// A local server that answers like ours (and like a broken proxy), so the client runs over real HTTP.
let server: Server;
let base = '';
beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    };
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      switch (req.url) {
        case '/ok':
          return send(
            200,
            JSON.stringify({
              success: true,
              errCode: 'success',
              errMsg: '成功',
              data: { echo: JSON.parse(body || '{}'), ct: req.headers['content-type'] },
            }),
          );
        case '/refused':
          return send(
            200,
            JSON.stringify({
              success: false,
              errCode: 'wrong_credentials',
              errMsg: '手机号或密码错误',
              showType: 1,
            }),
          );
        case '/invalid':
          return send(
            400,
            JSON.stringify({
              success: false,
              errCode: 'invalid_params',
              errMsg: '请输入正确的11位手机号',
              data: { fields: { mobile: '请输入正确的11位手机号' } },
            }),
          );
        case '/html500':
          return send(500, '<html>Internal Server Error</html>', 'text/html');
        case '/gateway':
          return send(502, 'Bad Gateway', 'text/plain');
        case '/slow':
          return setTimeout(() => send(200, '{}'), 500);
        default:
          return send(
            404,
            JSON.stringify({ success: false, errCode: 'not_found', errMsg: '请求的接口不存在' }),
          );
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const failure = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (err) {
    return err as BizError;
  }
  throw new Error('expected the call to fail');
};

describe('the request layer', () => {
  it('posts JSON and returns data of a success envelope', async () => {
    const data = await post<{ echo: unknown; ct: string }>(`${base}/ok`, { mobile: '13800000000' });
    expect(data).toEqual({ echo: { mobile: '13800000000' }, ct: 'application/json' });
  });

  it('raises BizError with the server code, message and showType on a business refusal', async () => {
    const err = await failure(post(`${base}/refused`, {}));
    expect(err).toBeInstanceOf(BizError);
    expect(err.name).toBe('BizError');
    expect([err.errCode, err.errMsg, err.showType, err.status]).toEqual([
      'wrong_credentials',
      '手机号或密码错误',
      1,
      200,
    ]);
  });

  it('exposes data.fields of invalid_params and defaults showType to 2', async () => {
    const err = await failure(post(`${base}/invalid`, {}));
    expect(err.fields).toEqual({ mobile: '请输入正确的11位手机号' });
    expect(err.showType).toBe(2);
    expect(err.status).toBe(400);
  });

  it('says 请求错误，请重试 when the answer is not our envelope', async () => {
    const err = await failure(get(`${base}/html500`));
    expect([err.errCode, err.errMsg, err.status]).toEqual(['http_error', GENERIC_ERROR, 500]);
    expect(GENERIC_ERROR).toBe('请求错误，请重试');
    expect((await failure(get(`${base}/gateway`))).errMsg).toBe('服务暂时不可用，请稍后重试');
  });

  it('times out', async () => {
    const started = Date.now();
    const err = await failure(get(`${base}/slow`, { timeout: 100 }));
    expect([err.errCode, err.errMsg]).toEqual(['timeout', TIMEOUT_ERROR]);
    expect(Date.now() - started).toBeLessThan(450);
  });

  it('reports a network failure in Chinese', async () => {
    const err = await failure(get('http://127.0.0.1:1/nothing'));
    expect([err.errCode, err.errMsg]).toEqual(['network', NETWORK_ERROR]);
  });
});
