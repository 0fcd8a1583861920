import { type Outcomes, ownerOnly } from './common/access.ts';
import type { CallDef } from './common/call.ts';
import { singleLineText } from './common/fields.ts';
import { z } from './common/zod.ts';
import { idcardProblem, MAX_CREW } from './values/permits.ts';

export * from './values/permits.ts';

/**
 * The 报馆 package of a build project (issue 31 point 3; docs/domains/projects.md § 报馆材料): a checklist
 * (the default one, adjusted by the client to the organiser's list), the files each party uploaded per
 * item, the crew list (names and ID numbers), what is complete and what is missing; one download gives a
 * zip of the files and a PDF cover listing them. Only the project's client and its awarded factory see it:
 * to anyone else, operators included, it does not exist.
 */

const projectIdField = z.number({ error: '请指定项目' }).int('项目编号不正确').positive('项目编号不正确');
const itemKey = z.string({ error: '请指定材料' }).trim().min(1, '请指定材料').max(20, '材料不存在');
const party = z.enum(['client', 'factory'], { error: '请选择由哪一方上传' });

export const permitFile = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number().int(),
  /** The file's format (`pdf`, `jpeg`, …). */
  kind: z.string(),
  /** Who uploaded it; only they may remove it. */
  side: party,
  mine: z.boolean(),
});

export const permitItem = z.object({
  key: z.string(),
  title: z.string(),
  party,
  /** Added by the client (not one of the default checklist's). */
  custom: z.boolean(),
  files: z.array(permitFile),
  /** The crew item: its entries count instead of files. */
  crew: z.boolean(),
  done: z.boolean(),
  /** What the item takes (formats and size), for its upload button. */
  hint: z.string(),
});
export type PermitItem = z.infer<typeof permitItem>;

export const crewEntry = z.object({
  name: singleLineText('姓名', { error: '请输入姓名' }).min(2, '姓名至少2个字').max(20, '姓名最多20个字'),
  idno: z
    .string({ error: '请输入身份证号' })
    .trim()
    .toUpperCase()
    .superRefine((s, ctx) => {
      const problem = idcardProblem(s);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

export const permitData = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The viewer's side. */
  side: party,
  /** The client may adjust the checklist; both may upload their parts (not once the project is closed). */
  editable: z.boolean(),
  items: z.array(permitItem),
  /** Names and full ID numbers: the two parties only, never public. */
  crew: z.array(z.object({ name: z.string(), idno: z.string() })),
  complete: z.boolean(),
  /** The titles of the items still missing. */
  missing: z.array(z.string()),
  /** `GET /api/Projectcenter/permitZip?id=`: the package as a zip with its PDF cover. */
  download: z.string(),
});
export type PermitData = z.infer<typeof permitData>;

export const permitIdBody = z.object({ id: projectIdField });
export const permitItemAddBody = z.object({
  id: projectIdField,
  title: singleLineText('材料名称', { error: '请输入材料名称' })
    .min(2, '材料名称至少2个字')
    .max(30, '材料名称最多30个字'),
  party,
});
export const permitItemRemoveBody = z.object({ id: projectIdField, item: itemKey });
export const permitFileAddBody = z.object({
  id: projectIdField,
  item: itemKey,
  file: z.string({ error: '请上传文件' }).min(1, '请上传文件').max(40, '文件不存在'),
});
export const permitFileRemoveBody = z.object({
  id: projectIdField,
  file: z.string({ error: '请指定文件' }).min(1, '请指定文件').max(40, '文件不存在'),
});
export const permitCrewBody = z.object({
  id: projectIdField,
  crew: z.array(crewEntry, { error: '请填写施工人员' }).max(MAX_CREW, `施工人员最多${MAX_CREW}人`),
});

/** A party's call on the package: success for its client; to anyone else it does not exist. */
const parties: Outcomes = ownerOnly;
/** A change: the client's while the project is not closed. */
const changes = {
  pending: parties,
  open: parties,
  won: parties,
  closed: { ...parties, owner: 'state_conflict' },
} as const;
const reads = { pending: parties, open: parties, won: parties, closed: parties } as const;

export const permitsCalls = {
  'Projectcenter/permitInfo': {
    method: 'POST',
    path: '/api/Projectcenter/permitInfo',
    summary: '报馆材料包：清单、双方上传的文件、施工人员名单、齐全与缺少的项（仅项目双方可见）',
    body: permitIdBody,
    data: permitData,
    auth: true,
    access: { object: 'project', expect: reads },
  },
  'Projectcenter/permitItemAdd': {
    method: 'POST',
    path: '/api/Projectcenter/permitItemAdd',
    summary: '按主场要求在报馆清单中添加一项（客户；与已删除的默认项同名时恢复该项）',
    body: permitItemAddBody,
    data: permitData,
    auth: true,
    access: { object: 'project', with: { title: '主场消防审批表', party: 'client' }, expect: changes },
  },
  'Projectcenter/permitItemRemove': {
    method: 'POST',
    path: '/api/Projectcenter/permitItemRemove',
    summary: '从报馆清单中删除一项（客户；该项已上传的文件不再计入材料包）',
    body: permitItemRemoveBody,
    data: permitData,
    auth: true,
    access: { object: 'project', with: { item: 'insurance' }, expect: changes },
  },
  'Projectcenter/permitFileAdd': {
    method: 'POST',
    path: '/api/Projectcenter/permitFileAdd',
    summary: '上传报馆材料（由该项的上传方上传：先以 purpose=permit 上传文件，再提交文件编号）',
    body: permitFileAddBody,
    data: permitData,
    auth: true,
    access: { object: 'project', with: { item: 'render', file: '$image:permit' }, expect: changes },
  },
  'Projectcenter/permitFileRemove': {
    method: 'POST',
    path: '/api/Projectcenter/permitFileRemove',
    summary: '删除自己上传的一份报馆材料',
    body: permitFileRemoveBody,
    data: permitData,
    auth: true,
    access: {
      object: 'project',
      // a file of the owner's that is not in the package: refused on the field, after the project's checks
      with: { file: '$image:permit' },
      expect: {
        pending: { ...parties, owner: 'invalid_params' },
        open: { ...parties, owner: 'invalid_params' },
        won: { ...parties, owner: 'invalid_params' },
        closed: { ...parties, owner: 'state_conflict' },
      },
    },
  },
  'Projectcenter/permitCrew': {
    method: 'POST',
    path: '/api/Projectcenter/permitCrew',
    summary: '保存施工人员名单（姓名与身份证号，按 GB 11643 校验；仅项目双方可见，封面中只显示后四位）',
    body: permitCrewBody,
    data: permitData,
    auth: true,
    access: {
      object: 'project',
      // the crew list is the factory's item by default: the client is told who fills it in
      with: { crew: [] },
      expect: {
        pending: { ...parties, owner: 'forbidden' },
        open: { ...parties, owner: 'forbidden' },
        won: { ...parties, owner: 'forbidden' },
        closed: { ...parties, owner: 'state_conflict' },
      },
    },
  },
  'Projectcenter/permitZip': {
    method: 'GET',
    path: '/api/Projectcenter/permitZip',
    summary: '下载报馆材料包（ZIP：全部文件与列出它们的PDF封面；仅项目双方）',
    query: z.object({ id: z.coerce.number({ error: '请指定项目' }).int().positive('项目编号不正确') }),
    data: z.null(),
    download: 'application/zip',
    auth: true,
    access: { object: 'project', expect: reads },
  },
} as const satisfies Record<string, CallDef>;
