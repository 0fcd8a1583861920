import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

/** A date picker whose value is the wire's `YYYY-MM-DD` text ('' when empty). Loaded lazily. */
export default function BirthPicker({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  const parsed = value ? dayjs(value) : null;
  return (
    <DatePicker
      id={id}
      value={parsed?.isValid() ? parsed : null}
      onChange={(d: Dayjs | null) => onChange?.(d ? d.format('YYYY-MM-DD') : '')}
      format="YYYY-MM-DD"
      placeholder="请选择出生日期"
      disabledDate={(d) => d.isAfter(dayjs()) || d.isBefore(dayjs('1900-01-01'))}
      style={{ width: '100%' }}
      inputReadOnly
    />
  );
}
