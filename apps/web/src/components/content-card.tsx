import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { imageLoading, imageSources } from '../lib/image-sources.ts';
import { Highlight } from './highlight.tsx';
import './content-card.css';

export type CardTone = 'blue' | 'green' | 'orange' | 'grey';

/** One result of any content kind, as the search screens and the home page show it. */
export interface ContentCardData {
  /** Unique within its list. */
  key: string | number;
  to: string;
  /** Thumbnail URL; '' for none. */
  image: string;
  /** The server's title: HTML-escaped, matches of the keyword in `<em>`. */
  title: string;
  tags?: { text: string; tone?: CardTone }[];
  /** A line's text may be markup (a `DateSpan`, whose dates do not break inside). */
  lines?: { icon?: ReactNode; text: ReactNode }[];
  /** The server's excerpt, escaped with matches in `<em>`; shown when not empty. */
  summary?: string;
}

/**
 * A card that links to one listing, space, photo…: picture, highlighted title, tags and a few lines.
 * Plain markup and CSS (no antd parts), so that the home page stays light.
 */
export function ContentCard({
  card,
  heading: Heading = 'h3',
  first = false,
  sizes = '(max-width: 767.98px) 112px, (max-width: 991.98px) 50vw, 400px',
}: {
  card: ContentCardData;
  heading?: 'h2' | 'h3';
  /** The first picture a visitor sees on the page: fetched at once, ahead of the rest. */
  first?: boolean;
  /** How wide the picture is shown (the grid's columns): the search results' grid unless told. */
  sizes?: string;
}) {
  return (
    <li className="content-card">
      <Link to={card.to} className="content-card__link">
        {card.image ? (
          // width and height give the box its shape before the styles arrive (CSS sets the real one)
          <img
            className="content-card__image"
            {...imageSources(card.image, sizes)}
            alt=""
            width={640}
            height={360}
            {...imageLoading(first)}
          />
        ) : (
          <span className="content-card__image content-card__image--none" aria-hidden="true" />
        )}
        <div className="content-card__body">
          <Heading className="content-card__title">
            <Highlight html={card.title} />
          </Heading>
          {card.tags && card.tags.length > 0 && (
            <div className="content-card__tags">
              {card.tags.map((t) => (
                <span key={t.text} className={`content-card__tag content-card__tag--${t.tone ?? 'grey'}`}>
                  {t.text}
                </span>
              ))}
            </div>
          )}
          {card.lines?.map((l, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's lines are fixed, in a fixed order
            <div key={i} className="content-card__line">
              {l.icon} {l.text}
            </div>
          ))}
          {card.summary && (
            <p className="content-card__summary">
              <Highlight html={card.summary} />
            </p>
          )}
        </div>
      </Link>
    </li>
  );
}

/** `count` grey placeholder cards while a list loads. */
export function ContentCardSkeletons({ count, label }: { count: number; label: string }) {
  return (
    <ul className="card-grid content-grid" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <li key={i} className="content-card content-card--skeleton" aria-hidden="true">
          <span className="content-card__image" />
          <div className="content-card__body">
            <span className="skeleton-line skeleton-line--title" />
            <span className="skeleton-line" />
            <span className="skeleton-line skeleton-line--short" />
          </div>
        </li>
      ))}
    </ul>
  );
}
