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
 * the future). Heavy (dayjs and the picker): load it through `LazyDatePicker`. Enter takes the typed date
 * and never submits the form or dialog around the field (issue 27: Enter in the apply dialog's date sent
 * the proposal); the form's own button does.
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
      onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
    />
  );
}
