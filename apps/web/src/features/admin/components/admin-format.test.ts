import { describe, expect, it } from 'vitest';
import { CashState, ReviewState } from '@hz/contract/common/states';
import { auditActions } from '@hz/contract/admin';
import {
  actionName,
  auditActionGroups,
  cashQueueLabels,
  describeChanges,
  memberTypeName,
  reviewQueueLabels,
} from './admin-format.ts';

describe('admin wording', () => {
  it('words the queue states as the operator reads them', () => {
    expect(reviewQueueLabels).toEqual({
      [ReviewState.pending]: '待审核',
      [ReviewState.approved]: '已通过',
      [ReviewState.rejected]: '已驳回',
    });
    expect(cashQueueLabels).toEqual({
      [CashState.waiting]: '待处理',
      [CashState.paid]: '已打款',
      [CashState.rejected]: '已驳回',
    });
  });

  it('names member types and actions, unknown ones as they are', () => {
    expect(memberTypeName(2)).toBe('设计师');
    expect(memberTypeName(9)).toBe('未知类型');
    expect(actionName('member.disable')).toBe('停用账号');
    expect(actionName('member.enable')).toBe('启用账号');
    expect(actionName('job.retry')).toBe('重试后台任务');
    expect(actionName('listing.hide')).toBe('listing.hide');
  });

  it('has a Chinese name for every action the server writes, and offers each in one filter group', () => {
    // Chinese, with the product's own Latin terms (3D模型) allowed, never the raw code
    for (const a of auditActions)
      expect(actionName(a), a).toMatch(/^(?=.*[\u4e00-\u9fa5])[\u4e00-\u9fa53D]+$/);
    expect(actionName('hycd.approve')).toBe('通过会议场地');
    expect(actionName('photo.reject')).toBe('驳回展台照片');
    expect(actionName('personauth.reject')).toBe('驳回实名认证');
    expect(actionName('cash.paid')).toBe('提现已打款');
    expect(actionName('feedback.handle')).toBe('处理意见反馈');
    expect(auditActionGroups.flatMap((g) => g.actions).sort()).toEqual([...auditActions].sort());
  });

  it('reads states in words by the action’s object, money as ¥, and a before-only fact as it is', () => {
    expect(describeChanges({ checked: 0 }, { checked: 2 }, 'hycd.reject')).toEqual(['状态：待审核 → 未通过']);
    expect(describeChanges({ personauth: 0 }, { personauth: 2 }, 'personauth.reject')).toEqual([
      '实名认证：待审核 → 未通过',
    ]);
    expect(
      describeChanges(
        { businsauth: 0 },
        { businsauth: 1, company: '上海会展有限公司' },
        'businsauth.approve',
      ),
    ).toEqual(['企业认证：待审核 → 已认证', '企业名称：空 → 上海会展有限公司']);
    expect(
      describeChanges(
        { orders: 'C2026030112345678', amount: 100, checked: 0 },
        { checked: 1, ref: 'ALI-0001' },
        'cash.paid',
      ),
    ).toEqual([
      '提现单号：C2026030112345678',
      '金额：¥100.00',
      '状态：待处理 → 已打款',
      '打款流水号：空 → ALI-0001',
    ]);
    expect(describeChanges({ state: 'pending' }, { state: 'handled' }, 'feedback.handle')).toEqual([
      '状态：待处理 → 已处理',
    ]);
  });

  it('reads before/after as one line per changed field', () => {
    expect(describeChanges({ disabled: false }, { disabled: true })).toEqual(['状态：正常 → 停用']);
    expect(describeChanges({ disabled: true }, { disabled: false })).toEqual(['状态：停用 → 正常']);
    expect(describeChanges({ disabled: true, level: 1 }, { disabled: true, level: 2 })).toEqual([
      'level：1 → 2',
    ]);
    expect(describeChanges(null, { note: '' })).toEqual([]);
    expect(describeChanges(undefined, { flag: true })).toEqual(['flag：空 → 是']);
    expect(describeChanges('x', [1])).toEqual([]);
    // a background job put back in the queue: its error stays, so it is not a change
    expect(
      describeChanges(
        { state: 'dead', attempts: 3, lastError: '超时' },
        { state: 'queued', attempts: 0, lastError: '超时' },
      ),
    ).toEqual(['状态：已失败 → 待执行', '尝试次数：3 → 0']);
    // a complaint's decision (decision 023)
    expect(
      describeChanges(
        { status: 'open', task: 'T1', amount: 5000 },
        {
          status: 'decided',
          outcome: 'split',
          percent: 60,
          providerGets: 2700,
          clientGets: 2000,
          commission: 300,
        },
        'complaint.decide',
      ),
    ).toEqual([
      '状态：处理中 → 已裁决',
      '交易编号：T1',
      '金额：¥5,000.00',
      '裁决结果：空 → 按比例分配',
      '服务方比例：空 → 60%',
      '服务方实得：空 → ¥2,700.00',
      '客户退回：空 → ¥2,000.00',
      '平台服务费：空 → ¥300.00',
    ]);
  });
});
