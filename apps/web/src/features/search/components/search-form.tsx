import { Input } from 'antd';
import { useEffect } from 'react';
import { addRecentSearch } from '../../../lib/recent-searches.ts';

/** The keyword of a search screen's URL: trimmed, at most 50 characters (the calls' limit). */
export const readKeyword = (params: URLSearchParams) => (params.get('keyword') ?? '').trim().slice(0, 50);

/** A keyword the screen searched for goes into the visitor's recent searches. */
export function useRecordSearch(keyword: string) {
  useEffect(() => {
    if (keyword) addRecentSearch(keyword);
  }, [keyword]);
}

/** The search screens' own keyword box (on phones the header's box is behind an icon). */
export function SearchForm({
  keyword,
  onSearch,
  phoneOnly,
}: {
  keyword: string;
  onSearch: (keyword: string) => void;
  /** Hidden on wider screens, where the header's box shows the same keyword. */
  phoneOnly?: boolean;
}) {
  return (
    <Input.Search
      key={keyword}
      className={phoneOnly ? 'search-form search-form--phone-only' : 'search-form'}
      defaultValue={keyword}
      size="large"
      placeholder="输入关键词，搜索展会、会议、会议场地"
      aria-label="搜索关键词"
      allowClear
      enterButton="搜索"
      maxLength={50}
      onSearch={(value, _e, info) => {
        const k = value.trim();
        if (k && info?.source !== 'clear') onSearch(k);
      }}
    />
  );
}
