import type { CallDef } from './common/call.ts';
import { page, pageSize } from './common/fields.ts';
import { jobStateSchema } from './common/state-schemas.ts';
import { JobState } from './common/states.ts';
import { z } from './common/zod.ts';
import { operatorsOnly } from './common/access.ts';

/** One background job as the operators' console shows it (docs/domains/jobs.md). */
export const jobItem = z.object({
  id: z.number().int(),
  /** The handler's name (`alipay.sweep`). */
  name: z.string(),
  /** The job's Chinese name; empty when this server does not define the job. */
  title: z.string(),
  state: jobStateSchema,
  /** The payload as JSON, cut to 300 characters. */
  payload: z.string(),
  /** The idempotency key; empty when none. */
  key: z.string(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** The error of the last failed attempt; empty when none failed. */
  lastError: z.string(),
  /** ISO times: when it is (or was) due, created, last changed, finished ('' while not finished). */
  runAt: z.string(),
  created: z.string(),
  updated: z.string(),
  finished: z.string(),
});

export const jobListBody = z.object({
  /** Failed jobs unless another state is asked for. */
  state: jobStateSchema.default(JobState.dead),
  page,
  pageSize,
});

export const jobListData = z.object({
  listItem: z.array(jobItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Jobs in each state, for the tabs. */
  counts: z.object({
    queued: z.number().int(),
    running: z.number().int(),
    done: z.number().int(),
    dead: z.number().int(),
  }),
});

export const jobRetryBody = z.object({ id: z.number({ error: '请选择任务' }).int().positive() });

/** The operators' view of the background job queue: failed jobs, and putting one back in the queue. */
export const jobsCalls = {
  'Admin/jobList': {
    method: 'POST',
    path: '/api/Admin/jobList',
    summary: '后台任务列表（按状态，含各状态数量）',
    body: jobListBody,
    data: jobListData,
    auth: true,
    admin: true,
  },
  'Admin/jobRetry': {
    method: 'POST',
    path: '/api/Admin/jobRetry',
    summary: '重试失败的后台任务（重新排队，立即执行）',
    body: jobRetryBody,
    data: jobItem,
    auth: true,
    admin: true,
    access: { object: 'job', expect: { dead: operatorsOnly } },
  },
} as const satisfies Record<string, CallDef>;
