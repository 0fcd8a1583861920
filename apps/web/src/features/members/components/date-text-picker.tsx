import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from '../../../lib/dayjs.ts';

export interface DateTextPickerProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/**
 * How a typed date may look: the wire's `YYYY-MM-DD` (shown), and what people type: `20150618`,
 * `2015/6/18`, `2015.6.18`, `2015-6-18`.
 */
const typedFormats = ['YYYY-MM-DD', 'YYYYMMDD', 'YYYY/M/D', 'YYYY.M.D', 'YYYY-M-D'];

/**
 * A past-date picker whose value is the wire's `YYYY-MM-DD` text ('' when empty): a birth date, a
 * business's date of establishment. The date can be typed (a date years back is many clicks away in
 * the calendar); it is taken on Enter or when the field is left. Heavy (dayjs and the picker): load it
 * through `LazyDateTextPicker`.
 */
export default function DateTextPicker({
  id,
  value,
  onChange,
  placeholder = '请选择日期',
}: DateTextPickerProps) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM-DD') : '')}
      format={typedFormats}
      placeholder={placeholder}
      disabledDate={(d) => d.isAfter(dayjs()) || d.isBefore(dayjs('1900-01-01'))}
      style={{ width: '100%' }}
      inputMode="numeric"
      // Enter takes the typed date; it does not also submit the form around the field
      onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
    />
  );
}
