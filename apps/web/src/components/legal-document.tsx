import type { AgreementKind } from '@hz/contract/common/agreements';
import { agreements } from '@hz/contract/common/agreements';
import type { ReactNode } from 'react';
import './legal-document.css';

/**
 * One of the agreements (《用户服务协议》, 《隐私政策》): its version line and its text. Shown on its own
 * page (`/agreement`, `/privacy`) and in the drawer that the register and bind-phone forms open.
 */
export function LegalDocument({ kind, children }: { kind: AgreementKind; children: ReactNode }) {
  const { version } = agreements[kind];
  return (
    <article className="legal-doc" aria-label={`《${agreements[kind].title}》`}>
      <p className="legal-doc__version">
        版本：{version}　生效日期：{version}
      </p>
      {children}
    </article>
  );
}

/** A numbered part of a document. */
export function LegalSection({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="legal-doc__section" aria-labelledby={`legal-${n}`}>
      <h2 id={`legal-${n}`}>
        {n}. {title}
      </h2>
      {children}
    </section>
  );
}
