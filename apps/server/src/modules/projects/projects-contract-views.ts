import type { ContractVersionOut, projectContractFields } from '@hz/contract/projects';
import type { z } from '@hz/contract/common/zod';
import type { Transaction as Tx } from '../../db/client.ts';
import { chinaDates, chinaStamp } from '../../lib/china-time.ts';
import { fenToYuan } from '../../lib/money.ts';
import * as repo from './projects-contract-repository.ts';
import type { ProjectRow } from './projects-repository.ts';
import type { ProjectCtx } from './projects-steps.ts';
import { stageAmounts, stageOutOf } from './projects-stages.ts';

/** How a project's contract reads on the wire (decision 034), and what the steps need of it. */

type Side = 'client' | 'factory';
type ContractFields = {
  [K in keyof typeof projectContractFields]: z.infer<(typeof projectContractFields)[K]>;
};

/** The contract's fields before there is one (and for anyone but the two sides). */
export const noContract: ContractFields = {
  contctck: 0,
  contctckdt: '',
  prepay: 0,
  prepayp: 0,
  stages: [],
  contractNow: null,
  contractNew: null,
};

export function versionOut(
  p: ProjectRow,
  v: repo.VersionRow,
  sigs: readonly repo.SignatureRow[],
): ContractVersionOut {
  const amounts = stageAmounts(p.price, v.plan);
  const signed = (side: Side) =>
    chinaStamp(sigs.find((s) => s.contractId === v.id && s.side === side)?.signedAt);
  return {
    n: v.n,
    source: v.source,
    side: v.side,
    state: v.state,
    sha256: v.sha256,
    ready: v.fileId !== null,
    url: v.fileId ? `/api/Projectcenter/contractPdf?id=${p.id}&n=${v.n}` : '',
    prepayp: v.plan[0]!.percent,
    plan: v.plan.map((st, i) => ({ ...st, amount: fenToYuan(amounts[i]!) })),
    terms: v.terms,
    reason: v.reason,
    signedb: signed('client'),
    signedf: signed('factory'),
    ...chinaDates(v.createdAt),
  };
}

/** The contract's part of the steps' context: the version to sign, who signed it, a pending change. */
export function contractFacts(
  versions: readonly repo.VersionRow[],
  sigs: readonly repo.SignatureRow[],
  /** The project's price (fen), for the 预付款 the client holds on signing; 0 when not needed. */
  price = 0,
): ProjectCtx['contract'] {
  const now = versions.find((v) => v.state === 'current');
  const proposed = versions.find((v) => v.state === 'proposed');
  const target = proposed ?? now;
  if (!target) return null;
  const signedOn = (v: repo.VersionRow | undefined, side: Side) =>
    !!v && sigs.some((s) => s.contractId === v.id && s.side === side);
  return {
    ready: target.fileId !== null,
    signed: { client: signedOn(target, 'client'), factory: signedOn(target, 'factory') },
    proposedBy: proposed && proposed.side !== 'system' ? (proposed.side as Side) : null,
    prepay: price ? (stageAmounts(price, target.plan)[0] ?? 0) : 0,
  };
}

/** The contract's fields of the detail, and its facts for the steps; the parties' only. */
export async function contractView(tx: Tx, p: ProjectRow, party: boolean) {
  if (!party || !p.quoteId) return { fields: noContract, facts: null, stages: [] as repo.StageRow[] };
  const [vs, sigs, stages] = await Promise.all([
    repo.versionsOf(tx, p.id),
    repo.signaturesOf(tx, p.id),
    p.contctck ? repo.stagesOf(tx, p.id) : Promise.resolve([] as repo.StageRow[]),
  ]);
  const now = vs.find((v) => v.state === 'current');
  const nw = vs.find((v) => v.state === 'proposed');
  const fields: ContractFields = {
    contctck: p.contctck,
    contctckdt: chinaStamp(p.contctckdt),
    prepay: now ? fenToYuan(stageAmounts(p.price, now.plan)[0]!) : 0,
    prepayp: now ? now.plan[0]!.percent : 0,
    stages: stages.map(stageOutOf),
    contractNow: now ? versionOut(p, now, sigs) : null,
    contractNew: nw ? versionOut(p, nw, sigs) : null,
  };
  return { fields, facts: contractFacts(vs, sigs, p.price), stages };
}
