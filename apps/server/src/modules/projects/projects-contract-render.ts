import { createHash } from 'node:crypto';
import { defaultPlan, MIN_PREPAY_PERCENT, type PaymentPlan } from '@hz/contract/projects';
import type { Transaction as Tx } from '../../db/client.ts';
import { chinaToday } from '../../lib/china-time.ts';
import * as contracts from './projects-contract-repository.ts';
import { renderContractPdf } from './projects-contract-pdf.ts';
import type { ProjectDeps } from './projects-deal.ts';
import * as repo from './projects-repository.ts';
import { stageAmounts } from './projects-stages.ts';

/**
 * A generated contract version is rendered after the change that makes it commits (decision 043): the
 * award (version 1) or a side's regenerated proposal writes the version without its PDF and enqueues
 * `projects.renderContract`; the job renders the PDF from the project, the winning quotation and the
 * plan, stores it and records its SHA-256. Until then the contract reads 合同生成中 and cannot be
 * signed. A rolled-back change enqueued nothing, so it leaves no file; a failed render is retried and
 * shown in the console's jobs.
 */

export const RENDER_JOB = 'projects.renderContract';

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A generated version waiting for its PDF, with the job that renders it, in the caller's transaction. */
export async function generatedVersion(
  d: Pick<ProjectDeps, 'jobs'>,
  tx: Tx,
  p: repo.ProjectRow,
  v: {
    n: number;
    side: 'system' | 'client' | 'factory';
    memberId: number | null;
    plan: PaymentPlan;
    terms: string;
    state: 'current' | 'proposed';
  },
) {
  await contracts.insertVersion(tx, { projectId: p.id, source: 'generated', fileId: null, sha256: '', ...v });
  await d.jobs.enqueue(tx, {
    name: RENDER_JOB,
    payload: { project: p.id, n: v.n },
    key: `project:${p.id}:contract:${v.n}`,
  });
}

/** The award's first version: the default plan, rendered by the job. */
export const firstVersion = (d: Pick<ProjectDeps, 'jobs'>, tx: Tx, p: repo.ProjectRow) =>
  generatedVersion(d, tx, p, {
    n: 1,
    side: 'system',
    memberId: null,
    plan: defaultPlan(MIN_PREPAY_PERCENT),
    terms: '',
    state: 'current',
  });

/** The PDF of version `n`: the project, the winning quotation, the two sides, the plan and the terms. */
async function pdfOf(tx: Tx, p: repo.ProjectRow, n: number, plan: PaymentPlan, terms: string) {
  const q = (await repo.findQuote(tx, p.quoteId!))!;
  const people = await contracts.partiesOf(tx, [p.memberId, p.factoryId!]);
  const who = (id: number) => {
    const m = people.find((x) => x.id === id);
    return { name: m?.company || m?.name || '—', mobile: m?.mobile ?? '' };
  };
  return renderContractPdf({
    n,
    orders: p.orders,
    title: p.title,
    showname: p.showname,
    hall: p.hall,
    booth: p.booth,
    place: `${p.prov}${p.city === p.prov ? '' : p.city}${p.strt}${p.addr}`,
    length: p.lengthCm / 100,
    width: p.widthCm / 100,
    height: p.heightCm / 100,
    areas: Math.round((p.lengthCm * p.widthCm) / 100) / 100,
    layer: p.layer,
    opens: p.opens,
    sdate: p.sdate,
    edate: p.edate,
    indate: p.indate,
    bgdate: p.bgdate,
    outdate: p.outdate,
    client: who(p.memberId),
    factory: who(p.factoryId!),
    quote: q.content,
    price: p.price,
    plan,
    amounts: stageAmounts(p.price, plan),
    terms,
    date: chinaToday(),
  });
}

/** The job: renders and stores version `n`'s PDF once (a repeated run finds it rendered). */
export async function renderContract(
  d: Pick<ProjectDeps, 'uploads'>,
  tx: Tx,
  t: { project: number; n: number },
) {
  const v = await contracts.lockVersion(tx, t.project, t.n);
  if (!v || v.fileId) return;
  const p = (await repo.findProject(tx, t.project))!;
  const bytes = await pdfOf(tx, p, v.n, v.plan, v.terms);
  const f = await d.uploads.storeMade(tx, p.memberId, 'contract', {
    bytes,
    name: `${p.orders}-合同-V${v.n}.pdf`,
    format: 'pdf',
  });
  await contracts.setVersionFile(tx, v.id, { fileId: f.id, sha256: sha256(bytes) });
}
