import { z } from './common/zod.ts';
import { contactHidden } from './masking.ts';
import { reviewStateSchema } from './common/state-schemas.ts';
import { fileIdField, textField } from './common/publish-fields.ts';
import { cardno, page, pageSize } from './common/fields.ts';
import { yuan } from './common/money.ts';
import { MAX_BOOTH_AREA, ownerCard } from './people.ts';
import type { CallDef } from './common/call.ts';
import { ownerEdits, publicOnceApproved, reviewedRead } from './common/access.ts';

/**
 * Fixed-price services (issue 12, point 3; docs/domains/people.md): a designer offers a design service
 * ("9 m² 标摊设计，3 天出图"), a factory a build service ("36 m² 特装搭建"), with an area range, a price in
 * yuan or 面议, delivery days, what is included and excluded, and pictures. Moderated (content kind
 * `service`): public once approved while the owner's profile is public; an edit goes back to review
 * (hidden until approved). Ordering a service comes with design tasks and build projects.
 */

/** `design` needs a designer profile (person verification), `build` a factory profile (business). */
export const serviceTypes = ['design', 'build'] as const;
export type ServiceType = (typeof serviceTypes)[number];
export const serviceTypeNames: Record<ServiceType, string> = { design: '设计服务', build: '搭建服务' };

/** A member keeps at most this many services waiting for review. */
export const pendingServiceLimit = 20;
export const MAX_SERVICE_PICS = 8;
export const MAX_SERVICE_DAYS = 365;
/** Highest price of a service, in fen (¥10,000,000). */
export const MAX_SERVICE_PRICE_FEN = 10_000_000_00;

const area = (label: string) =>
  z
    .number({ error: `请输入${label}` })
    .int(`${label}应为整数`)
    .min(1, `${label}至少1㎡`)
    .max(MAX_BOOTH_AREA, `${label}最多${MAX_BOOTH_AREA}㎡`);

/**
 * `Service/servicePub`: publish a service, or with `id` edit one's own; it waits for review. `price` is
 * yuan (at most two decimals) unless `negotiable` (面议), when it is left out or 0.
 */
