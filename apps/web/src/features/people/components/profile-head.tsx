import { SafetyCertificateFilled, StarFilled } from '@ant-design/icons';
import type { FavoriteKind } from '@hz/contract/favorites';
import { Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { citiesText, countText, reputationText } from './people-format.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

/**
 * The top of a designer's or factory's page: logo, name, verified, reputation, followers (粉丝), 关注 (the
 * favourite of a profile, issue 27), the facts
 * (`facts`: label → text, empty ones left out), specialities, styles, cities served and the description.
 */
export function ProfileHead({
  kind,
  id,
  name,
  logo,
  verified,
  reputation,
  fvr,
  fans,
  mine,
  addr,
  specialities,
  styles,
  cities,
  descr,
  facts,
  onFavorite,
  children,
}: {
  kind: FavoriteKind & ('designer' | 'factory');
  id: number;
  name: string;
  logo: string;
  verified: boolean;
  reputation: number;
  fvr: boolean;
  /** Followers (粉丝). */
  fans: number;
  mine: boolean;
  addr: string;
  specialities: string[];
  styles: string[];
  cities: string[];
  descr: string;
  facts: [string, string][];
  onFavorite: () => void;
  children?: ReactNode;
}) {
  const compact = useIsMobile();
  return (
    <header className="profile-head">
      <div className="profile-head__top">
        {/* the page's first picture: fetched at once, ahead of the works below */}
        <img
          className="profile-head__logo"
          {...imageSources(logo, '(max-width: 767.98px) 64px, 88px')}
          alt={`${name}的头像`}
          width={88}
          height={88}
          {...imageLoading(true)}
        />
        <div className="profile-head__who">
          <h1 className="profile-head__name">{name}</h1>
          <p className="profile-head__badges">
            <Tag>{kind === 'designer' ? '设计师' : '搭建工厂'}</Tag>
            {verified ? (
              <Tag color="blue" icon={<SafetyCertificateFilled aria-hidden />}>
                {kind === 'designer' ? '已实名认证' : '已企业认证'}
              </Tag>
            ) : (
              <Tag>认证更新中</Tag>
            )}
            <span className="profile-head__score">
              <StarFilled aria-hidden /> 信誉 {reputationText(reputation)}
            </span>{' '}
            <span className="profile-head__fans">粉丝 {countText(fans)}</span>
          </p>
          <p className="profile-head__addr">{addr}</p>
        </div>
        {!mine && (
          <div className="profile-head__fav">
            <FavoriteButton kind={kind} id={id} fvr={fvr} onChange={onFavorite} verb="关注" />
          </div>
        )}
      </div>
      <Descriptions
        className="profile-head__facts"
        size="small"
        column={compact ? 1 : 3}
        items={[
          ...facts.filter(([, v]) => v).map(([label, v]) => ({ key: label, label, children: v })),
          { key: 'cities', label: '服务城市', children: citiesText(cities, 12) },
        ]}
      />
      <p className="profile-head__tags">
        {specialities.map((s) => (
          <Tag key={s} color="geekblue">
            {s}
          </Tag>
        ))}
        {styles.map((s) => (
          <Tag key={s}>{s}</Tag>
        ))}
      </p>
      {/* plain text (contacts masked by the server); line breaks kept by the style */}
      <p className="profile-head__descr">{descr}</p>
      {children}
    </header>
  );
}
