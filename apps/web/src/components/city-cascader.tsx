import { Cascader } from 'antd';
import { type KeyboardEvent, useRef, useState } from 'react';
import { placeName } from '../lib/content-format.ts';

type CityOption = { value: string; label: string; children?: CityOption[] };

/**
 * The province → city options, from the national division tree (`@hz/contract/common/regions`, i.e.
 * `@vant/area-data`: ~29 KB gzipped), loaded the first time a picker is about to open (hover, focus,
 * open), never with the page: the list pages show this picker on their first paint, and the tree is not
 * needed to show a chosen city, because the values are the names (a value without its option is shown
 * as itself). So the server's render and the client's first render are the same with or without it.
 */
let cityOptions: CityOption[] | undefined;
let loading: Promise<CityOption[]> | undefined;

function loadCityOptions(): Promise<CityOption[]> {
  if (!loading) {
    loading = import('@hz/contract/common/regions').then(({ regionTree }) => {
      // province → city only (listings are placed by city)
      cityOptions = regionTree().map((p) => ({
        value: p.value,
        label: p.label,
        children: p.children?.map((c) => ({ value: c.value, label: c.label })),
      }));
      return cityOptions;
    });
    // a failed load (offline) is tried again the next time
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}

/**
 * Whether the search offers `path` for `input`. With `changeOnSelect` a province alone is offered, so a
 * municipality's one city (上海市 under 上海市) is not offered again as 上海市 / 上海市.
 */
function offered(input: string, path: CityOption[], changeOnSelect: boolean): boolean {
  const text = input.trim();
  if (!text || !path.some((o) => o.label.includes(text))) return false;
  return !(changeOnSelect && path.length === 2 && path[1]!.label === path[0]!.label);
}

/** The first path the search offers for `input` (Enter takes it), provinces before their cities. */
function firstOffered(input: string, options: CityOption[], changeOnSelect: boolean): string[] | undefined {
  for (const p of options) {
    if (changeOnSelect && offered(input, [p], true)) return [p.value];
    for (const c of p.children ?? []) if (offered(input, [p, c], changeOnSelect)) return [p.value, c.value];
    if (!p.children?.length && offered(input, [p], changeOnSelect)) return [p.value];
  }
  return undefined;
}

/**
 * Province → city. The value is the names `[prov, city]`; with `changeOnSelect` (the search filter) a
 * province alone is a value too.
 */
export function CityCascader({
  id,
  value,
  onChange,
  changeOnSelect,
  placeholder = '请选择省 / 市',
}: {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  changeOnSelect?: boolean;
  placeholder?: string;
}) {
  const [options, setOptions] = useState<CityOption[] | undefined>(cityOptions);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  // set while a pick from the list is being handled, so that Enter on an option is not taken twice
  const picked = useRef(false);
  const change = (v: string[]) => {
    picked.current = true;
    queueMicrotask(() => {
      picked.current = false;
    });
    onChange?.(v);
  };
  // Enter after typing (上海) takes the first city offered; the list takes it only once one is highlighted
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || picked.current || !search.trim() || !options) return;
    const first = firstOffered(search, options, Boolean(changeOnSelect));
    if (!first) return;
    change(first);
    setSearch('');
    setOpen(false);
  };
  const load = () => {
    if (options) return;
    setFailed(false);
    loadCityOptions().then(setOptions, () => setFailed(true));
  };
  return (
    <Cascader
      id={id}
      options={options ?? []}
      value={value}
      onChange={(v) => change((v ?? []) as string[])}
      placeholder={placeholder}
      changeOnSelect={changeOnSelect}
      showSearch={{
        filter: (input, path) => offered(input, path as CityOption[], Boolean(changeOnSelect)),
        searchValue: search,
        onSearch: setSearch,
      }}
      open={open}
      onKeyDown={onKeyDown}
      expandTrigger="click"
      // 上海市 once, not 上海市 / 上海市
      displayRender={(labels) => placeName(String(labels[0] ?? ''), String(labels[1] ?? ''), ' / ')}
      style={{ width: '100%' }}
      notFoundContent={options ? '没有匹配的城市' : failed ? '城市列表加载失败，请重试' : '正在加载城市…'}
      onMouseEnter={load}
      onFocus={load}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) load();
      }}
      aria-label={id ? undefined : placeholder}
    />
  );
}
