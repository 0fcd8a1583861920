import { z } from './common/zod.ts';
import { ReviewState } from './common/states.ts';
import { reviewStateSchema } from './common/state-schemas.ts';
import { cardno, multiLineText, page, pageSize } from './common/fields.ts';
import type { CallDef } from './common/call.ts';
import { operatorsOnly } from './common/access.ts';

/**
 * Moderated content (DESIGN §5 Listings and discovery): every kind a member publishes and an operator
 * approves before it is public. The publisher's list (`Article/myList`) and the operators' queue
 * (`Admin/contentList`, `Admin/contentReview`) take any of them; a new kind (works, models) joins here.
 */
export const contentKinds = [
  'huizhan',
  'huiyi',
  'hycd',
  'photo',
  'designer',
  'factory',
  'work',
  'case',
  'service',
  'task',
  'model',
  'project',
  'contest',
] as const;
export const contentKind = z.enum(contentKinds, { error: '内容类型不正确' });
export type ContentKind = z.infer<typeof contentKind>;

export const contentKindNames: Record<ContentKind, string> = {
  huizhan: '展会',
  huiyi: '会议',
  hycd: '会议场地',
  photo: '展台照片',
  designer: '设计师资料',
  factory: '工厂资料',
  work: '设计作品',
  case: '搭建案例',
  service: '服务',
  task: '设计任务',
  model: '3D模型',
  project: '搭建项目',
  contest: '悬赏比稿',
};

/** `checked` on content: 0 pending review, 1 approved (public), 2 rejected (with a reason). */
export const contentStates = { pending: 0, approved: 1, rejected: 2 } as const;

/** A row of the publisher's own list or of the operators' queue, the same for every kind. */
export const contentItem = z.object({
  id: z.number().int(),
  kind: contentKind,
  title: z.string(),
  /**
   * What kind of thing it is: the industry (展会/会议), the venue type (场地), the exhibition (照片), the
   * specialities (设计师/工厂资料), the style and area (作品/案例) or the service type (服务).
   */
  sub: z.string(),
  city: z.string(),
  /** The days it runs (展会/会议), else ''. */
  sdate: z.string(),
  edate: z.string(),
  /** Thumbnail URL. */
  cover: z.string(),
  /** The public page that shows it once approved. */
  link: z.string(),
  cardno,
  checked: reviewStateSchema,
  reason: z.string(),
  dates: z.string(),
  times: z.string(),
  /**
   * The version this row shows: the time of its last change (ISO 8601, milliseconds). Sent back with
   * `Admin/contentReview`, it keeps a publisher's edit made while the operator reads from being
   * decided unseen.
   */
  version: z.string(),
});
export type ContentItem = z.infer<typeof contentItem>;

const pagedContent = z.object({
  listItem: z.array(contentItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `Article/myList`: the member's own content of one kind, every state, newest edit first. */
export const myListBody = z.object({ kind: contentKind, page, pageSize });
export const myListData = pagedContent;

/** `Admin/contentList`: the moderation queue (oldest pending first; decided ones newest first). */
export const contentListBody = z.object({
  kind: contentKind,
  checked: reviewStateSchema.default(ReviewState.pending),
  page,
  pageSize,
});
export const contentListData = pagedContent;

export const contentReviewBody = z
  .object({
    kind: contentKind,
    id: z.number().int().positive(),
    pass: z.boolean({ error: '请选择通过或驳回' }),
    reason: multiLineText('原因').max(200, '原因最多200个字').default(''),
    /**
     * The `version` of the item the operator has read (from `Admin/contentList`); when given and the
     * item has been edited since, the review is refused (`state_conflict`). Optional: without it the
     * decision applies to the item as it is now.
     */
    version: z.string().max(40, '版本不正确').optional(),
  })
  .refine((b) => b.pass || b.reason.length >= 2, {
    path: ['reason'],
    message: '驳回时请填写原因（至少2个字）',
  });
export const contentReviewData = contentItem;

/** Every kind at once: the publisher's own list (`Article/myList`) and the operators' queue. */
export const contentCalls = {
  'Article/myList': {
    method: 'POST',
    path: '/api/Article/myList',
    summary: '我发布的内容（按类型：展会、会议、场地、照片、资料、作品、案例、服务；含审核状态与原因）',
    body: myListBody,
    data: myListData,
    auth: true,
  },
  'Admin/contentList': {
    method: 'POST',
    path: '/api/Admin/contentList',
    summary: '内容审核队列（展会、会议、会议场地、展台照片、设计师与工厂资料、作品、案例、服务）',
    body: contentListBody,
    data: contentListData,
    auth: true,
    admin: true,
  },
  'Admin/contentReview': {
    method: 'POST',
    path: '/api/Admin/contentReview',
    summary: '内容审核：通过或驳回（附原因）',
    body: contentReviewBody,
    data: contentReviewData,
    auth: true,
    admin: true,
    access: {
      object: 'huizhan',
      with: { kind: 'huizhan', pass: true },
      expect: { pending: operatorsOnly },
    },
  },
} as const satisfies Record<string, CallDef>;
