import { regionTree } from '@hz/contract/common/regions';
import { Cascader } from 'antd';
import { placeName } from '../lib/content-format.ts';

// province → city only (listings are placed by city)
const options = regionTree().map((p) => ({
  value: p.value,
  label: p.label,
  children: p.children?.map((c) => ({ value: c.value, label: c.label })),
}));

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
  return (
    <Cascader
      id={id}
      options={options}
      value={value}
      onChange={(v) => onChange?.((v ?? []) as string[])}
      placeholder={placeholder}
      changeOnSelect={changeOnSelect}
      showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input.trim())) }}
      expandTrigger="click"
      // 上海市 once, not 上海市 / 上海市
      displayRender={(labels) => placeName(String(labels[0] ?? ''), String(labels[1] ?? ''), ' / ')}
      style={{ width: '100%' }}
      notFoundContent="没有匹配的城市"
      aria-label={id ? undefined : placeholder}
    />
  );
}
