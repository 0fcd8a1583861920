/**
 * The plain values of design tasks a page names (the deliverables, the styles, the limits its forms show):
 * no zod here, so that the task hall and a task's page, server-rendered, can name them without loading the
 * contract's schemas (and the region tree they reach). `tasks.ts` re-exports them.
 */

/** The deliverables a client may ask for (`types`). */
export const taskDeliverables = ['效果图', '施工图', '物料清单', '平面图', '灯光方案', '3D模型'] as const;
export const taskStyles = ['现代简约', '科技感', '中式', '欧式', '工业风', '自然生态', '其他'] as const;

/** Lowest fee of a task, in fen (¥100): below it no designer answers and fees are spam. */
export const MIN_TASK_FEE_FEN = 100_00;
/** Highest fee of a task, in fen (¥1,000,000). */
export const MAX_TASK_FEE_FEN = 1_000_000_00;
export const MAX_TASK_FILES = 10;
/** A proposal names at most this many of the designer's own approved works (decision 029). */
export const MAX_PROPOSAL_WORKS = 6;
/** Most characters of one conversation message. */
export const MAX_TALK_CHARS = 2000;
/** Most files of one conversation message. */
export const MAX_TALK_FILES = 5;
