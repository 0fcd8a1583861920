import type { useAppProps } from 'antd/es/app/context';

/*
 * The stand-ins of `App.useApp()`'s three APIs until antd's real ones are loaded (app/lazy-app.tsx):
 * kept apart from the component so that it can be tested without antd.
 */

type Api = useAppProps;
type Part = keyof Api;

/** What a message method returns: a function that closes it, and a promise of its closing. */
interface MessageHandle {
  (): void;
  then: PromiseLike<boolean>['then'];
}

/** What a modal method returns: destroy, update, and a promise of the answer (confirm). */
interface ModalHandle {
  destroy: () => void;
  update: (config: unknown) => void;
  then: PromiseLike<boolean>['then'];
}

/**
 * The three APIs as `App.useApp()` returns them. Before the real ones are there, a call is kept (in
 * order) and answered with a stand-in handle that acts on the real handle once the call is made.
 */
export function createDeferredApi(requestHost: () => void): { api: Api; ready: (real: Api) => void } {
  let real: Api | null = null;
  const waiting: ((api: Api) => void)[] = [];

  const method =
    (part: Part, name: string) =>
    (...args: unknown[]): unknown => {
      const call = (api: Api) =>
        (api[part] as unknown as Record<string, (...a: unknown[]) => unknown>)[name]?.(...args);
      if (real) return call(real);
      requestHost();
      if (part === 'modal') return deferModal(call);
      if (part === 'message' && name !== 'destroy') return deferMessage(call);
      waiting.push(call);
      return undefined;
    };

  function deferMessage(call: (api: Api) => unknown): MessageHandle {
    let closed = false;
    let close: (() => void) | undefined;
    let settle: (done: boolean) => void = () => {};
    const done = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    waiting.push((api) => {
      if (closed) return settle(false);
      const handle = call(api) as MessageHandle | undefined;
      close = handle;
      if (handle) handle.then(settle, () => settle(false));
      else settle(false);
    });
    const handle = (() => {
      closed = true;
      close?.();
    }) as MessageHandle;
    // biome-ignore lint/suspicious/noThenProperty: antd's message handle is a thenable (MessageType)
    handle.then = (onDone, onFail) => done.then(onDone, onFail);
    return handle;
  }

  function deferModal(call: (api: Api) => unknown): ModalHandle {
    let destroyed = false;
    let updates: unknown[] = [];
    let instance: ModalHandle | undefined;
    let settle: (confirmed: boolean) => void = () => {};
    const answer = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    waiting.push((api) => {
      if (destroyed) return settle(false);
      instance = call(api) as ModalHandle | undefined;
      for (const u of updates) instance?.update(u);
      updates = [];
      if (instance) instance.then(settle, () => settle(false));
      else settle(false);
    });
    return {
      destroy: () => {
        destroyed = true;
        instance?.destroy();
      },
      update: (config) => {
        if (instance) instance.update(config);
        else updates.push(config);
      },
      // biome-ignore lint/suspicious/noThenProperty: antd's modal handle is a thenable (the answer)
      then: (onAnswer, onFail) => answer.then(onAnswer, onFail),
    };
  }

  const methods = {
    message: ['info', 'success', 'error', 'warning', 'loading', 'open', 'destroy'],
    notification: ['success', 'error', 'info', 'warning', 'open', 'destroy'],
    modal: ['info', 'success', 'error', 'warning', 'confirm'],
  } as const;
  const api = Object.fromEntries(
    (Object.keys(methods) as Part[]).map((part) => [
      part,
      Object.fromEntries(methods[part].map((name) => [name, method(part, name)])),
    ]),
  ) as unknown as Api;

  return {
    api,
    ready: (loaded) => {
      real = loaded;
      for (const call of waiting.splice(0)) call(loaded);
    },
  };
}
