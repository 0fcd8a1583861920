import type { createCache } from '@ant-design/cssinjs';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient } from '@tanstack/react-query';
import { Avatar, Badge, Button, Input, Spin } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import type { StandIn } from '../../components/antd-markup.ts';
import { AppProviders } from '../providers.tsx';

/**
 * For each native-markup stand-in (components/antd-markup.ts), the antd components whose markup it
 * renders, in the variants the app shows: rendered on the server, they put exactly antd's rules for that
 * markup in the page's style cache (a search box: the input's, the search button's and the compact group's).
 */
const SAMPLES: Record<StandIn, ReactNode> = {
  button: (
    <>
      <Button type="primary" size="large" icon={<span />}>
        x
      </Button>
      <Button type="text" size="small" ghost>
        x
      </Button>
    </>
  ),
  search: (
    <>
      <Input.Search allowClear enterButton={<span />} />
      <Input.Search size="large" enterButton="x" />
    </>
  ),
  badge: (
    <Badge count={5} size="small">
      <span />
    </Badge>
  ),
  avatar: <Avatar icon={<span />} />,
  spin: <Spin size="large" />,
};

/**
 * Adds the rules of the antd components the page's stand-ins stand for to the page's style cache: the
 * server's render generates rules only for the antd components that render, and a stand-in is not one. The
 * markup of this render is thrown away; the same providers (so the same theme and hash class) as the page's.
 */
export async function addStandInStyles(
  kinds: ReadonlySet<StandIn>,
  cache: ReturnType<typeof createCache>,
): Promise<void> {
  if (kinds.size === 0) return;
  await prerender(
    <StyleProvider cache={cache}>
      <AppProviders client={new QueryClient()} styleRuntime>
        {[...kinds].map((kind) => (
          <Fragment key={kind}>{SAMPLES[kind]}</Fragment>
        ))}
      </AppProviders>
    </StyleProvider>,
  );
}
