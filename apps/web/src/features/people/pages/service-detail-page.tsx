import { ReviewState } from '@hz/contract/common/states';
import { serviceTypeNames } from '@hz/contract/services';
import { Tag } from 'antd';
import {
  DetailBack,
  DetailHead,
  DetailNoId,
  DetailNotReady,
  DetailPictures,
  OwnerBanner,
} from '../../../components/content-detail.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useIdParam } from '../../../lib/url-filters.ts';
import { useServiceInfo } from '../api/service-info.ts';
import { OrderServiceButton } from '../components/order-service-button.tsx';
import { ConsultButton } from '../components/consult-button.tsx';
import { OwnerCard } from '../components/owner-card.tsx';
import { areaRange, servicePrice } from '../components/people-format.ts';
import '../people.css';

function ServiceDetail({ id }: { id: number }) {
  const info = useServiceInfo({ id });
  const d = info.data;
  if (!d) return <DetailNotReady query={info} name="服务" listTo={paths.designer.path} />;
  return (
    <article className="container listing-detail people-detail">
      <DetailBack to={d.mine ? paths.serviceList.path : d.owner.link}>
        {d.mine ? '返回我的服务' : `返回${d.owner.name}的主页`}
      </DetailBack>
      {d.mine && (
        <OwnerBanner
          name="服务"
          checked={d.checked}
          reason={d.reason}
          editTo={href(paths.newService.path, { id: d.id })}
        />
      )}
      <DetailHead title={d.title} cover={d.cover.url}>
        <p>
          <Tag color="blue">{serviceTypeNames[d.type]}</Tag>
        </p>
        <p className="service-price">{servicePrice(d.price, d.negotiable)}</p>
        {!d.mine && d.type === 'design' && !d.negotiable && d.checked === ReviewState.approved && (
          <div className="service-order">
            <OrderServiceButton service={d} />
          </div>
        )}
        <p className="listing-detail__line">
          <strong>适用面积：</strong>
          {areaRange(d.areaMin, d.areaMax)}
        </p>
        <p className="listing-detail__line">
          <strong>交付周期：</strong>
          {d.days}天
        </p>
        {d.checked === ReviewState.approved && (
          <p className="listing-detail__line">
            <strong>发布时间：</strong>
            {d.dates}
          </p>
        )}
        <OwnerCard owner={d.owner} />
        {!d.mine && d.checked === ReviewState.approved && (
          <p className="people-consult">
            <ConsultButton
              cardno={d.owner.cardno}
              kind={d.owner.kind}
              name={d.owner.name}
              from="service"
              item={d.id}
            />
          </p>
        )}
      </DetailHead>
      <section className="listing-detail__section" aria-label="服务内容">
        <h2>服务内容</h2>
        <p className="people-text">{d.includes}</p>
      </section>
      {d.excludes && (
        <section className="listing-detail__section" aria-label="不含内容">
          <h2>不含内容</h2>
          <p className="people-text">{d.excludes}</p>
        </section>
      )}
      <DetailPictures title="服务图片" images={d.pics} />
    </article>
  );
}

/**
 * `/personCenter/serviceDetail?id=`: one service, public once approved; an approved design service at a
 * fixed price can be ordered (下单, decision 025).
 */
export default function ServiceDetailPage() {
  const id = useIdParam();
  if (!id)
    return (
      <DetailNoId
        title="没有指定服务"
        hint="链接可能不完整，请从设计师或工厂主页进入。"
        listTo={paths.designer.path}
        listText="查看设计师"
      />
    );
  return <ServiceDetail key={id} id={id} />;
}
