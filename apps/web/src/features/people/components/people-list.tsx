import { boothTypes, profileStyles } from '@hz/contract/values/people';
import { Checkbox, Select } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ListingFilters, ListingResults, type ResultsQuery } from '../../../components/listing-results.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { useUrlFilters } from '../../../lib/url-filters.ts';
import { useDesignerSearch } from '../api/search-designers.ts';
import { useFactorySearch } from '../api/search-factories.ts';
import {
  type Filters,
  PEOPLE_PAGE_SIZE,
  priceKey,
  pricePresets,
  readPeopleFilters,
  type Sort,
  type Speciality,
  type Style,
  searchBody,
  sorts,
} from './people-filters.ts';
import { PersonCard } from './person-card.tsx';
import { groupDigits } from '../../../lib/numbers.ts';

const defaults = { sort: 'relevance', page: 1 } as const;

function PeopleFilters({
  f,
  go,
  placeholder,
}: {
  f: Filters;
  go: (next: Partial<Filters>) => void;
  placeholder: string;
}) {
  const active = [f.prov, f.speciality, f.style, f.priceMin || f.priceMax, f.verified].filter(Boolean).length;
  const currentPrice = f.priceMin || f.priceMax ? priceKey(f.priceMin, f.priceMax) : '';
  const priceOptions = pricePresets.map((a) => ({ value: priceKey(a.min, a.max), label: a.label }));
  if (currentPrice && !priceOptions.some((o) => o.value === currentPrice))
    priceOptions.push({ value: currentPrice, label: `${f.priceMin}–${f.priceMax || '不限'}元/㎡` });
  return (
    <ListingFilters
      filters={f}
      onChange={(next) => go(next)}
      placeholder={placeholder}
      rowClassName="people-filters__row"
      drawer={{
        count: active,
        onClear: () =>
          go({ prov: '', city: '', speciality: '', style: '', priceMin: 0, priceMax: 0, verified: '' }),
        aside: (
          <Select aria-label="排序" value={f.sort} onChange={(sort: Sort) => go({ sort })} options={sorts} />
        ),
      }}
    >
      <Select
        aria-label="擅长类型"
        placeholder="擅长类型"
        allowClear
        value={f.speciality || undefined}
        onChange={(v?: Speciality) => go({ speciality: v ?? '' })}
        options={boothTypes.map((t) => ({ value: t, label: t }))}
      />
      <Select
        aria-label="擅长风格"
        placeholder="擅长风格"
        allowClear
        value={f.style || undefined}
        onChange={(v?: Style) => go({ style: v ?? '' })}
        options={profileStyles.map((t) => ({ value: t, label: t }))}
      />
      <Select
        aria-label="价格"
        placeholder="价格（每㎡）"
        allowClear
        value={currentPrice || undefined}
        onChange={(v?: string) => {
          const [min = 0, max = 0] = (v ?? '0-0').split('-').map(Number);
          go({ priceMin: min, priceMax: max });
        }}
        options={priceOptions}
      />
      <Checkbox
        checked={f.verified === 'yes'}
        onChange={(e) => go({ verified: e.target.checked ? 'yes' : '' })}
      >
        仅看已认证
      </Checkbox>
    </ListingFilters>
  );
}

/** A people search screen: its header, the filters and the results, every filter in the URL. */
function PeopleSearch<T extends { id: number }>({
  f,
  go,
  clear,
  query,
  title,
  intro,
  placeholder,
  noun,
  emptyText,
  join,
  card,
}: {
  f: Filters;
  go: (next: Partial<Filters>) => void;
  clear: () => void;
  query: ResultsQuery<T>;
  title: string;
  intro: string;
  placeholder: string;
  noun: string;
  emptyText: string;
  /** The empty list's invitation, e.g. 入驻成为设计师. */
  join: string;
  card: (it: T, showSummary: boolean) => ReactNode;
}) {
  const filtered = Boolean(
    f.keyword || f.city || f.prov || f.speciality || f.style || f.priceMin || f.priceMax || f.verified,
  );
  return (
    <div className="container listing-page people-page">
      <PageHeader title={title}>{intro}</PageHeader>
      <PeopleFilters f={f} go={go} placeholder={placeholder} />
      <ListingResults
        query={query}
        noun={noun}
        emptyText={emptyText}
        emptyAction={<Link to={paths.personCenter.path}>{join}</Link>}
        filtered={filtered}
        onClear={clear}
        page={f.page}
        pageSize={PEOPLE_PAGE_SIZE}
        onPage={(page) => go({ page })}
        card={(it) => card(it, Boolean(f.keyword))}
      />
    </div>
  );
}

/** `/designer`: search designers. */
export function DesignerList() {
  const { filters: f, go, clear } = useUrlFilters(readPeopleFilters, defaults);
  return (
    <PeopleSearch
      f={f}
      go={go}
      clear={clear}
      query={useDesignerSearch(searchBody(f))}
      title="设计师"
      intro="按服务城市、擅长类型、风格与价格寻找展台设计师，查看作品与信誉"
      placeholder="搜索设计师名称、擅长、作品…"
      noun="设计师"
      emptyText="暂无设计师"
      join="入驻成为设计师"
      card={(it, showSummary) => (
        <PersonCard
          key={it.id}
          it={it}
          name={it.name}
          facts={`从业${it.years}年 · 作品${it.works}件`}
          showSummary={showSummary}
        />
      )}
    />
  );
}

/** `/supplier`: search build factories. */
export function FactoryList() {
  const { filters: f, go, clear } = useUrlFilters(readPeopleFilters, defaults);
  return (
    <PeopleSearch
      f={f}
      go={go}
      clear={clear}
      query={useFactorySearch(searchBody(f))}
      title="搭建工厂"
      intro="按服务城市、擅长类型与价格寻找展台搭建工厂，查看厂房、资质与搭建案例"
      placeholder="搜索工厂名称、擅长、案例…"
      noun="工厂"
      emptyText="暂无搭建工厂"
      join="入驻成为工厂"
      card={(it, showSummary) => (
        <PersonCard
          key={it.id}
          it={it}
          name={it.company}
          facts={`厂房${groupDigits(it.plantArea)}㎡ · 案例${it.cases}个`}
          showSummary={showSummary}
        />
      )}
    />
  );
}
