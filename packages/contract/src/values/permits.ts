/**
 * The 报馆 package of a build project (issue 31 point 3; docs/domains/projects.md § 报馆材料): the documents
 * an organiser requires before a special-build booth may be built. Plain values (no zod), so that the
 * project page can name them without loading the contract's schemas.
 */

export type PermitParty = 'client' | 'factory';
export const permitPartyNames: Record<PermitParty, string> = { client: '客户', factory: '工厂' };

/** What an item takes: files of these formats up to `maxMb`, or the crew list (names and ID numbers). */
export interface PermitRule {
  /** `pdf`, `jpeg`, `png`, `webp` (the uploads module's formats). */
  formats: readonly string[];
  maxMb: number;
  /** The hint under the item and the refusal of another format. */
  hint: string;
}

const drawings: PermitRule = {
  formats: ['pdf', 'jpeg', 'png'],
  maxMb: 20,
  hint: 'PDF 或 JPG、PNG 图片，不超过 20 MB',
};
const papers: PermitRule = {
  formats: ['pdf', 'jpeg', 'png'],
  maxMb: 10,
  hint: 'PDF 或 JPG、PNG 图片，不超过 10 MB',
};

/** The default checklist, in its order: key, title, who uploads it, what it takes. */
export const defaultPermitItems = [
  {
    key: 'render',
    title: '效果图',
    party: 'client',
    rule: {
      formats: ['jpeg', 'png', 'webp', 'pdf'],
      maxMb: 20,
      hint: 'JPG、PNG、WebP 图片或 PDF，不超过 20 MB',
    },
  },
  { key: 'drawing', title: '施工图（含尺寸）', party: 'factory', rule: drawings },
  { key: 'electric', title: '电路图', party: 'factory', rule: drawings },
  { key: 'safety', title: '结构安全声明', party: 'factory', rule: papers },
  { key: 'licence', title: '营业执照（搭建工厂）', party: 'factory', rule: papers },
  { key: 'qualify', title: '施工资质', party: 'factory', rule: papers },
  {
    key: 'crew',
    title: '施工人员名单',
    party: 'factory',
    rule: { formats: [], maxMb: 0, hint: '填写姓名与身份证号（办理施工证）' },
  },
  { key: 'insurance', title: '保险单', party: 'factory', rule: papers },
] as const satisfies ReadonlyArray<{ key: string; title: string; party: PermitParty; rule: PermitRule }>;

/** An item the client added to match the organiser's list. */
export const customPermitRule: PermitRule = drawings;

export const MAX_PERMIT_ITEMS = 20;
export const MAX_PERMIT_FILES_PER_ITEM = 10;
export const MAX_CREW = 200;

/** The rule of an item by its key (`c…` keys are the client's own items). */
export function permitRule(key: string): PermitRule {
  return defaultPermitItems.find((i) => i.key === key)?.rule ?? customPermitRule;
}

/** A crew member's ID number (GB 11643-1999): the same check as 实名认证's (`common/idcard.ts`). */
export { idcardProblem } from '../common/idcard.ts';

/** An ID number as the cover shows it: all but the last four digits masked. */
export const maskIdNumber = (s: string) => `${'*'.repeat(Math.max(0, s.length - 4))}${s.slice(-4)}`;
