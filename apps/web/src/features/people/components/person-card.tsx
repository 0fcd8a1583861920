import { EnvironmentOutlined, SafetyCertificateFilled, StarFilled } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { Highlight } from '../../../components/highlight.tsx';
import { citiesText, countText, pricePerM2, reputationText } from './people-format.ts';
import { WorkStats } from './work-stats.tsx';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

/** What a designer's and a factory's card share (`DesignerCard`, `FactoryCard`). */
export interface PersonCardData {
  id: number;
  cardno: string;
  summary: string;
  logo: string;
  city: string;
  specialities: string[];
  cities: string[];
  priceMin: number;
  priceMax: number;
  verified: boolean;
  reputation: number;
  covers: { id: number; title: string; thumb: string; link: string }[];
  link: string;
  /** Followers (粉丝), and the views and likes of the approved works (cases) together. */
  fans: number;
  views: number;
  likes: number;
}

/**
 * A designer or a factory in search results and top lists: the logo, the (highlighted) name, verified,
 * reputation, city, specialities, price, followers with the works' views and likes, and up to three cover works; the whole card links to the page.
 */
export function PersonCard({
  it,
  name,
  facts,
  showSummary = true,
  compact = false,
}: {
  it: PersonCardData;
  /** HTML from the server: escaped, matches in `<em>`. */
  name: string;
  /** One line of the kind's own facts (从业8年 · 作品12件). */
  facts: string;
  showSummary?: boolean;
  compact?: boolean;
}) {
  return (
    <li className={`person-card${compact ? ' person-card--compact' : ''}`}>
      <Link to={it.link} className="person-card__link">
        <div className="person-card__top">
          <img
            className="person-card__logo"
            {...imageSources(it.logo, '56px')}
            alt=""
            width={56}
            height={56}
            {...imageLoading(false)}
          />
          <div className="person-card__who">
            <h2 className="person-card__name">
              <Highlight html={name} />
            </h2>
            <p className="person-card__badges">
              {it.verified && (
                <Tag color="blue" icon={<SafetyCertificateFilled aria-hidden />}>
                  已认证
                </Tag>
              )}
              <span className="person-card__score" title="信誉分">
                <StarFilled aria-hidden /> 信誉 {reputationText(it.reputation)}
              </span>
            </p>
          </div>
        </div>
        <p className="person-card__line">
          <EnvironmentOutlined aria-hidden /> {it.city} · 服务 {citiesText(it.cities)}
        </p>
        <p className="person-card__line">
          {facts} · <span className="person-card__price">{pricePerM2(it.priceMin, it.priceMax)}</span>
        </p>
        <p className="person-card__line person-card__stats">
          <span>粉丝 {countText(it.fans)}</span>
          <WorkStats views={it.views} likes={it.likes} />
        </p>
        <p className="person-card__tags">
          {it.specialities.slice(0, 4).map((s) => (
            <Tag key={s}>{s}</Tag>
          ))}
        </p>
        {showSummary && it.summary && (
          <p className="person-card__summary">
            <Highlight html={it.summary} />
          </p>
        )}
        {it.covers.length > 0 && (
          <div className="person-card__covers">
            {it.covers.map((c) => (
              <img
                key={c.id}
                {...imageSources(c.thumb, '(max-width: 767.98px) 33vw, 120px')}
                alt={c.title}
                title={c.title}
                width={160}
                height={120}
                {...imageLoading(false)}
              />
            ))}
          </div>
        )}
      </Link>
    </li>
  );
}
