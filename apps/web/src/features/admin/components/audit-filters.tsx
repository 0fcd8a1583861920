import type { AuditAction } from '@hz/contract/admin';
import { DatePicker, Select } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';
import { actionName, auditActionGroups } from './admin-format.ts';

const FORMAT = 'YYYY-MM-DD';
const day = (s: string) => {
  const d = s ? dayjs(s) : null;
  return d?.isValid() ? d : null;
};
const text = (d: Dayjs | null) => (d ? d.format(FORMAT) : '');
const future = (d: Dayjs) => d.isAfter(dayjs(), 'day');

export interface AuditFilterValue {
  action: AuditAction | '';
  /** China days `YYYY-MM-DD`, both included; '' when open. */
  from: string;
  to: string;
}

/** The audit log's filters: one action (grouped as the console's menu), and a first and a last day. */
export function AuditFilters({
  value,
  onChange,
}: {
  value: AuditFilterValue;
  onChange: (next: AuditFilterValue) => void;
}) {
  const from = day(value.from);
  const to = day(value.to);
  return (
    <div className="audit-filters">
      <Select<AuditAction>
        className="audit-filters__action"
        aria-label="按操作筛选"
        placeholder="全部操作"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        value={value.action || undefined}
        onChange={(a) => onChange({ ...value, action: a ?? '' })}
        options={auditActionGroups.map((g) => ({
          label: g.label,
          title: g.label,
          options: g.actions.map((a) => ({ value: a, label: actionName(a) })),
        }))}
      />
      <div className="audit-filters__days">
        <DatePicker
          aria-label="开始日期"
          placeholder="开始日期"
          value={from}
          format={FORMAT}
          inputReadOnly
          disabledDate={(d) => future(d) || (to ? d.isAfter(to, 'day') : false)}
          onChange={(d: Dayjs | null) => onChange({ ...value, from: text(d) })}
        />
        <span className="audit-filters__sep" aria-hidden="true">
          至
        </span>
        <DatePicker
          aria-label="结束日期"
          placeholder="结束日期"
          value={to}
          format={FORMAT}
          inputReadOnly
          disabledDate={(d) => future(d) || (from ? d.isBefore(from, 'day') : false)}
          onChange={(d: Dayjs | null) => onChange({ ...value, to: text(d) })}
        />
      </div>
    </div>
  );
}
