import { CloudDownloadOutlined, HeartOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { href, paths } from '../../../config/paths.ts';
import type { ModelSearchItem } from '../api/search-model.ts';
import { dimsText, priceText } from './model-format.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

/** One model of the library: cover, title, category, format, price, size, downloads and favourites. */
export function ModelCard({
  it,
  first = false,
}: {
  it: ModelSearchItem;
  /** The list's first card: its picture is fetched at once, ahead of the rest. */
  first?: boolean;
}) {
  return (
    <li className="model-card">
      <Link to={href(paths.modelDetail.path, { id: it.id })} className="model-card__link">
        {it.cover ? (
          <img
            className="model-card__cover"
            {...imageSources(it.cover, '(max-width: 767.98px) 100vw, (max-width: 991.98px) 40vw, 310px')}
            alt=""
            width={640}
            height={480}
            {...imageLoading(first)}
          />
        ) : (
          <span className="model-card__cover model-card__cover--none" aria-hidden="true">
            3D
          </span>
        )}
        <div className="model-card__body">
          <h2 className="model-card__title">{it.title}</h2>
          <p className="model-card__meta">
            <Tag>{it.format.toUpperCase()}</Tag>
            {it.viewable && <Tag color="blue">可预览</Tag>}
            <span className={it.price ? 'model-card__price' : 'model-card__price model-card__price--free'}>
              {priceText(it.price)}
            </span>
          </p>
          <p className="model-card__line">{it.category}</p>
          {it.dims && <p className="model-card__line">{dimsText(it.dims)}</p>}
          <p className="model-card__line model-card__stats">
            <span>
              <CloudDownloadOutlined aria-hidden /> {it.downloads}
            </span>
            <span>
              <HeartOutlined aria-hidden /> {it.favorites}
            </span>
            <span className="model-card__author">{it.author}</span>
          </p>
        </div>
      </Link>
    </li>
  );
}
