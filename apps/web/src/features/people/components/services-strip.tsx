import type { ServiceType } from '@hz/contract/services';
import { Empty, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useOpenServices } from '../api/open-services.ts';
import { areaRange, servicePrice } from './people-format.ts';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

/** A designer's or factory's approved services on their page (first page, newest first). */
export function ServicesStrip({ cardno, type }: { cardno: string; type: ServiceType }) {
  const list = useOpenServices({ cardno, type, page: 1, pageSize: 6 });
  const d = list.data;
  return (
    <section className="listing-detail__section" aria-label="服务报价">
      <h2>服务报价</h2>
      {!d ? (
        list.isError ? (
          <p className="card-hint">服务加载失败，请稍后刷新重试。</p>
        ) : (
          <Skeleton active paragraph={{ rows: 2 }} />
        )
      ) : d.listItem.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无公开的服务" />
      ) : (
        <ul className="service-strip">
          {d.listItem.map((s) => (
            <li key={s.id}>
              <Link to={s.link} className="service-strip__item">
                <img
                  {...imageSources(s.thumb || s.cover, '88px')}
                  alt=""
                  width={88}
                  height={66}
                  {...imageLoading(false)}
                />
                <span className="service-strip__body">
                  <span className="service-strip__title">{s.title}</span>
                  <span className="service-strip__meta">
                    {areaRange(s.areaMin, s.areaMax)} · {s.days}天交付
                  </span>
                  <span className="service-strip__price">{servicePrice(s.price, s.negotiable)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
