import { useQueries } from '@tanstack/react-query';
import { Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ContentCard, ContentCardSkeletons } from '../../../components/content-card.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { readKeyword, SearchForm, useRecordSearch } from '../components/search-form.tsx';
import { countText } from '../components/search-format.ts';
import {
  findSearchKind,
  kindSearchOptions,
  PREVIEW_SIZE,
  type SearchKind,
  searchKinds,
} from '../components/search-kinds.tsx';
import { SearchSuggestions } from '../components/search-suggestions.tsx';
import '../search.css';

type KindResult = ReturnType<typeof useKindResults>[number];

function useKindResults(keyword: string) {
  return useQueries({
    queries: searchKinds.map((k) => kindSearchOptions(k, { keyword, page: 1, pageSize: PREVIEW_SIZE })),
  });
}

/** The tab shown without `?tab=`: the first kind with results, once every kind before it has answered. */
function defaultTab(results: KindResult[]): string {
  for (const [i, r] of results.entries()) {
    const kind = searchKinds[i] as SearchKind;
    if (!r.data) return kind.key;
    if (r.data.total > 0) return kind.key;
  }
  return (searchKinds[0] as SearchKind).key;
}

function TabLabel({ kind, result }: { kind: SearchKind; result: KindResult }) {
  const count = result.data ? countText(result.data) : result.isError ? '!' : '…';
  return (
    <span className="search-tab">
      {kind.label}
      <span className="search-tab__count">{count}</span>
    </span>
  );
}

function KindPanel({ kind, keyword, result }: { kind: SearchKind; keyword: string; result: KindResult }) {
  const data = result.data;
  if (!data && result.isError)
    return (
      <LoadFailed
        title={`${kind.label}搜索失败`}
        hint="请检查网络后重试，其他类型的结果不受影响。"
        onRetry={() => result.refetch()}
      />
    );
  if (!data) return <ContentCardSkeletons count={3} label={`${kind.label}搜索结果加载中`} />;
  const more = href(paths.searchMore.path, { kind: kind.key, keyword });
  return (
    <div className="search-panel">
      {data.cards.length === 0 ? (
        <p className="search-panel__empty">
          没有找到与“{keyword}”相关的{kind.label}，看看其他类型的结果，或换个关键词试试。
        </p>
      ) : (
        <>
          <p className="search-panel__count" role="status">
            共找到 {countText(data)} {kind.unit}
            {kind.label}
          </p>
          <ul className="card-grid content-grid" aria-label={`${kind.label}搜索结果`}>
            {/* the first picture of the tab shown: fetched at once (a tab is rendered once shown) */}
            {data.cards.map((c, i) => (
              <ContentCard key={c.key} card={c} heading="h2" first={i === 0} />
            ))}
          </ul>
        </>
      )}
      <div className="search-panel__more">
        {data.total > data.cards.length && (
          <Link to={more} className="link-btn link-btn--primary">
            查看更多{kind.label}
          </Link>
        )}
        <Link to={kind.browse.to(keyword)}>{kind.browse.label}</Link>
      </div>
    </div>
  );
}

/**
 * `/search/search?keyword=&tab=`: every kind searched at once, a tab per kind with its count, the first
 * results of each with the matches highlighted, and 查看更多 to `/search/more` for one kind.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const keyword = readKeyword(params);
  useRecordSearch(keyword);
  const results = useKindResults(keyword);
  const active = findSearchKind(params.get('tab'))?.key ?? defaultTab(results);
  const settled = results.every((r) => r.data || r.isError);
  const nothing = settled && results.every((r) => r.data?.total === 0);

  const search = (k: string) => setParams(new URLSearchParams({ keyword: k }));

  return (
    <div className="container search-page">
      <PageHeader title={keyword ? `“${keyword}”的搜索结果` : '搜索'}>
        一次搜索展会、会议与会议场地，结果按相关度排序
      </PageHeader>
      <SearchForm keyword={keyword} onSearch={search} phoneOnly={keyword !== ''} />
      {!keyword ? (
        <div className="search-intro">
          <p className="search-intro__lead">输入关键词开始搜索，例如城市、行业或展会名称。</p>
          <SearchSuggestions tips={false} />
        </div>
      ) : nothing ? (
        <div className="search-intro" role="status">
          <p className="search-intro__lead">没有找到与“{keyword}”相关的内容</p>
          <SearchSuggestions tips />
        </div>
      ) : (
        <Tabs
          className="search-tabs"
          activeKey={active}
          onChange={(tab) => setParams(new URLSearchParams({ keyword, tab }), { replace: true })}
          items={searchKinds.map((kind, i) => {
            const result = results[i] as KindResult;
            return {
              key: kind.key,
              label: <TabLabel kind={kind} result={result} />,
              children: <KindPanel kind={kind} keyword={keyword} result={result} />,
            };
          })}
        />
      )}
    </div>
  );
}
