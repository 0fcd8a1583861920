import { afterEach, describe, expect, it } from 'vitest';
import { BizError } from './api-client.ts';
import { bindErrorHandler, type ErrorHandlerDeps, reportError } from './error-handler.ts';

/** Records what would be shown: antd's message and notification are the UI, not logic under test. */
function recorder() {
  const shown: Array<[string, unknown]> = [];
  const deps = {
    message: {
      warning: (o: unknown) => shown.push(['message.warning', o]),
      error: (o: unknown) => shown.push(['message.error', o]),
    },
    notification: { error: (o: unknown) => shown.push(['notification.error', o]) },
    navigate: (to: string) => shown.push(['navigate', to]),
    onNotLoggedIn: () => shown.push(['onNotLoggedIn', null]),
  } as unknown as ErrorHandlerDeps;
  return { shown, unbind: bindErrorHandler(deps) };
}

let unbind = () => {};
afterEach(() => unbind());

const biz = (showType: 0 | 1 | 2 | 4 | 9 | undefined, errCode = 'state_conflict') =>
  new BizError({ errCode, errMsg: '当前状态不允许该操作', showType });

describe('display types of the seed (0 silent, 1 warning, 2 error, 4 notification, 9 redirect)', () => {
  it('0 shows nothing', () => {
    const r = recorder();
    unbind = r.unbind;
    reportError(biz(0));
    expect(r.shown).toEqual([]);
  });

  it('1 is a 3-second warning toast, 2 and the default a 3-second error toast', () => {
    const r = recorder();
    unbind = r.unbind;
    reportError(biz(1));
    reportError(biz(2));
    reportError(biz(undefined));
    expect(r.shown).toEqual([
      ['message.warning', { content: '当前状态不允许该操作', duration: 3 }],
      ['message.error', { content: '当前状态不允许该操作', duration: 3 }],
      ['message.error', { content: '当前状态不允许该操作', duration: 3 }],
    ]);
  });

  it('4 is a notification at the top right for 4.5 seconds', () => {
    const r = recorder();
    unbind = r.unbind;
    reportError(biz(4));
    expect(r.shown[0]).toEqual([
      'notification.error',
      expect.objectContaining({ description: '当前状态不允许该操作', placement: 'topRight', duration: 4.5 }),
    ]);
  });

  it('9 goes to /exception with errorCode and errorMessage', () => {
    const r = recorder();
    unbind = r.unbind;
    reportError(biz(9, 'forbidden'));
    const to = r.shown[0]![1] as string;
    const url = new URL(to, 'http://x');
    expect(url.pathname).toBe('/exception');
    expect(url.searchParams.get('errorCode')).toBe('forbidden');
    expect(url.searchParams.get('errorMessage')).toBe('当前状态不允许该操作');
  });

  it('not_logged_in resets the session and goes to login; an unknown error says 请求错误，请重试', () => {
    const r = recorder();
    unbind = r.unbind;
    reportError(new BizError({ errCode: 'not_logged_in', errMsg: '请先登录', showType: 1 }));
    reportError(new TypeError('boom'));
    expect(r.shown.map((s) => s[0])).toEqual(['message.warning', 'onNotLoggedIn', 'message.error']);
    expect(r.shown[2]![1]).toEqual({ content: '请求错误，请重试', duration: 3 });
  });
});
