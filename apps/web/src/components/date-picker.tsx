import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from '../lib/dayjs.ts';

export interface DateTextPickerProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  'aria-label'?: string;
}

const day = (s?: string) => {
  const d = s ? dayjs(s) : null;
  return d?.isValid() ? d : null;
};

/**
 * A date picker whose value is the wire's `YYYY-MM-DD` text ('' when empty); any date (events are in
 * the future). Heavy (dayjs and the picker): load it through `LazyDatePicker`.
 */
export default function DateTextPicker({
  id,
  value,
  onChange,
  placeholder = '请选择日期',
  ...rest
}: DateTextPickerProps) {
  return (
    <DatePicker
      id={id}
      aria-label={rest['aria-label']}
      value={day(value)}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM-DD') : '')}
      format="YYYY-MM-DD"
      placeholder={placeholder}
      style={{ width: '100%' }}
    />
  );
}
