import { z } from './zod.ts';

/**
 * The money an action moves or agrees to, as its dialog states it before the member commits (issue 27
 * point 2): how much, to whom, and the platform's fee (rate and amount, from the server's configuration).
 * Amounts in yuan.
 */
export const dealFunds = z.object({
  /**
   * `hold`: from the viewer's balance into escrow, paid to `to` on acceptance; `release`: from escrow to
   * `to`, less the fee; `refund`: from escrow back to `to`, no fee; `agree`: the deal's amount the viewer
   * (the provider) will be paid, less the fee, once the client accepts.
   */
  kind: z.enum(['hold', 'release', 'refund', 'agree']),
  amount: z.number(),
  /** Who receives it, as the sentence names them: 设计师 林晓展示设计, 工厂 …, 发布方 …, 您. */
  to: z.string(),
  /** The platform's fee taken when it is paid to the provider; 0 for a refund. */
  fee: z.number(),
  /** The fee's rate as read: `10%`. */
  rate: z.string(),
  /** What the provider receives: `amount − fee`. */
  net: z.number(),
});
export type DealFunds = z.infer<typeof dealFunds>;

/**
 * What a deal (a design task, a build project) offers its viewer now (decision 043): computed by the
 * server from the deal's transition table, the viewer's side, the state and the money; the web renders
 * it and keeps no copy of the table.
 */
export const dealAction = z.object({
  /** The action's name (`pay`, `accept`, `drawings`, …): the web maps it to its dialog or call. */
  name: z.string(),
  /** Its Chinese label (the button's text). */
  label: z.string(),
  /** When it must be taken by: an ISO instant or a `YYYY-MM-DD` China date; '' for no deadline. */
  due: z.string(),
  /** Whether taking it holds, releases or refunds money (the web asks the pay password for those). */
  money: z.boolean(),
  /** The money it moves or agrees to, when it does. */
  funds: dealFunds.nullable(),
});
export type DealAction = z.infer<typeof dealAction>;

/** The fields of a deal's detail: the viewer's actions now, and the 下一步 sentence ('' for none). */
export const dealView = {
  actions: z.array(dealAction),
  next: z.string(),
};

/** How a deal's file is shown: a picture (previewed in place), a PDF (opened in the browser), or other. */
export const dealFileTypes = ['image', 'pdf', 'file'] as const;

/**
 * A file of a deal (a task's deliveries and files, a project's drawings, reports and files) with what a
 * person needs to tell it from the others before opening it (issue 27): its name (contact details masked
 * as when it is downloaded), size in bytes and type; `thumb` the 320 px copy of a picture ('' for the
 * others). A file no longer stored reads `name` '' and `size` 0 (shown numbered, as before).
 */
export const dealFile = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.enum(dealFileTypes),
  thumb: z.string(),
});
export type DealFile = z.infer<typeof dealFile>;
