import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { ContentCard, ContentCardSkeletons } from '../../../components/content-card.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { readKeyword, SearchForm, useRecordSearch } from '../components/search-form.tsx';
import { countText } from '../components/search-format.ts';
import {
  findSearchKind,
  kindSearchOptions,
  type SearchKind,
  searchKinds,
} from '../components/search-kinds.tsx';
import { SearchSuggestions } from '../components/search-suggestions.tsx';
import '../search.css';

export const MORE_PAGE_SIZE = 12;

function readPage(params: URLSearchParams) {
  const p = Number(params.get('page'));
  return Number.isInteger(p) && p > 1 && p <= 10_000 ? p : 1;
}

function KindResults({ kind, keyword, page }: { kind: SearchKind; keyword: string; page: number }) {
  const [, setParams] = useSearchParams();
  const list = useQuery(kindSearchOptions(kind, { keyword, page, pageSize: MORE_PAGE_SIZE }));
  const data = list.data;
  const goPage = (p: number) =>
    setParams(new URLSearchParams({ kind: kind.key, keyword, ...(p > 1 ? { page: String(p) } : {}) }));

  if (!data && list.isError)
    return <LoadFailed title={`${kind.label}搜索失败`} onRetry={() => list.refetch()} />;
  if (!data) return <ContentCardSkeletons count={6} label={`${kind.label}搜索结果加载中`} />;
  if (data.cards.length === 0 && page > 1)
    return (
      <Result
        status="info"
        title="没有更多结果了"
        extra={<Button onClick={() => goPage(1)}>回到第一页</Button>}
      />
    );
  if (data.cards.length === 0)
    return (
      <div className="search-intro" role="status">
        <p className="search-intro__lead">
          没有找到与“{keyword}”相关的{kind.label}
        </p>
        <SearchSuggestions tips />
      </div>
    );
  return (
    <>
      <p className="search-panel__count" role="status">
        共找到 {countText(data)} {kind.unit}
        {kind.label}
        {data.totalCapped && '，请输入更具体的关键词缩小范围'}
      </p>
      <ul
        className="card-grid content-grid"
        aria-label={`${kind.label}搜索结果`}
        aria-busy={list.isPlaceholderData}
      >
        {data.cards.map((c) => (
          <ContentCard key={c.key} card={c} heading="h2" />
        ))}
      </ul>
      <ListPager
        centered
        className="search-pager"
        page={page}
        pageSize={MORE_PAGE_SIZE}
        total={data.total}
        onChange={goPage}
      />
    </>
  );
}

/** `/search/more?kind=&keyword=&page=`: every result of one kind for a keyword, paged. */
export default function SearchMorePage() {
  const [params, setParams] = useSearchParams();
  const keyword = readKeyword(params);
  const kind = findSearchKind(params.get('kind'));
  const page = readPage(params);
  useRecordSearch(keyword);

  if (!kind)
    return (
      <div className="container search-page">
        <Result
          status="warning"
          title="没有这一类搜索结果"
          subTitle={`可以搜索：${searchKinds.map((k) => k.label).join('、')}`}
          extra={
            <Link to={href(paths.search.path, { keyword })} className="link-btn link-btn--primary">
              查看全部搜索结果
            </Link>
          }
        />
      </div>
    );

  return (
    <div className="container search-page">
      <Link to={href(paths.search.path, { keyword, tab: kind.key })} className="search-back">
        <ArrowLeftOutlined aria-hidden /> 全部搜索结果
      </Link>
      <PageHeader title={keyword ? `“${keyword}”的${kind.label}` : `搜索${kind.label}`}>
        <Link to={kind.browse.to(keyword)}>{kind.browse.label}</Link>
      </PageHeader>
      <SearchForm
        keyword={keyword}
        onSearch={(k) => setParams(new URLSearchParams({ kind: kind.key, keyword: k }))}
      />
      {keyword ? (
        <KindResults key={`${kind.key}:${keyword}`} kind={kind} keyword={keyword} page={page} />
      ) : (
        <div className="search-intro">
          <p className="search-intro__lead">输入关键词搜索{kind.label}。</p>
          <SearchSuggestions tips={false} />
        </div>
      )}
    </div>
  );
}
