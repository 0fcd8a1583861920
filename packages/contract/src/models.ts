import {
  anyMember,
  everyone,
  inStates,
  operatorsOnly,
  ownerEdits,
  ownerOnly,
  reviewedRead,
  reviewStates,
} from './common/access.ts';
import { z } from './common/zod.ts';
import { contactHidden } from './masking.ts';
import { modelStateSchema, reviewStateSchema } from './common/state-schemas.ts';
import { cardno, multiLineText, page, pageSize, singleLineText } from './common/fields.ts';
import type { CallDef } from './common/call.ts';
import { modelFormats, modelLicences } from './values/models.ts';
export * from './values/models.ts';

/**
 * The 3D model library (`Modelcenter/*`, `/model/*`; issue 15, DESIGN §5 3D models): designers share
 * and sell booth models; everyone browses them. A model has a file (uploaded as purpose `model`), a cover
 * image, a category of the `menusTree`, tags, a licence and a price in coins (0 = free). It is public when
 * processing made it `ready` and an operator approved it (content kind `model`). docs/domains/models.md.
 */

/**
 * The largest file processing derives a browser preview from (decision 030: the glTF toolkit holds the
 * model in memory); a bigger file is downloadable only and needs a cover image, like the formats above.
 */
export const modelPreviewMaxBytes = 128 * 1024 * 1024;

/** The largest model file, in bytes. */
export const modelMaxBytes = 500 * 1024 * 1024;
/**
 * A zip's limits, checked by reading its entries (not by the sizes its headers declare) when it is
 * uploaded and before a model uses it (apps/server/src/lib/zip-check.ts).
 */
export const modelZipLimits = {
  /** Entries in all, a nested zip's included. */
  entries: 2000,
  /** Unpacked bytes in all, a nested zip's included. */
  unpackedBytes: 2 * 1024 * 1024 * 1024,
  /** Unpacked bytes of one entry: no more than the largest model file. */
  entryBytes: modelMaxBytes,
  /** Unpacked size over packed size, of any entry and of the whole. */
  ratio: 100,
  /** A zip may hold zips, which may not hold more. */
  depth: 1,
} as const;
/** Price in coins: whole, 0 (free) to this. */
export const modelMaxPrice = 100_000;
/** Members keep at most this many models waiting for review. */
export const pendingModelLimit = 20;
/** `total` of `Common/searchModel` counts at most this many. */
export const modelSearchCap = 1000;
/** How long a download link lasts, in seconds. */
export const modelLinkSeconds = 300;

const id = (what: string) =>
  z
    .number({ error: `请指定${what}` })
    .int(`请指定${what}`)
    .positive(`请指定${what}`);
const fileId = (what: string) =>
  z
    .string({ error: `请上传${what}` })
    .min(1, `请上传${what}`)
    .max(64);

const menuFields = {
  id: z.number().int(),
  name: z.string(),
  /** Shown in order of `sort`, then id. */
  sort: z.number().int(),
  hidden: z.boolean(),
};
/**
 * The tree has two levels (the server refuses a third): a top category and its children, each child with
 * an empty `children`. Written out level by level, not recursively, so that the published document
 * needs no references.
 */
const menuLeaf = z.object({ ...menuFields, children: z.array(z.never()).max(0) });
const menuNode = z.object({ ...menuFields, children: z.array(menuLeaf) });
/** One category of the tree. */
export type ModelMenu = z.infer<typeof menuNode>;

/** `Common/menusTree`: the category tree (visible categories; operators with `all` also see hidden ones). */
export const menusTreeBody = z.object({ all: z.boolean().default(false) });
export const menusTreeData = z.object({ listItem: z.array(menuNode) });

const menuName = singleLineText('分类名称', { error: '请输入分类名称' })
  .min(1, '请输入分类名称')
  .max(20, '分类名称最多20个字');

/**
 * `Admin/modelMenuSave` (operators): adds a category (no `id`) or renames, moves (`parentId`, null for
 * the top level) or hides one. The tree has at most two levels.
 */
export const modelMenuSaveBody = z.object({
  id: id('分类').optional(),
  name: menuName,
  parentId: id('上级分类').nullable().default(null),
  sort: z.number({ error: '排序应为整数' }).int('排序应为整数').min(0).max(9999).default(0),
  hidden: z.boolean().default(false),
});
export type ModelMenuSaveBody = z.infer<typeof modelMenuSaveBody>;
export const modelMenuDeleteBody = z.object({ id: id('分类') });

