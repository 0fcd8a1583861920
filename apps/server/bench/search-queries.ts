/**
 * The search bench's queries (bench/search.ts over HTTP, bench/search-shapes.ts alone): the mix of 14
 * that earlier runs measured (kept as it was, so figures compare), the common keywords alone, and the
 * shapes that used to be slow at 1M rows — filters without a keyword (`ongoing`, `past`, date ranges,
 * deep pages) and keyword + filter combinations.
 */
import { chinaParts } from '../src/lib/china-time.ts';

const DAY = 86_400_000;

export interface Shape {
  name: string;
  kind: 'huizhan' | 'huiyi';
  body: Record<string, unknown>;
  /** Which HTTP row it belongs to. */
  row: 'mix' | 'common' | 'filters';
}

export function searchShapes(now = new Date()): Shape[] {
  const inDays = (d: number) => chinaParts(new Date(now.getTime() + d * DAY)).date;
  const s = (
    row: Shape['row'],
    name: string,
    body: Record<string, unknown>,
    kind: Shape['kind'] = 'huizhan',
  ) => ({
    name,
    kind,
    body,
    row,
  });
  return [
    s('mix', '上海', { keyword: '上海' }),
    s('mix', '展', { keyword: '展' }),
    s('mix', '3D打印', { keyword: '3D打印' }),
    s('mix', '汽车展', { keyword: '汽车展' }),
    s('mix', '机器人 in 深圳', { keyword: '机器人', city: '深圳市' }),
    s('mix', '新能源汽车 upcoming', { keyword: '新能源汽车', status: 'upcoming' }),
    s('mix', '医疗器械 by start date', { keyword: '医疗器械', sort: 'sdate' }),
    s('mix', '上海 next 90 days', { keyword: '上海', sdate: inDays(0), edate: inDays(90) }),
    s('mix', '上海 page 3', { keyword: '上海', page: 3 }),
    s('mix', 'no match', { keyword: '不存在的词' }),
    s('mix', '食品饮料 ongoing (no keyword)', { industry: '食品饮料', status: 'ongoing' }),
    s('mix', '广东 upcoming by date (no keyword)', { prov: '广东省', status: 'upcoming', sort: 'sdate' }),
    s('mix', 'conferences 峰会', { keyword: '峰会' }, 'huiyi'),
    s('mix', 'conferences 人工智能 upcoming', { keyword: '人工智能', status: 'upcoming' }, 'huiyi'),

    s('filters', 'ongoing', { status: 'ongoing' }),
    s('filters', 'ongoing by newest', { status: 'ongoing', sort: 'newest' }),
    s('filters', 'past', { status: 'past' }),
    s('filters', 'past by newest', { status: 'past', sort: 'newest' }),
    s('filters', 'past + 医疗健康', { status: 'past', industry: '医疗健康' }),
    s('filters', 'upcoming', { status: 'upcoming' }),
    s('filters', 'upcoming in 上海 by date', { status: 'upcoming', city: '上海市', sort: 'sdate' }),
    s('filters', 'next 30 days', { sdate: inDays(0), edate: inDays(30) }),
    s('filters', 'a month a year ago', { sdate: inDays(-400), edate: inDays(-370) }),
    s('filters', 'next 30 days + 机械工业', { sdate: inDays(0), edate: inDays(30), industry: '机械工业' }),
    s('filters', 'from a year ago on (open end)', { sdate: inDays(-365) }),
    s('filters', 'until a year ago (open start)', { edate: inDays(-365) }),
    s('filters', 'no filter', {}),
    s('filters', 'no filter page 50', { page: 50 }),
    s('filters', '展 ongoing', { keyword: '展', status: 'ongoing' }),
    s('filters', '展 past', { keyword: '展', status: 'past' }),
    s('filters', '展 by start date', { keyword: '展', sort: 'sdate' }),
    s('filters', '展 newest', { keyword: '展', sort: 'newest' }),
    s('filters', '上海 past by date', { keyword: '上海', status: 'past', sort: 'sdate' }),
    s('filters', '展 in 北京 upcoming', { keyword: '展', city: '北京市', status: 'upcoming' }),
    s('filters', '汽车 + 汽车交通 next 90 days', {
      keyword: '汽车',
      industry: '汽车交通',
      sdate: inDays(0),
      edate: inDays(90),
    }),
    s('filters', 'conferences ongoing', { status: 'ongoing' }, 'huiyi'),
    // the home page's 近期展会 (issue 18): not ended, running ones first
    s('filters', 'current (not ended)', { status: 'current', pageSize: 8 }),

    s('common', 'common: 上海', { keyword: '上海' }),
    s('common', 'common: 展', { keyword: '展' }),
    s('common', 'common: 3D打印', { keyword: '3D打印' }),
  ];
}
