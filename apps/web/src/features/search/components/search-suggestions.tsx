import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import {
  clearRecentSearches,
  recentSearchesSnapshot,
  subscribeRecentSearches,
} from '../../../lib/recent-searches.ts';

/** Keywords that find something on a typical data set: cities, industries, booth words. */
export const hotKeywords = ['上海', '汽车展', '5G物联网', '家居', '医疗器械', '会展中心', '论坛', '酒店'];

const channels = [
  { to: paths.exhibition.path, label: '浏览全部展会' },
  { to: paths.actvity.path, label: '浏览会议活动' },
  { to: paths.conventionSpace.path, label: '浏览会议场地' },
  { to: paths.exhibitionBooth.path, label: '浏览展台图库' },
];

const searchHref = (keyword: string) => href(paths.search.path, { keyword });

/** Keywords as chips, each a link to its search. */
function KeywordChips({ keywords }: { keywords: readonly string[] }) {
  return (
    <ul className="search-suggest__chips">
      {keywords.map((k) => (
        <li key={k}>
          <Link className="search-chip" to={searchHref(k)}>
            {k}
          </Link>
        </li>
      ))}
    </ul>
  );
}

const NONE: string[] = [];

/**
 * This browser's recent searches. None on the server and while hydrating a server-rendered page (the
 * server cannot know them: decision 041), this browser's list right after; a client-side render reads
 * the list at once.
 */
function useRecentSearches(): string[] {
  return useSyncExternalStore(
    subscribeRecentSearches,
    () => recentSearchesSnapshot(),
    () => NONE,
  );
}

/**
 * What to try next: the visitor's recent searches (with 清空), popular keywords and the channels to
 * browse. Shown when there is no keyword yet and when a keyword found nothing.
 */
export function SearchSuggestions({ tips }: { tips: boolean }) {
  const recent = useRecentSearches();
  return (
    <div className="search-suggest">
      {tips && (
        <ul className="search-suggest__tips">
          <li>检查关键词是否有错别字</li>
          <li>换一个更短或更常用的词，如城市名、行业名</li>
          <li>中英文、数字可以混合搜索，如“5G物联网”</li>
        </ul>
      )}
      {recent.length > 0 && (
        <section className="search-suggest__group" aria-label="最近搜索">
          <h2 className="search-suggest__title">
            最近搜索
            <button
              type="button"
              className="text-btn search-suggest__clear"
              onClick={() => clearRecentSearches()}
            >
              清空
            </button>
          </h2>
          <KeywordChips keywords={recent} />
        </section>
      )}
      <section className="search-suggest__group" aria-label="热门搜索">
        <h2 className="search-suggest__title">热门搜索</h2>
        <KeywordChips keywords={hotKeywords} />
      </section>
      <nav className="search-suggest__channels" aria-label="浏览频道">
        {channels.map((c) => (
          <Link key={c.to} to={c.to}>
            {c.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