const metadata = {
  title: singleLineText('模型名称', { error: '请输入模型名称' })
    .min(2, '模型名称至少2个字')
    .max(40, '模型名称最多40个字'),
  categoryId: id('模型分类'),
  tags: z
    .array(singleLineText('标签').min(1, '标签不能为空').max(10, '每个标签最多10个字'), {
      error: '标签格式不正确',
    })
    .max(8, '最多8个标签')
    .default([]),
  description: multiLineText('模型描述').max(2000, '模型描述最多2000个字').default(''),
  licence: z.enum(modelLicences, { error: '请选择授权方式' }),
  price: z
    .number({ error: '价格应为数字' })
    .int('价格应为整数元')
    .min(0, '价格不能为负数')
    .max(modelMaxPrice, `价格最多${modelMaxPrice}元`),
  /** The cover image (purpose `listing`); required for formats a browser cannot show. */
  cover: fileId('封面图').optional(),
};

/** `Modelcenter/uploadModel`: `file` is the member's upload of purpose `model`. */
export const uploadModelBody = z.object({ ...metadata, file: fileId('模型文件') });
export type UploadModelBody = z.infer<typeof uploadModelBody>;
/** `Modelcenter/editModel`: the metadata (the file stays); an approved model goes back to review. */
export const editModelBody = z.object({ id: id('模型'), ...metadata });
export type EditModelBody = z.infer<typeof editModelBody>;
export const modelIdBody = z.object({ id: id('模型') });

/** One model in lists. */
export const modelItem = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryId: z.number().int(),
  /** The category's path, e.g. `展台 / 特装`. */
  category: z.string(),
  format: z.enum(modelFormats),
  /** A browser can show it (and processing made its preview). */
  viewable: z.boolean(),
  licence: z.enum(modelLicences),
  /** Coins; 0 free. */
  price: z.number().int(),
  /** Cover thumbnail URL, '' when none. */
  cover: z.string(),
  /** Dimensions in metres when processing read them, else null. */
  dims: z.object({ x: z.number(), y: z.number(), z: z.number() }).nullable(),
  downloads: z.number().int(),
  favorites: z.number().int(),
  cardno,
  author: z.string(),
  dates: z.string(),
});
export type ModelItem = z.infer<typeof modelItem>;

export const modelInfo = modelItem.extend({
  description: z.string(),
  tags: z.array(z.string()),
  licenceSummary: z.string(),
  size: z.number().int(),
  /** The file to view in the browser (viewable formats), else ''. Never the download itself. */
  preview: z.string(),
  mine: z.boolean(),
  /** Processing state. */
  state: modelStateSchema,
  /** The processing failure's reason ('' otherwise), for the author. */
  failReason: z.string(),
  checked: reviewStateSchema,
  /** The operator's reason when rejected, for the author and operators; else ''. */
  reason: z.string(),
  /** The viewer has bought it (or it is free, or theirs): downloading charges nothing. */
  owned: z.boolean(),
  fvr: z.boolean(),
});
export type ModelInfo = z.infer<typeof modelInfo>;
/** `Modelcenter/uploadModel` and `editModel`: the model, and whether contact details were found and hidden. */
export const modelSaveData = modelInfo.extend({ contactHidden });
export type ModelSaveData = z.infer<typeof modelSaveData>;

export const searchModelBody = z.object({
  keyword: singleLineText('关键词').max(50, '关键词最多50个字').default(''),
  /** A category and its children; 0 any. */
  categoryId: z.number({ error: '分类应为数字' }).int().min(0).default(0),
  format: z.union([z.enum(modelFormats), z.literal('')], { error: '格式不正确' }).default(''),
  licence: z.union([z.enum(modelLicences), z.literal('')], { error: '授权方式不正确' }).default(''),
  /** `free`, `paid` or '' for both. */
  pay: z.enum(['', 'free', 'paid'], { error: '价格筛选不正确' }).default(''),
  viewable: z.boolean().default(false),
  sort: z.enum(['new', 'downloads', 'favorites'], { error: '排序方式不正确' }).default('new'),
  page,
  pageSize,
});
export type SearchModelBody = z.infer<typeof searchModelBody>;

