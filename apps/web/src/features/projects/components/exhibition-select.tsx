import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { unescapeHtml } from '../../../lib/highlight.ts';
import { listingSearchOptions } from '../../listings/api/search-listings.ts';

const plain = (html: string) => unescapeHtml(html.replace(/<\/?em>/g, ''));

/**
 * An approved exhibition of the listings, searched by keyword (upcoming and running ones first); the
 * chosen one stays an option with its `current` title.
 */
export function ExhibitionSelect({
  id,
  value,
  onChange,
  current,
}: {
  id?: string;
  value?: number;
  onChange?: (v?: number) => void;
  current?: { id: number; title: string } | null;
}) {
  const [keyword, setKeyword] = useState('');
  const list = useQuery({
    ...listingSearchOptions('huizhan', {
      keyword,
      sort: keyword ? 'relevance' : 'sdate',
      page: 1,
      pageSize: 20,
    }),
    staleTime: 30_000,
  });
  const options = (list.data?.listItem ?? []).map((x) => ({
    value: x.id,
    label: `${plain(x.title)}（${x.city} ${x.sdate}）`,
  }));
  if (current && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.title });
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      onSearch={(v) => setKeyword(v.trim())}
      placeholder="输入展会名称搜索（选填）"
      value={value}
      onChange={(v?: number) => onChange?.(v)}
      options={options}
      loading={list.isFetching}
      notFoundContent={list.isFetching ? '搜索中…' : '没有找到展会，可在下方填写展会名称'}
    />
  );
}
