import { regionTree } from '@hz/contract/common/regions';
import { Cascader } from 'antd';

const options = regionTree();

/**
 * Province → city → district, from the full national division list (`@vant/area-data`). The value is
 * the names, `[prov, city, strt]`; a city without districts ends at the city.
 */
export function RegionCascader({
  id,
  value,
  onChange,
  placeholder = '请选择省 / 市 / 区县',
  disabled,
}: {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
  disabled?: boolean;
}) {
  return (
    <Cascader
      id={id}
      options={options}
      value={value}
      onChange={(v) => onChange?.((v ?? []) as string[])}
      placeholder={placeholder}
      disabled={disabled}
      showSearch={{ filter: (input, path) => path.some((o) => String(o.label).includes(input.trim())) }}
      expandTrigger="click"
      style={{ width: '100%' }}
      notFoundContent="没有匹配的地区"
    />
  );
}
