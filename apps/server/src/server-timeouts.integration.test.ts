import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from '../test/sse-client.ts';
import { agent, createTestApp, registerMember, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await createTestApp({
    env: { REQUEST_TIMEOUT_SECONDS: '3', IDLE_TIMEOUT_SECONDS: '1', STREAM_HEARTBEAT_SECONDS: '3' },
  });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(url).port);
});
afterAll(() => t.close());

/**
 * A raw client: sends the request head, then what `body` writes, and collects the answer until the
 * server closes the connection (or `giveUpMs` passes).
 */
function rawRequest(head: string, body: (socket: net.Socket) => void, giveUpMs = 10_000) {
  return new Promise<{
    closedAfterMs: number;
    status: number;
    headers: Record<string, string>;
    body: string;
  }>((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [top = '', rest = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const l of lines) {
        const i = l.indexOf(':');
        headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
      }
      resolve({
        closedAfterMs: Date.now() - started,
        status: Number(statusLine.split(' ')[1] ?? 0),
        headers,
        body: rest,
      });
    };
    const timer = setTimeout(() => {
      socket.destroy();
    }, giveUpMs);
    socket.on('data', (c) => chunks.push(c));
    socket.on('close', finish);
    socket.on('error', () => {});
    socket.write(head);
    body(socket);
  });
}

const head = (length: number) =>
  `POST /api/User/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

const timedOut = {
  success: false,
  errCode: 'request_timeout',
  errMsg: '请求超时，请重试',
};

describe('a request whose body never finishes', () => {
  it('is answered 408 in the envelope, with the security headers, once the client falls silent', async () => {
    const r = await rawRequest(head(100), (s) => s.write('{"mobile":"1380'));
    expect(r.closedAfterMs).toBeLessThan(4_000);
    expect(r.status).toBe(408);
    expect(JSON.parse(r.body)).toEqual(timedOut);
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.headers.connection).toBe('close');
  });

  it('is answered 408 at the request time limit even when it trickles in', async () => {
    let timer: NodeJS.Timeout | undefined;
    const r = await rawRequest(head(1000), (s) => {
      timer = setInterval(() => {
        if (!s.destroyed) s.write(' ');
      }, 300);
    });
    clearInterval(timer);
    expect(r.closedAfterMs).toBeGreaterThanOrEqual(2_500);
    expect(r.closedAfterMs).toBeLessThan(7_000);
    expect(r.status).toBe(408);
    expect(JSON.parse(r.body)).toEqual(timedOut);
  });

  it('a long response is not a long request: a stream outlives the idle time between its heartbeats', async () => {
    const a = agent(t.app);
    await registerMember(a);
    const cookie = [...a.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const stream = openStream(`http://127.0.0.1:${port}/api/Tipcenter/stream`, cookie);
    await stream.waitFor(1);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(stream.ended).toBe(false);
    stream.close();
  });

  it('an ordinary request on the same server is unaffected', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(r.status).toBe(200);
  });
});

describe('what Node’s HTTP parser refuses before there is a request', () => {
  it('a malformed header: 400 bad_request in the envelope, with the security headers, not echoed', async () => {
    const r = await rawRequest(
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nBad Header<script>: x\r\n\r\n',
      () => {},
    );
    expect(r.status).toBe(400);
    expect(JSON.parse(r.body)).toEqual({ success: false, errCode: 'bad_request', errMsg: '请求格式错误' });
    expect(r.body).not.toContain('script');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
