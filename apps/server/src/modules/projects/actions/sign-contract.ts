import type { z } from '@hz/contract/common/zod';
import type { signBBody } from '@hz/contract/projects';
import { AppError } from '../../../lib/app-error.ts';
import { moneyText } from '../../../lib/money.ts';
import { dbNow } from '../../../lib/state-transition.ts';
import type { SessionMember } from '../../members/session-member.ts';
import * as contracts from '../projects-contract-repository.ts';
import { type ContractSide, contractSide, requireWon, signTarget } from '../projects-contract-rules.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { stageAmounts } from '../projects-stages.ts';
import { scheduleSigned } from '../projects-timers.ts';
import { rereadProject } from '../projects-views.ts';

type Body = z.infer<typeof signBBody> | Omit<z.infer<typeof signBBody>, 'paycode'>;

/**
 * `signbContract` / `signfContract`: a side signs the version it names (number and SHA-256 as it saw
 * them) with the SMS code of its own mobile; the client also with its pay password, since its signature
 * authorises the hold. Signing the other side's proposal accepts it. The second signature on one version:
 * won → signed, the plan's stages written and the first one held, the project's timers set.
 */
export async function signContract(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id' | 'mobile' | 'actor'>,
  side: ContractSide,
  b: Body,
  ip: string,
) {
  // checked before the pay password is spent on a refusal that does not depend on it
  const pre = await d.deal.load(d.db, b.id);
  contractSide(d.deal, pre, member, side);
  requireWon(pre);
  signTarget(await contracts.versionsOf(d.db, pre.id), side, b);
  if (side === 'client') await d.paycodes.verify(member.id, (b as { paycode: string }).paycode);

  const out = await d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    requireWon(p);
    const vs = await contracts.versionsOf(tx, p.id);
    const v = signTarget(vs, side, b);
    // a wrong code is recorded (its tries counted): returned, and thrown after the commit
    // the code went to the person signing: a staff member's own mobile (decision 056)
    const check = await d.codes.check(
      tx,
      member.actor?.person.mobile ?? member.mobile,
      'contract',
      b.code,
      true,
    );
    if (!check.ok) return check;
    const sigs = await contracts.signaturesOf(tx, p.id);
    if (sigs.some((s) => s.contractId === v.id && s.side === side))
      throw new AppError('conflict', '您已签署该版本合同');
    if (v.state === 'proposed') {
      // acceptance: the proposal becomes the contract; signatures of the old version no longer count
      const cur = vs.find((x) => x.state === 'current');
      if (cur) await contracts.setVersionState(tx, cur.id, 'superseded');
      await contracts.setVersionState(tx, v.id, 'current');
      await d.deal.note(tx, p, 'contractAccept', side, member.id, `第${v.n}版`);
    }
    await contracts.insertSignature(tx, { contractId: v.id, projectId: p.id, memberId: member.id, side, ip });
    await d.deal.note(tx, p, 'contractSign', side, member.id, `第${v.n}版`);
    if (!sigs.some((s) => s.contractId === v.id && s.side !== side)) {
      await d.deal.tell(tx, p, 'contractSigned', member.id, { id: p.id, by: side, n: v.n });
      return rereadProject(tx, d.deal, p.id, member);
    }
    const { rev } = await d.deal.move(tx, p, 'sign', 'system', null, {
      set: { contctck: 1, contctckdt: dbNow },
      note: `第${v.n}版`,
    });
    await d.stages.create(tx, p, v.plan);
    const first = v.plan[0]!;
    const amount = stageAmounts(p.price, v.plan)[0]!;
    try {
      await d.stages.hold(tx, p, 'sign');
    } catch (err) {
      if (err instanceof AppError && err.code === 'insufficient_balance')
        throw new AppError(
          'insufficient_balance',
          `余额不足：签署后需托管${first.name} ${moneyText(amount)}，请先充值再签署`,
          err.data,
        );
      throw err;
    }
    // the move-in, its reminders and the show-date reminders (decision 035), at the signed `rev`
    await scheduleSigned(d, tx, p, rev);
    await d.deal.tell(tx, p, 'signed', member.id, { id: p.id, n: v.n, stage: first.name, amount });
    return rereadProject(tx, d.deal, p.id, member);
  });
  if ('ok' in out) throw out.error;
  return out;
}