export const servicePubBody = z
  .object({
    id: z.number({ error: '服务编号应为数字' }).int().positive().optional(),
    type: z.enum(serviceTypes, { error: '请选择服务类型' }),
    title: textField('服务名称', 4, 40),
    /** The booth areas it covers, m². */
    areaMin: area('最小面积'),
    areaMax: area('最大面积'),
    negotiable: z.boolean({ error: '面议应为是或否' }).default(false),
    /** Yuan; in fen after parsing. Ignored (0) when `negotiable`. */
    price: yuan('服务价格', { minFen: 0, maxFen: MAX_SERVICE_PRICE_FEN }).default(0),
    /** Days from order to delivery. */
    days: z
      .number({ error: '请输入交付周期' })
      .int('交付周期应为整数')
      .min(1, '交付周期至少1天')
      .max(MAX_SERVICE_DAYS, `交付周期最多${MAX_SERVICE_DAYS}天`),
    /** What the price includes (plain text). */
    includes: textField('服务内容', 4, 1000),
    /** What it does not include (plain text), or ''. */
    excludes: z.string({ error: '不含内容应为文字' }).trim().max(1000, '不含内容最多1000个字').default(''),
    cover: fileIdField('封面图片'),
    pics: z
      .array(fileIdField('图片'), { error: '图片不正确' })
      .max(MAX_SERVICE_PICS, `除封面外最多${MAX_SERVICE_PICS}张图片`)
      .default([]),
  })
  .superRefine(
    (b, ctx) => {
      if (typeof b.areaMin === 'number' && typeof b.areaMax === 'number' && b.areaMax < b.areaMin)
        ctx.addIssue({ code: 'custom', path: ['areaMax'], message: '最大面积不能小于最小面积' });
      if (b.negotiable === false && b.price === 0)
        ctx.addIssue({ code: 'custom', path: ['price'], message: '请输入服务价格，或选择面议' });
      if (b.negotiable === true && typeof b.price === 'number' && b.price > 0)
        ctx.addIssue({ code: 'custom', path: ['price'], message: '选择面议时无需填写价格' });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type ServicePubBody = z.infer<typeof servicePubBody>;

const image = z.object({ id: z.string(), url: z.string(), thumb: z.string() });

/** A service in a list (public, or the owner's with its state). */
export const serviceItem = z.object({
  id: z.number().int(),
  type: z.enum(serviceTypes),
  title: z.string(),
  areaMin: z.number().int(),
  areaMax: z.number().int(),
  /** Yuan; 0 when `negotiable`. */
  price: z.number(),
  negotiable: z.boolean(),
  days: z.number().int(),
  cover: z.string(),
  thumb: z.string(),
  /** Its page (`/personCenter/serviceDetail?id=`). */
  link: z.string(),
  dates: z.string(),
});
export type ServiceItem = z.infer<typeof serviceItem>;

/** A service in full (`Service/serviceInfo`, and the publish response). */
export const serviceInfo = serviceItem
  .extend({
    includes: z.string(),
    excludes: z.string(),
    cover: image,
    pics: z.array(image),
    /** Its designer or factory. */
    owner: ownerCard,
    mine: z.boolean(),
    checked: reviewStateSchema,
    /** The operator's reason when rejected, for the owner and operators; else ''. */
    reason: z.string(),
    times: z.string(),
  })
  .omit({ thumb: true });
export type ServiceInfo = z.infer<typeof serviceInfo>;
/** `Service/servicePub`'s answer: the service, and whether contact details were found and hidden. */
export const servicePubData = serviceInfo.extend({ contactHidden });
export type ServicePubData = z.infer<typeof servicePubData>;

/** `Service/serviceInfo {id}`: public once approved; the owner and operators see every state. */
export const serviceInfoBody = z.object({ id: z.number({ error: '请指定服务' }).int().positive() });

/** `Service/serviceDel {id}`: deletes one's own. */
export const serviceDelBody = serviceInfoBody;
export const serviceDelData = z.object({ id: z.number().int() });

/** `Service/myList {page}`: the member's services, every state, last changed first. */
export const myServicesBody = z.object({ page, pageSize });
export const myServiceItem = serviceItem.extend({
  checked: reviewStateSchema,
  reason: z.string(),
  updated: z.string(),
});
export const myServicesData = z.object({
  listItem: z.array(myServiceItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** `Service/openList {cardno, type?, page}`: one member's approved services, newest first. */
export const openServicesBody = z.object({
  cardno,
  type: z.enum([...serviceTypes, ''], { error: '服务类型不正确' }).default(''),
  page,
  pageSize,
});
export const openServicesData = z.object({
  listItem: z.array(serviceItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const servicesCalls = {
  'Service/servicePub': {
    method: 'POST',
    path: '/api/Service/servicePub',
    summary: '发布或修改服务（设计服务需设计师资料，搭建服务需工厂资料；提交后审核）',
    body: servicePubBody,
    data: servicePubData,
    auth: true,
    access: { object: 'service', with: 'edit', expect: ownerEdits },
  },
  'Service/serviceDel': {
    method: 'POST',
    path: '/api/Service/serviceDel',
    summary: '删除自己的服务',
    body: serviceDelBody,
    data: serviceDelData,
    auth: true,
    access: {
      object: 'service',
      expect: ownerEdits,
    },
  },
  'Service/myList': {
    method: 'POST',
    path: '/api/Service/myList',
    summary: '我的服务（全部状态，含驳回原因）',
    body: myServicesBody,
    data: myServicesData,
    auth: true,
  },
  'Service/serviceInfo': {
    method: 'POST',
    path: '/api/Service/serviceInfo',
    summary: '服务详情（审核通过的公开；发布者与运营人员可见全部状态）',
    body: serviceInfoBody,
    data: serviceInfo,
    auth: false,
    access: { object: 'service', expect: reviewedRead },
  },
  'Service/openList': {
    method: 'POST',
    path: '/api/Service/openList',
    summary: '设计师或工厂审核通过的服务',
    body: openServicesBody,
    data: openServicesData,
    auth: false,
    access: { object: 'designer', field: 'cardno', expect: publicOnceApproved },
  },
} as const satisfies Record<string, CallDef>;
