import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';

export interface DateRange {
  /** `YYYY-MM-DD`, inclusive; '' when open. */
  sdate: string;
  edate: string;
}

export interface DateRangeFilterProps {
  value: DateRange;
  onChange: (value: DateRange) => void;
  /** Two single pickers one under the other instead of the two-month range panel (phones). */
  compact?: boolean;
}

const FORMAT = 'YYYY-MM-DD';
const day = (s: string) => {
  const d = s ? dayjs(s) : null;
  return d?.isValid() ? d : null;
};
const text = (d: Dayjs | null | undefined) => (d ? d.format(FORMAT) : '');
const future = (d: Dayjs) => d.isAfter(dayjs(), 'day');

/**
 * The bills' date filter: a range picker on wide screens, a start and an end picker on phones (the
 * two-month panel does not fit a 375 px screen). Heavy (dayjs and the pickers): load it through
 * `LazyDateRangeFilter`.
 */
export default function DateRangeFilter({ value, onChange, compact }: DateRangeFilterProps) {
  const start = day(value.sdate);
  const end = day(value.edate);
  if (compact) {
    return (
      <div className="date-range-filter date-range-filter--compact">
        <DatePicker
          aria-label="开始日期"
          value={start}
          onChange={(d: Dayjs | null) => onChange({ sdate: text(d), edate: value.edate })}
          format={FORMAT}
          placeholder="开始日期"
          disabledDate={(d) => future(d) || (end ? d.isAfter(end, 'day') : false)}
          inputReadOnly
        />
        <span className="date-range-filter__sep" aria-hidden="true">
          至
        </span>
        <DatePicker
          aria-label="结束日期"
          value={end}
          onChange={(d: Dayjs | null) => onChange({ sdate: value.sdate, edate: text(d) })}
          format={FORMAT}
          placeholder="结束日期"
          disabledDate={(d) => future(d) || (start ? d.isBefore(start, 'day') : false)}
          inputReadOnly
        />
      </div>
    );
  }
  return (
    <DatePicker.RangePicker
      className="date-range-filter"
      aria-label="日期范围"
      value={[start, end]}
      onChange={(range) => onChange({ sdate: text(range?.[0]), edate: text(range?.[1]) })}
      format={FORMAT}
      placeholder={['开始日期', '结束日期']}
      allowEmpty={[true, true]}
      disabledDate={future}
      presets={[
        { label: '最近7天', value: [dayjs().subtract(6, 'day'), dayjs()] },
        { label: '最近30天', value: [dayjs().subtract(29, 'day'), dayjs()] },
        { label: '本月', value: [dayjs().startOf('month'), dayjs()] },
      ]}
    />
  );
}
