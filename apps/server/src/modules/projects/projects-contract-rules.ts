import { ProjectState as S } from '@hz/contract/common/states';
import { AppError } from '../../lib/app-error.ts';
import type { VersionRow } from './projects-contract-repository.ts';
import { type ProjectDeal, projectVisible } from './projects-deal.ts';
import type { ProjectRow } from './projects-repository.ts';

/** The contract's rules shared by its calls (decision 034): who is which side, when it may change, what is signed. */

export type ContractSide = 'client' | 'factory';
export const sideNames: Record<ContractSide, string> = { client: '客户', factory: '工厂' };

/** The caller's side on the project (`want`: only that one); a stranger gets `not_found` on a hidden project. */
export function contractSide(
  deal: ProjectDeal,
  p: ProjectRow,
  m: { id: number },
  want?: ContractSide,
): ContractSide {
  const found = deal.sideOf(p, m);
  const side: ContractSide | null = found === 'client' ? 'client' : found === 'provider' ? 'factory' : null;
  if (side === null && !projectVisible(p)) throw deal.refuse.notFound();
  if (side === null || (want && side !== want))
    throw deal.refuse.forbidden(
      want === 'factory'
        ? '只有中标工厂可以进行此操作'
        : want === 'client'
          ? '只有项目发布者可以进行此操作'
          : '只有合同双方可以查看合同',
    );
  return side;
}

/** The contract can change and be signed only while the project is `won`. */
export function requireWon(p: ProjectRow) {
  if (p.status === S.won) return;
  if (p.status === S.open) throw new AppError('state_conflict', '项目尚未选定报价，还没有合同');
  if (p.status === S.closed && !p.quoteId) throw new AppError('state_conflict', '项目已关闭');
  throw new AppError('state_conflict', '合同已由双方签署，不能再修改或签署');
}

/** The version a signer names must be the current one (or the other side's proposal), as they saw it. */
export function signTarget(
  vs: readonly VersionRow[],
  side: ContractSide,
  b: { version: number; sha256: string },
) {
  const v = vs.find((x) => x.n === b.version);
  const proposed = vs.find((x) => x.state === 'proposed');
  if (!v || (v.state !== 'current' && v.state !== 'proposed'))
    throw new AppError('state_conflict', '该合同版本已不是当前版本，请查看最新版本后再签署');
  if (v.state === 'proposed' && v.side === side)
    throw new AppError('state_conflict', '这是您提出的合同修改，需等待对方确认后再签署');
  if (v.state === 'current' && proposed)
    throw new AppError(
      'state_conflict',
      proposed.side === side
        ? '您提出的合同修改尚待对方确认，确认后再签署新版本'
        : `${sideNames[proposed.side as ContractSide]}提出了合同修改（第${proposed.n}版），请先查看并确认或拒绝`,
    );
  if (!v.fileId) throw new AppError('state_conflict', '合同生成中，请稍后刷新查看后再签署');
  if (v.sha256 !== b.sha256)
    throw new AppError('state_conflict', '合同内容与您查看的版本不一致，请重新打开合同查看后再签署');
  return v;
}
