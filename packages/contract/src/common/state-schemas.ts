import {
  cashStateValues,
  cmtStateValues,
  complaintStateValues,
  depositStateValues,
  feedbackStateValues,
  applyStateValues,
  jobStateValues,
  modelStateValues,
  projectStateValues,
  quoteStateValues,
  rechargeStateValues,
  reviewStateValues,
  stageStateValues,
  taskStateValues,
  contestStateValues,
  entryStateValues,
  verifyStateValues,
} from './states.ts';
import { z } from './zod.ts';

/** The wire schemas of the named states (common/states.ts). */
export const reviewStateSchema = z.literal(reviewStateValues, { error: '审核状态不正确' });
export const verifyStateSchema = z.literal(verifyStateValues, { error: '认证状态不正确' });
export const cashStateSchema = z.literal(cashStateValues, { error: '提现状态不正确' });
export const rechargeStateSchema = z.enum(rechargeStateValues);
export const jobStateSchema = z.enum(jobStateValues, { error: '任务状态不正确' });
export const feedbackStateSchema = z.enum(feedbackStateValues, { error: '处理状态不正确' });
export const contestStateSchema = z.enum(contestStateValues, { error: '比稿状态不正确' });
export const entryStateSchema = z.enum(entryStateValues, { error: '稿件状态不正确' });
export const taskStateSchema = z.enum(taskStateValues, { error: '任务状态不正确' });
export const applyStateSchema = z.enum(applyStateValues, { error: '报名状态不正确' });
export const modelStateSchema = z.enum(modelStateValues, { error: '处理状态不正确' });
export const cmtStateSchema = z.enum(cmtStateValues, { error: '评价状态不正确' });
export const complaintStateSchema = z.enum(complaintStateValues, { error: '投诉状态不正确' });
export const projectStateSchema = z.enum(projectStateValues, { error: '项目状态不正确' });
export const quoteStateSchema = z.enum(quoteStateValues, { error: '报价状态不正确' });
export const stageStateSchema = z.enum(stageStateValues, { error: '付款阶段状态不正确' });
export const depositStateSchema = z.enum(depositStateValues, { error: '押金状态不正确' });
