import { areaList } from '@vant/area-data';

/**
 * China's provinces, cities and districts (the seed's `prov`/`city`/`strt` fields), from the
 * `@vant/area-data` package: a maintained copy of the national division codes (GB/T 2260), with
 * 34 provincial, ~370 city and ~3,500 county-level divisions. Fields store the names.
 */
export type RegionOption = { value: string; label: string; children?: RegionOption[] };

let tree: RegionOption[] | undefined;

/** The whole tree, in code order, for a cascading picker. Built once, on first use. */
export function regionTree(): RegionOption[] {
  if (tree) return tree;
  const byCode = new Map<string, RegionOption>();
  const roots: RegionOption[] = [];
  const add = (list: Record<string, string>, parentCode: (code: string) => string | null) => {
    for (const [code, name] of Object.entries(list)) {
      const node: RegionOption = { value: name, label: name };
      byCode.set(code, node);
      const pc = parentCode(code);
      if (pc === null) roots.push(node);
      else {
        const parent = byCode.get(pc);
        if (parent) {
          parent.children ??= [];
          parent.children.push(node);
        }
      }
    }
  };
  add(areaList.province_list, () => null);
  add(areaList.city_list, (c) => `${c.slice(0, 2)}0000`);
  add(areaList.county_list, (c) => `${c.slice(0, 4)}00`);
  tree = roots;
  return tree;
}

/** Null when the province, city and district exist and belong together; otherwise a Chinese message. */
export function regionProblem(prov: string, city: string, district: string): string | null {
  const p = regionTree().find((n) => n.value === prov);
  if (!p) return '请选择省份';
  const c = p.children?.find((n) => n.value === city);
  if (!c) return '请选择所在城市';
  if (c.children?.length && !c.children.some((n) => n.value === district)) return '请选择所在区县';
  return null;
}
