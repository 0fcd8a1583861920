import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

export interface DateTextPickerProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
}

/**
 * A past-date picker whose value is the wire's `YYYY-MM-DD` text ('' when empty): a birth date, a
 * business's date of establishment. Heavy (dayjs and the picker): load it through `LazyDateTextPicker`.
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
      format="YYYY-MM-DD"
      placeholder={placeholder}
      disabledDate={(d) => d.isAfter(dayjs()) || d.isBefore(dayjs('1900-01-01'))}
      style={{ width: '100%' }}
      inputReadOnly
    />
  );
}
