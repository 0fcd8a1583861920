import { Cascader } from 'antd';
import { useState } from 'react';
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
      onChange={(v) => onChange?.((v ?? []) as string[])}
      placeholder={placeholder}
      changeOnSelect={changeOnSelect}
      showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input.trim())) }}
      expandTrigger="click"
      // 上海市 once, not 上海市 / 上海市
      displayRender={(labels) => placeName(String(labels[0] ?? ''), String(labels[1] ?? ''), ' / ')}
      style={{ width: '100%' }}
      notFoundContent={options ? '没有匹配的城市' : failed ? '城市列表加载失败，请重试' : '正在加载城市…'}
      onMouseEnter={load}
      onFocus={load}
      onOpenChange={(open) => open && load()}
      aria-label={id ? undefined : placeholder}
    />
  );
}
