import type { useAppProps } from 'antd/es/app/context';
import { describe, expect, it, vi } from 'vitest';
import { createDeferredApi } from './deferred-app-api.ts';

/** A fake of antd's three APIs that records each call and returns handles like antd's. */
function fakeApi() {
  const calls: string[] = [];
  const closed: string[] = [];
  const updates: unknown[] = [];
  let answer: (ok: boolean) => void = () => {};
  const messageHandle = (what: string) => {
    const close = () => void closed.push(what);
    // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable (MessageType)
    return Object.assign(close, { then: Promise.resolve(true).then.bind(Promise.resolve(true)) });
  };
  const part = (name: string, methods: string[], handle: (what: string) => unknown) =>
    Object.fromEntries(
      methods.map((m) => [
        m,
        (arg: unknown) => {
          const what = `${name}.${m}(${typeof arg === 'string' ? arg : JSON.stringify(arg)})`;
          calls.push(what);
          return handle(what);
        },
      ]),
    );
  const api = {
    message: part(
      'message',
      ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
      messageHandle,
    ),
    notification: part(
      'notification',
      ['success', 'error', 'info', 'warning', 'open', 'destroy'],
      () => undefined,
    ),
    modal: part('modal', ['info', 'success', 'error', 'warning', 'confirm'], (what) => {
      const done = new Promise<boolean>((resolve) => {
        answer = resolve;
      });
      return {
        destroy: () => void closed.push(what),
        update: (c: unknown) => void updates.push(c),
        // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable (the answer)
        then: done.then.bind(done),
      };
    }),
  } as unknown as useAppProps;
  return { api, calls, closed, updates, answer: (ok: boolean) => answer(ok) };
}

describe('the stand-ins of App.useApp() until antd loads (app/lazy-app.tsx)', () => {
  it('asks for the real APIs on the first call and passes every call made meanwhile on, in order', () => {
    const requestHost = vi.fn();
    const { api, ready } = createDeferredApi(requestHost);
    api.message.success('已保存');
    api.notification.error({ message: '出错了' });
    api.message.destroy();
    expect(requestHost).toHaveBeenCalled();
    const real = fakeApi();
    ready(real.api);
    expect(real.calls).toEqual([
      'message.success(已保存)',
      'notification.error({"message":"出错了"})',
      'message.destroy(undefined)',
    ]);
    // once there, a call goes straight through and returns the real handle
    const handle = api.message.info('直接');
    expect(real.calls.at(-1)).toBe('message.info(直接)');
    handle();
    expect(real.closed).toEqual(['message.info(直接)']);
  });

  it('a message closed before the real APIs arrive is never shown; one left open can be closed later', async () => {
    const { api, ready } = createDeferredApi(() => {});
    const early = api.message.loading('加载中');
    early();
    const kept = api.message.success('好了');
    const real = fakeApi();
    ready(real.api);
    expect(real.calls).toEqual(['message.success(好了)']);
    await expect(new Promise((resolve) => early.then(resolve))).resolves.toBe(false);
    kept();
    expect(real.closed).toEqual(['message.success(好了)']);
    await expect(new Promise((resolve) => kept.then(resolve))).resolves.toBe(true);
  });

  it("a modal's handle updates, destroys and answers through the real one", async () => {
    const { api, ready } = createDeferredApi(() => {});
    const confirm = api.modal.confirm({ title: '确定吗' });
    confirm.update({ title: '真的确定吗' });
    const cancelled = api.modal.info({ title: '不再需要' });
    cancelled.destroy();
    const real = fakeApi();
    ready(real.api);
    expect(real.calls).toEqual(['modal.confirm({"title":"确定吗"})']);
    expect(real.updates).toEqual([{ title: '真的确定吗' }]);
    const answered = new Promise((resolve) => confirm.then(resolve, () => resolve('rejected')));
    real.answer(true);
    await expect(answered).resolves.toBe(true);
    await expect(new Promise((resolve) => cancelled.then(resolve, () => resolve('rejected')))).resolves.toBe(
      false,
    );
    confirm.destroy();
    expect(real.closed).toEqual(['modal.confirm({"title":"确定吗"})']);
  });
});
