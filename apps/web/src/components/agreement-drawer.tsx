import { type AgreementKind, agreements } from '@hz/contract/common/agreements';
import { Button, Drawer } from 'antd';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { paths } from '../config/paths.ts';
import { useIsMobile } from '../lib/use-media-query.ts';
import { PageSpinner } from './page-spinner.tsx';
import './legal-document.css';

// the texts load only when one is opened
const texts: Record<AgreementKind, LazyExoticComponent<ComponentType>> = {
  terms: lazy(() => import('./terms-text.tsx')),
  privacy: lazy(() => import('./privacy-text.tsx')),
};

const pagePaths: Record<AgreementKind, string> = {
  terms: paths.agreement.path,
  privacy: paths.privacy.path,
};

/**
 * 《用户服务协议》 and 《隐私政策》 opened over a form (register, bind phone) so that nothing typed is lost:
 * `link(kind)` is a real link to the document's page that opens it in a drawer instead (full screen on a
 * phone); put `drawer` anywhere in the page, outside the form's labels.
 */
export function useAgreementDrawer(): { link: (kind: AgreementKind) => ReactNode; drawer: ReactNode } {
  const [open, setOpen] = useState<AgreementKind | null>(null);
  // the last one opened stays rendered while the drawer slides out
  const [shown, setShown] = useState<AgreementKind>('terms');
  const phone = useIsMobile();
  const Text = texts[shown];

  const link = (kind: AgreementKind) => (
    <a
      href={pagePaths[kind]}
      onClick={(e) => {
        // a modified click still opens the page in a new tab
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        setShown(kind);
        setOpen(kind);
      }}
    >
      《{agreements[kind].title}》
    </a>
  );

  const drawer = (
    <Drawer
      open={open !== null}
      onClose={() => setOpen(null)}
      title={`《${agreements[shown].title}》`}
      placement="right"
      size={phone ? '100%' : 720}
      extra={
        <a className="agreement-drawer__page" href={pagePaths[shown]} target="_blank" rel="noopener">
          在新页面打开
        </a>
      }
      footer={
        <Button type="primary" block onClick={() => setOpen(null)}>
          我已阅读
        </Button>
      }
    >
      <Suspense fallback={<PageSpinner />}>
        <Text />
      </Suspense>
    </Drawer>
  );

  return { link, drawer };
}
