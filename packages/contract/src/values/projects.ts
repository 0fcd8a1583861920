/**
 * The plain values of build projects a page names (the quotation's categories, the limits its forms show):
 * no zod here, so that a project's page, server-rendered, can name them without loading the contract's
 * schemas (and the region tree they reach). `projects.ts` re-exports them.
 */

export const MAX_PROJECT_FILES = 20;

/** The quotation's line-item categories: the seed's seven, then labour and transport (decision 028). */
export const quoteCategories = [
  'dimian',
  'beiban',
  'mentou',
  'zhanshi',
  'jiedai',
  'meigong',
  'zulin',
  'rengong',
  'yunshu',
] as const;
export type QuoteCategory = (typeof quoteCategories)[number];
export const quoteCategoryNames: Record<QuoteCategory, string> = {
  dimian: '地面',
  beiban: '背板',
  mentou: '门头',
  zhanshi: '展示',
  jiedai: '接待',
  meigong: '美工',
  zulin: '租赁',
  rengong: '人工',
  yunshu: '运输',
};

export const MAX_DEPOSIT_REASON = 200;

/** Most characters of a question, of an answer; most questions on one quotation. */
export const MAX_QUESTION_CHARS = 500;
export const MAX_ANSWER_CHARS = 1000;
