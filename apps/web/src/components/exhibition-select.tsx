import { Select } from 'antd';
import { useState } from 'react';

/** What the picker searches with: the listings feature's `useExhibitionOptions` (decision 012). */
export type ExhibitionOptionsHook = (keyword: string) => {
  options: { value: number; label: string }[];
  loading: boolean;
};

/**
 * An approved exhibition of the listings, searched by keyword, optional: a task's or a project's show, a
 * work's. The chosen one stays an option with its `current` title.
 */
export function ExhibitionSelect({
  id,
  value,
  onChange,
  current,
  useOptions,
  notFound = '没有找到展会',
  'aria-label': ariaLabel,
}: {
  id?: string;
  value?: number;
  onChange?: (v?: number) => void;
  current?: { id: number; title: string } | null;
  useOptions: ExhibitionOptionsHook;
  notFound?: string;
  'aria-label'?: string;
}) {
  const [keyword, setKeyword] = useState('');
  const list = useOptions(keyword);
  const options = [...list.options];
  if (current && current.id > 0 && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.title });
  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch
      allowClear
      filterOption={false}
      onSearch={(v) => setKeyword(v.trim())}
      placeholder="输入展会名称搜索（选填）"
      value={value || undefined}
      onChange={(v?: number) => onChange?.(v)}
      options={options}
      loading={list.loading}
      notFoundContent={list.loading ? '搜索中…' : notFound}
    />
  );
}
