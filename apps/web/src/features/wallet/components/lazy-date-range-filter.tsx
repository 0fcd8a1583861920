import { Input } from 'antd';
import { lazy, Suspense } from 'react';
import type { DateRangeFilterProps } from './date-range-filter.tsx';

// the date pickers are heavy: load them only when the bill list shows
const DateRangeFilter = lazy(() => import('./date-range-filter.tsx'));

export function LazyDateRangeFilter(props: DateRangeFilterProps) {
  return (
    <Suspense
      fallback={<Input className="date-range-filter" disabled placeholder="加载中…" aria-label="日期范围" />}
    >
      <DateRangeFilter {...props} />
    </Suspense>
  );
}
