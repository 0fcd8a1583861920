import { type ContractUpdateBody, defaultPlan } from '@hz/contract/projects';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionMember } from '../../members/session-member.ts';
import * as contracts from '../projects-contract-repository.ts';
import { generatedVersion, sha256 } from '../projects-contract-render.ts';
import { type ContractSide, contractSide, requireWon } from '../projects-contract-rules.ts';
import type { ProjectDeps } from '../projects-deal.ts';
import { rereadProject } from '../projects-views.ts';

/** A side's own PDF: its upload, checked to be a PDF; its id and SHA-256. */
async function ownPdf(d: ProjectDeps, memberId: number, fileId: string) {
  const opened = await d.uploads.openStored(fileId);
  const bad = (msg: string) => new AppError('invalid_params', msg, { fields: { file: msg } });
  if (!opened || opened.row.memberId !== memberId) {
    opened?.stream.destroy();
    throw bad('合同文件不存在，请重新上传');
  }
  const chunks: Buffer[] = [];
  for await (const c of opened.stream) chunks.push(c as Buffer);
  const bytes = Buffer.concat(chunks);
  if (opened.row.mime !== 'application/pdf' || !bytes.subarray(0, 5).equals(Buffer.from('%PDF-')))
    throw bad('合同文件须为PDF格式，请上传PDF文件');
  return { fileId: opened.row.id, sha256: sha256(bytes) };
}

/**
 * `bUpdateContract` / `fUpdateContract`: a side proposes a new version, regenerated with another plan or
 * terms (rendered by a job after this commits) or its own PDF. It waits for the other side, who signs it
 * to accept or refuses it; a proposal still waiting is replaced.
 */
export async function proposeContract(
  d: ProjectDeps,
  member: Pick<SessionMember, 'id'>,
  side: ContractSide,
  b: ContractUpdateBody,
) {
  const pre = await d.deal.load(d.db, b.id);
  contractSide(d.deal, pre, member, side);
  requireWon(pre);
  const cur = (await contracts.versionsOf(d.db, pre.id)).find((v) => v.state === 'current');
  const plan = b.plan ?? (b.prepayp !== undefined ? defaultPlan(b.prepayp) : (cur?.plan ?? defaultPlan()));
  const uploaded = b.file ? await ownPdf(d, member.id, b.file) : null;
  return d.deal.run(async (tx) => {
    const p = await d.deal.locked(tx, b.id);
    requireWon(p);
    const waiting = (await contracts.versionsOf(tx, p.id)).find((v) => v.state === 'proposed');
    if (waiting) await contracts.setVersionState(tx, waiting.id, 'superseded');
    const n = await contracts.nextVersionN(tx, p.id);
    const version = { n, side, memberId: member.id, plan, terms: b.terms, state: 'proposed' as const };
    if (uploaded)
      await contracts.insertVersion(tx, { projectId: p.id, source: 'uploaded', ...uploaded, ...version });
    else await generatedVersion(d, tx, p, version);
    await d.deal.note(
      tx,
      p,
      'contractPropose',
      side,
      member.id,
      `第${n}版（${uploaded ? '上传' : '重新生成'}，预付${plan[0]!.percent}%）`,
    );
    await d.deal.tell(tx, p, 'contractProposed', member.id, { id: p.id, by: side, n });
    return rereadProject(tx, d.deal, p.id, member);
  });
}
