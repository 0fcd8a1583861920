import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { highlightParts } from '../../../lib/highlight.ts';
import { type SpaceSearchItem, spaceSearchOptions } from '../../spaces/api/search-spaces.ts';

/** The picked space: its id and its name. */
export interface VenueValue {
  value: number;
  label: string;
}

const plain = (html: string) =>
  highlightParts(html)
    .map((p) => p.text)
    .join('');

/**
 * 关联场地: picks an approved convention space by keyword (`Common/searchHycd`), so that the listing's
 * venue links to the space's page. Optional; cleared with the × button. `onPick` hands the whole space
 * over (its title as plain text), for filling the venue and address.
 */
export function VenueSelect({
  id,
  value,
  onChange,
  onPick,
}: {
  id?: string;
  value?: VenueValue | null;
  onChange?: (value: VenueValue | null) => void;
  onPick?: (space: SpaceSearchItem) => void;
}) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(t);
  }, [typed]);
  // the spaces' own search: approved spaces by keyword, newest first without one
  const search = useQuery({
    ...spaceSearchOptions({ keyword, pageSize: 10 }),
    placeholderData: keepPreviousData,
    enabled: open,
    staleTime: 60_000,
  });
  const items = search.data?.listItem ?? [];

  return (
    <Select<VenueValue | null>
      id={id}
      aria-label="关联场地"
      labelInValue
      showSearch={{ filterOption: false, onSearch: setTyped }}
      allowClear
      placeholder="输入场地名称搜索已发布的会议场地"
      value={value ?? null}
      open={open}
      onOpenChange={setOpen}
      loading={search.isFetching}
      notFoundContent={search.isFetching ? '搜索中…' : '没有找到场地，可不关联'}
      options={items.map((s) => ({
        value: s.id,
        label: plain(s.title),
        title: `${plain(s.title)} · ${s.city}`,
      }))}
      optionRender={(o) => {
        const s = items.find((x) => x.id === o.value);
        return (
          <div className="venue-option">
            <div>{o.label}</div>
            {s && (
              <div className="venue-option__meta">
                {s.venueType} · {s.city} {s.addr}
              </div>
            )}
          </div>
        );
      }}
      onChange={(v) => {
        const picked = v ? { value: Number(v.value), label: String(v.label) } : null;
        onChange?.(picked);
        const s = picked && items.find((x) => x.id === picked.value);
        if (s) onPick?.({ ...s, title: plain(s.title) });
      }}
    />
  );
}
