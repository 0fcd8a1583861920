import { RightOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import {
  ContentCard,
  ContentCardSkeletons,
  type ContentCardData,
} from '../../../components/content-card.tsx';

/** Keeps a section's own rendering failure inside the section: the rest of the page stays. */
class SectionBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Failed({ title, onRetry }: { title: string; onRetry?: () => void }) {
  return (
    <div className="home-note home-note--error" role="alert">
      {title}加载失败，请稍后再试。
      {onRetry && (
        <button type="button" className="text-btn home-note__action" onClick={onRetry}>
          重试
        </button>
      )}
    </div>
  );
}

interface SectionProps<T> {
  id: string;
  title: string;
  /** Where 查看更多 leads. */
  more: string;
  query: UseQueryResult<T>;
  toCards: (data: T) => ContentCardData[];
  skeletons: number;
  /** Shown when the call returns nothing. */
  empty: ReactNode;
  /** Pictures first: a denser grid. */
  photos?: boolean;
  /** The page's first section with pictures: its first is fetched at once, ahead of the rest. */
  first?: boolean;
}

function SectionBody<T>({ id, title, query, toCards, skeletons, empty, photos, first }: SectionProps<T>) {
  if (query.data) {
    const cards = toCards(query.data);
    if (cards.length === 0) return <div className="home-note">{empty}</div>;
    return (
      <ul
        className={`card-grid content-grid content-grid--four${photos ? ' content-grid--photos' : ''}`}
        aria-labelledby={id}
      >
        {cards.map((c, i) => (
          <ContentCard
            key={c.key}
            card={c}
            first={first && i === 0}
            sizes="(max-width: 991.98px) 50vw, 300px"
          />
        ))}
      </ul>
    );
  }
  if (query.isError) return <Failed title={title} onRetry={() => query.refetch()} />;
  return <ContentCardSkeletons count={skeletons} label={`${title}加载中`} />;
}

/**
 * One content section of the home page: a heading with 查看更多, then cards from its own call, with its
 * own skeleton, empty note and error note; a failing section never takes the page down.
 */
export function HomeSection<T>(props: SectionProps<T>) {
  const { id, title, more } = props;
  return (
    <section className="container home-section" aria-labelledby={id}>
      <div className="home-section__head">
        <h2 id={id} className="home-section__title">
          {title}
        </h2>
        <Link to={more} className="home-section__link" aria-label={`查看更多${title}`}>
          查看更多 <RightOutlined aria-hidden />
        </Link>
      </div>
      <SectionBoundary fallback={<Failed title={title} />}>
        <SectionBody {...props} />
      </SectionBoundary>
    </section>
  );
}