export const searchModelData = z.object({
  listItem: z.array(modelItem),
  total: z.number().int(),
  totalCapped: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const modelListBody = z.object({
  page,
  pageSize,
  /** Only models not public yet (processing, failed, waiting for review, refused): 模型审核. */
  review: z.boolean().default(false),
});
/** One of my models: its detail plus what it sold. */
export const myModelItem = modelInfo.extend({
  /** Members who bought it. */
  sales: z.number().int(),
  /** The author's share of those sales, in coins (yuan, two decimals). */
  earnings: z.number(),
});
export const modelListData = z.object({
  listItem: z.array(myModelItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `Modelcenter/dnldModel`: `paycode` for a paid model not yet bought. */
export const dnldModelBody = z.object({
  id: id('模型'),
  paycode: z
    .string()
    .regex(/^\d{6}$/, '支付密码为6位数字')
    .optional(),
});
export const dnldModelData = z.object({
  /** A signed link for this member, valid `modelLinkSeconds`. */
  url: z.string(),
  expiresAt: z.string(),
  /** Coins charged by this call (0 when free or bought before). */
  charged: z.number().int(),
});

/** A download of a model not public yet: its author only; to others it does not exist. */
const hiddenOrOwner = {
  visitor: 'not_logged_in',
  member: 'not_found',
  operator: 'not_found',
  owner: 'success',
} as const;

export const modelsCalls = {
  'Common/menusTree': {
    method: 'POST',
    path: '/api/Common/menusTree',
    summary: '3D模型分类树（两级；运营人员 all=true 时含隐藏分类）',
    body: menusTreeBody,
    data: menusTreeData,
    auth: false,
  },
  'Admin/modelMenuSave': {
    method: 'POST',
    path: '/api/Admin/modelMenuSave',
    summary: '新增、改名、移动或隐藏3D模型分类（仅运营人员）',
    body: modelMenuSaveBody,
    data: menusTreeData,
    auth: true,
    admin: true,
    access: { object: 'category', with: { name: '权限测试改名' }, expect: { visible: operatorsOnly } },
  },
  'Admin/modelMenuDelete': {
    method: 'POST',
    path: '/api/Admin/modelMenuDelete',
    summary: '删除3D模型分类（有模型或子分类的不可删除；仅运营人员）',
    body: modelMenuDeleteBody,
    data: menusTreeData,
    auth: true,
    admin: true,
    access: { object: 'category', expect: { visible: operatorsOnly } },
  },
  'Modelcenter/uploadModel': {
    method: 'POST',
    path: '/api/Modelcenter/uploadModel',
    summary: '发布3D模型（文件先以 purpose=model 上传；提交后处理并待审核）',
    body: uploadModelBody,
    data: modelSaveData,
    auth: true,
    access: {
      object: 'category',
      field: 'categoryId',
      with: 'edit',
      // the category is public: another member is refused for the file, which is the owner's upload
      expect: {
        visible: {
          visitor: 'not_logged_in',
          member: 'invalid_params',
          operator: 'invalid_params',
          owner: 'success',
        },
      },
    },
  },
  'Modelcenter/editModel': {
    method: 'POST',
    path: '/api/Modelcenter/editModel',
    summary: '修改我的3D模型信息（修改后重新审核）',
    body: editModelBody,
    data: modelSaveData,
    auth: true,
    access: { object: 'model', with: 'edit', expect: ownerEdits },
  },
  'Modelcenter/deleteModel': {
    method: 'POST',
    path: '/api/Modelcenter/deleteModel',
    summary: '删除我的3D模型',
    body: modelIdBody,
    data: z.object({ id: z.number().int() }),
    auth: true,
    access: { object: 'model', expect: inStates(ownerOnly, ...reviewStates) },
  },
  'Modelcenter/modelList': {
    method: 'POST',
    path: '/api/Modelcenter/modelList',
    summary: '我的3D模型（全部状态，最新在前）',
    body: modelListBody,
    data: modelListData,
    auth: true,
  },
  'Modelcenter/modelInfo': {
    method: 'POST',
    path: '/api/Modelcenter/modelInfo',
    summary: '我的3D模型详情（任何状态）',
    body: modelIdBody,
    data: modelInfo,
    auth: true,
    access: { object: 'model', expect: inStates(ownerOnly, ...reviewStates) },
  },
  'Modelcenter/dnldModel': {
    method: 'POST',
    path: '/api/Modelcenter/dnldModel',
    summary: '下载3D模型（付费模型首次下载需支付密码并扣费；返回本人专用的短时签名链接）',
    body: dnldModelBody,
    data: dnldModelData,
    auth: true,
    access: {
      object: 'model',
      expect: { ...inStates(hiddenOrOwner, 'pending', 'rejected'), approved: anyMember },
    },
  },
  'Common/searchModel': {
    method: 'POST',
    path: '/api/Common/searchModel',
    summary: '3D模型库（分类、关键词、格式、授权、免费/付费、可预览筛选；最新、下载、收藏排序）',
    body: searchModelBody,
    data: searchModelData,
    auth: false,
    access: { object: 'category', field: 'categoryId', expect: { visible: everyone } },
  },
  'Common/modelInfo': {
    method: 'POST',
    path: '/api/Common/modelInfo',
    summary: '3D模型详情（公开的；作者与运营人员可见全部状态）',
    body: modelIdBody,
    data: modelInfo,
    auth: false,
    access: { object: 'model', expect: reviewedRead },
  },
} as const satisfies Record<string, CallDef>;
