import { SafetyCertificateFilled, StarFilled } from '@ant-design/icons';
import type { OwnerCard as Owner } from '@hz/contract/people';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { reputationText } from './people-format.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

/** The designer or factory a work, case or service belongs to, linking to their page. */
export function OwnerCard({ owner }: { owner: Owner }) {
  return (
    // named by its visible text (name, kind, city, reputation): an aria-label without that text fails
    // axe's label-content-name-mismatch (WCAG 2.5.3, a voice user says what they see)
    <Link to={owner.link} className="owner-card">
      <img
        className="owner-card__logo"
        {...imageSources(owner.logo, '56px')}
        alt=""
        width={56}
        height={56}
        {...imageLoading(false)}
      />
      <span className="owner-card__body">
        <strong className="owner-card__name">{owner.name}</strong>
        <span className="owner-card__meta">
          <Tag>{owner.kind === 'designer' ? '设计师' : '搭建工厂'}</Tag>
          {owner.verified && (
            <Tag color="blue" icon={<SafetyCertificateFilled aria-hidden />}>
              已认证
            </Tag>
          )}
          {owner.city} · <StarFilled aria-hidden className="owner-card__star" /> 信誉{' '}
          {reputationText(owner.reputation)}
        </span>
      </span>
    </Link>
  );
}
