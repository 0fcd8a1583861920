import { ReviewState } from '@hz/contract/common/states';
import { Tag } from 'antd';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  DetailBack,
  DetailDescription,
  DetailHead,
  DetailNotReady,
  DetailPictures,
  OwnerBanner,
} from '../../../components/content-detail.tsx';
import { href, paths } from '../../../config/paths.ts';
import { dateSpan } from '../../../lib/content-format.ts';
import { useCaseInfo } from '../api/case-info.ts';
import { useViewWork } from '../api/view-work.ts';
import { useWorkInfo } from '../api/work-info.ts';
import { ConsultButton } from './consult-button.tsx';
import { LikeButton } from './like-button.tsx';
import { WorkStats } from './work-stats.tsx';
import { OwnerCard } from './owner-card.tsx';
import { opensText } from './people-format.ts';

/**
 * One work (`/designItem?id=`) or build case (`/supplierWork?case=`) in full: its pictures, facts, the
 * exhibition it was for, its designer or factory, and for the owner its state and a way to edit it.
 */
export function WorkDetail({ kind, id }: { kind: 'work' | 'case'; id: number }) {
  const work = useWorkInfo({ id }, { enabled: kind === 'work' });
  const kase = useCaseInfo({ id }, { enabled: kind === 'case' });
  const info = kind === 'work' ? work : kase;
  const name = kind === 'work' ? '设计作品' : '搭建案例';
  const listTo = kind === 'work' ? paths.designer.path : paths.supplier.path;
  const d = info.data;
  const publicOne = d?.checked === ReviewState.approved && !d.mine;
  // a view is counted when the page is open in a browser (not by the server's render), once per mount
  const view = useViewWork();
  const counted = useRef(false);
  useEffect(() => {
    if (!publicOne || counted.current) return;
    counted.current = true;
    view.mutate({ kind, id });
  }, [publicOne, kind, id, view.mutate]);
  if (!d) return <DetailNotReady query={info} name={name} listTo={listTo} />;

  return (
    <article className="container listing-detail people-detail">
      <DetailBack to={d.owner.link}>
        返回{d.owner.name}的{kind === 'work' ? '作品集' : '主页'}
      </DetailBack>
      {d.mine && (
        <OwnerBanner
          name={kind === 'work' ? '作品' : '案例'}
          checked={d.checked}
          reason={d.reason}
          editTo={href(paths.newWordService.path, { id: d.id, kind: kind === 'case' ? 'case' : undefined })}
        />
      )}
      <DetailHead title={d.title} cover={d.cover.url}>
        <p>
          <Tag color="blue">{name}</Tag>
          <Tag>{d.style}</Tag>
        </p>
        <p className="listing-detail__line">
          <strong>展台面积：</strong>
          {d.areas}㎡ · {opensText(d.opens)}
        </p>
        {d.exhibition && (
          <p className="listing-detail__line">
            <strong>展会：</strong>
            <Link to={d.exhibition.link}>{d.exhibition.title}</Link>（{d.exhibition.city}{' '}
            {dateSpan(d.exhibition.sdate, d.exhibition.edate)}）
          </p>
        )}
        {d.checked === ReviewState.approved && (
          <p className="listing-detail__line">
            <strong>发布时间：</strong>
            {d.dates}
          </p>
        )}
        {d.checked === ReviewState.approved && (
          <p className="work-detail__stats">
            <WorkStats views={d.views} likes={d.likes} />
            {!d.mine && <LikeButton kind={kind} id={d.id} liked={d.liked} likes={d.likes} />}
          </p>
        )}
        <OwnerCard owner={d.owner} />
        {!d.mine && d.checked === ReviewState.approved && (
          <p className="people-consult">
            <ConsultButton
              cardno={d.owner.cardno}
              kind={d.owner.kind}
              name={d.owner.name}
              from={kind}
              item={d.id}
            />
          </p>
        )}
      </DetailHead>
      <DetailDescription title={kind === 'work' ? '设计说明' : '案例说明'} html={d.conts} />
      <DetailPictures title={kind === 'work' ? '效果图' : '现场照片'} images={[d.cover, ...d.pics]} />
    </article>
  );
}
