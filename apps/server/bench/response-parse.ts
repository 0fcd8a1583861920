/**
 * What holding a response to its contract costs (decision 010): 10 000 parses of a 20-item
 * `Common/searchHuizhan` result through `responseData`, stripping (production) and strict (tests), beside
 * the JSON.stringify of the same result. `npx tsx bench/response-parse.ts` in apps/server.
 */
import { calls } from '@hz/contract/calls';
import { responseData } from '../src/lib/route.ts';

const schema = calls['Common/searchHuizhan'].data;
const item = (i: number) => ({
  id: 1000 + i,
  kind: 'huizhan',
  title: `2027 上海国际<em>车展</em> 第${i}届`,
  summary: '本届展会汇聚全球知名汽车品牌，展示最新车型与新能源技术……'.repeat(2),
  industry: '汽车',
  prov: '上海市',
  city: '上海市',
  venue: '国家会展中心',
  sdate: '2027-04-20',
  edate: '2027-04-29',
  status: 'upcoming',
  cover: `/files/${i}`,
  thumb: `/files/${i}/thumb`,
  dates: '2027.04.20 - 04.29',
});
const result = {
  listItem: Array.from({ length: 20 }, (_, i) => item(i)),
  total: 345,
  totalCapped: false,
  page: 1,
  pageSize: 20,
};
for (const strict of [false, true]) {
  const r = responseData(schema, result, strict);
  if ('problem' in r) throw new Error(r.problem);
  for (let i = 0; i < 2000; i++) responseData(schema, result, strict); // warm up
  const runs = 10_000;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) responseData(schema, result, strict);
  const us = Number(process.hrtime.bigint() - t0) / 1000 / runs;
  const t1 = process.hrtime.bigint();
  for (let i = 0; i < runs; i++) JSON.stringify(result);
  const js = Number(process.hrtime.bigint() - t1) / 1000 / runs;
  console.log(
    `${strict ? 'strict' : 'strip '}: ${us.toFixed(1)} µs per response (JSON.stringify of it: ${js.toFixed(1)} µs)`,
  );
}
