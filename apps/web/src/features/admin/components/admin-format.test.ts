import { describe, expect, it } from 'vitest';
import { actionName, describeChanges, memberTypeName } from './admin-format.ts';

describe('admin wording', () => {
  it('names member types and actions, unknown ones as they are', () => {
    expect(memberTypeName(2)).toBe('设计师');
    expect(memberTypeName(9)).toBe('未知类型');
    expect(actionName('member.disable')).toBe('停用账号');
    expect(actionName('member.enable')).toBe('启用账号');
    expect(actionName('listing.hide')).toBe('listing.hide');
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
  });
});
