/** How the operator console words members and audit entries. */

export const memberTypeNames: Readonly<Record<number, string>> = { 1: '企业客户', 2: '设计师', 3: '工厂' };

export function memberTypeName(usertype: number): string {
  return memberTypeNames[usertype] ?? '未知类型';
}

const actionNames: Readonly<Record<string, string>> = {
  'member.disable': '停用账号',
  'member.enable': '启用账号',
};

/** `member.disable` → 停用账号; an action this screen does not know yet is shown as it is. */
export function actionName(action: string): string {
  return actionNames[action] ?? action;
}

const fieldNames: Readonly<Record<string, string>> = { disabled: '状态' };

const fieldValues: Readonly<Record<string, (v: unknown) => string | undefined>> = {
  disabled: (v) => (v === true ? '停用' : v === false ? '正常' : undefined),
};

function plain(v: unknown): string {
  if (v === undefined || v === null || v === '') return '空';
  if (typeof v === 'boolean') return v ? '是' : '否';
  if (typeof v === 'string' || typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

function valueText(key: string, v: unknown): string {
  return fieldValues[key]?.(v) ?? plain(v);
}

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * The changes of an audit entry, one line per field: `{disabled: false}` → `{disabled: true}` reads
 * 状态：正常 → 停用. Fields that did not change are left out.
 */
export function describeChanges(before: unknown, after: unknown): string[] {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.flatMap((k) => {
    const from = valueText(k, b[k]);
    const to = valueText(k, a[k]);
    return from === to ? [] : [`${fieldNames[k] ?? k}：${from} → ${to}`];
  });
}
