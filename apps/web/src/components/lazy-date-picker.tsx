import { Input } from 'antd';
import { lazy, Suspense } from 'react';
import type { DateTextPickerProps } from './date-picker.tsx';

// the date picker is heavy: load it only when a screen that needs it shows
const DateTextPicker = lazy(() => import('./date-picker.tsx'));

/** Form.Item hands value/onChange to its direct child, so the Suspense boundary lives in here. */
export function LazyDatePicker(props: DateTextPickerProps) {
  return (
    <Suspense fallback={<Input id={props.id} disabled placeholder="加载中…" />}>
      <DateTextPicker {...props} />
    </Suspense>
  );
}
