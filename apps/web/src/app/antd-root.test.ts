import { createCache, StyleProvider } from '@ant-design/cssinjs';
// the ES module, as the app imports antd (the package's index resolves to its CommonJS copy in Node)
import ConfigProvider from 'antd/es/config-provider';
import { type ComponentType, createElement as h, type ReactNode, useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AntdRoot } from './antd-root.tsx';
import { AntdScope } from './antd-scope.tsx';
import { theme } from './theme.ts';

// children as createElement's arguments
const Scope = AntdScope as ComponentType<{ styleRuntime?: boolean; children?: ReactNode }>;
const Root = AntdRoot as ComponentType<{ children?: ReactNode }>;

function Id({ name }: { name: string }) {
  return h('i', { 'data-name': name, id: useId() });
}

/** The ids React's `useId` gives components in the shell and in a screen's scope, below `root`. */
function ids(root: (children: ReactNode) => ReactNode): string {
  const tree = h(
    'div',
    null,
    h(Id, { name: 'shell' }),
    h(Scope, null, h(Id, { name: 'screen' }), h(Id, { name: 'sibling' })),
  );
  return renderToString(h(StyleProvider, { cache: createCache() }, root(tree)));
}

describe("the browser's antd root (decision 070)", () => {
  it("gives the tree below the same useId ids as the server's ConfigProvider", () => {
    const server = ids((c) => h(Scope, { styleRuntime: true }, c));
    const browser = ids((c) => h(Root, null, c));
    expect(server).toMatch(/id="_R_\w+_"/);
    expect(browser).toBe(server);
    // and not by chance: without the root's shape they differ
    expect(ids((c) => c)).not.toBe(server);
  });

  it("the server's root gives the same ids as antd's ConfigProvider itself", () => {
    const plain = ids((c) =>
      h(ConfigProvider, { theme: { ...theme, zeroRuntime: false }, button: { autoInsertSpace: false } }, c),
    );
    expect(ids((c) => h(Scope, { styleRuntime: true }, c))).toBe(plain);
  });
});
