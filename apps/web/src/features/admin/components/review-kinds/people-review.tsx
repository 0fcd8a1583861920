import { formatYuan } from '../../../../lib/format.ts';
import { useQuery } from '@tanstack/react-query';
import type { DesignerFields, FactoryFields, WorkInfo } from '@hz/contract/people';
import { type ServiceInfo, serviceTypeNames } from '@hz/contract/services';
import { caseInfoOptions } from '../../../people/api/case-info.ts';
import { designerProfileOptions } from '../../../people/api/designer-profile.ts';
import { factoryProfileOptions } from '../../../people/api/factory-profile.ts';
import { serviceInfoOptions } from '../../../people/api/service-info.ts';
import { workInfoOptions } from '../../../people/api/work-info.ts';
import { ContentStateTag, ReviewFacts, ReviewHtml, ReviewPictures } from '../review-detail.tsx';
import type { ReviewedKind } from './reviewed-kind.ts';

const yuanPerM2 = (min: number, max: number) =>
  !min && !max ? '面议' : max ? `${min} – ${max} 元/㎡` : `${min} 元/㎡起`;
const opens = ['', '一面开', '两面开', '三面开', '四面开（岛型）'];

/** A profile as the drawer decides it: the submitted version, with the public one beside it. */
interface ProfileReview<F> {
  id: number;
  checked: number;
  reason: string;
  title: string;
  cardno: string;
  online: boolean;
  submitted: F;
  dates: string;
  times: string;
}

function ProfileFacts({
  d,
  columns,
  own,
}: {
  d: ProfileReview<DesignerFields | FactoryFields>;
  columns: number;
  own: { key: string; label: string; children: string }[];
}) {
  const s = d.submitted;
  return (
    <>
      <img className="content-review__cover content-review__logo" src={s.logo.url} alt="头像或标志" />
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '名称', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <ContentStateTag checked={d.checked} /> },
          {
            key: 'online',
            label: '公开版本',
            children: d.online ? '有（审核期间照常展示）' : '无（首次提交）',
          },
          { key: 'city', label: '所在城市', children: `${s.prov}${s.city === s.prov ? '' : s.city}` },
          { key: 'cities', label: '服务城市', children: s.cities.join('、'), span: columns },
          { key: 'sp', label: '擅长类型', children: s.specialities.join('、'), span: columns },
          { key: 'styles', label: '擅长风格', children: s.styles.join('、'), span: columns },
          { key: 'price', label: '价格', children: yuanPerM2(s.priceMin, s.priceMax) },
          ...own,
          { key: 'cardno', label: '会员', children: d.cardno },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
          { key: 'descr', label: '简介', children: s.descr, span: columns },
        ]}
      />
    </>
  );
}

function DesignerDetail({ d, columns }: { d: ProfileReview<DesignerFields>; columns: number }) {
  return (
    <ProfileFacts
      d={d}
      columns={columns}
      own={[{ key: 'years', label: '从业年限', children: `${d.submitted.years}年` }]}
    />
  );
}

function FactoryDetail({ d, columns }: { d: ProfileReview<FactoryFields>; columns: number }) {
  const s = d.submitted;
  return (
    <>
      <ProfileFacts
        d={d}
        columns={columns}
        own={[
          { key: 'plant', label: '厂房面积', children: `${s.plantArea}㎡` },
          { key: 'team', label: '团队人数', children: `${s.teamSize}人` },
          { key: 'cap', label: '月搭建能力', children: `${s.capacity}个展台` },
          { key: 'eq', label: '主要设备', children: s.equipment.join('、') || '—' },
        ]}
      />
      <ReviewPictures title="资质证书" images={s.certs} />
    </>
  );
}

/** Designer profiles: the member is named by the queue row (`cardno`), which the drawer passes on. */
export const designerReview: ReviewedKind<ProfileReview<DesignerFields>> = {
  what: '设计师资料',
  noun: '资料',
  useInfo: (_id, cardno) =>
    useQuery({
      ...designerProfileOptions({ cardno }),
      enabled: Boolean(cardno),
      staleTime: 0,
      select: (r) => {
        const p = r.profile;
        if (!p) throw new Error('资料不存在');
        return { ...p, title: p.submitted.name };
      },
    }),
  confirmText: (d) => `确认「${d.title}」的资料合规，公开为设计师主页？`,
  rejectExtra: '原因会通过站内消息告知会员，并显示在其设计师资料页；之前通过的版本照常展示',
  rejectPlaceholder: '如：个人简介过于简单，请补充擅长领域与代表项目（2–200字）',
  Detail: DesignerDetail,
};

export const factoryReview: ReviewedKind<ProfileReview<FactoryFields>> = {
  what: '工厂资料',
  noun: '资料',
  size: 760,
  useInfo: (_id, cardno) =>
    useQuery({
      ...factoryProfileOptions({ cardno }),
      enabled: Boolean(cardno),
      staleTime: 0,
      select: (r) => {
        const p = r.profile;
        if (!p) throw new Error('资料不存在');
        return { ...p, title: p.submitted.company };
      },
    }),
  confirmText: (d) => `确认「${d.title}」的资料与资质证书合规，公开为工厂主页？`,
  rejectExtra: '原因会通过站内消息告知会员，并显示在其工厂资料页；之前通过的版本照常展示',
  rejectPlaceholder: '如：资质证书不清晰或与企业名称不一致（2–200字）',
  Detail: FactoryDetail,
};

function WorkDetail({ d, columns }: { d: WorkInfo; columns: number }) {
  return (
    <>
      <img className="content-review__cover" src={d.cover.url} alt="封面图片" />
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '标题', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'owner', label: d.kind === 'work' ? '设计师' : '工厂', children: d.owner.name },
          { key: 'areas', label: '展台', children: `${d.areas}㎡ · ${opens[d.opens] ?? ''} · ${d.style}` },
          { key: 'ex', label: '展会', children: d.exhibition?.title ?? '—' },
          { key: 'cardno', label: '会员', children: d.owner.cardno },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
        ]}
      />
      <ReviewHtml title="说明" html={d.conts} />
      <ReviewPictures title={d.kind === 'work' ? '效果图' : '现场照片'} images={d.pics} />
    </>
  );
}

const workKind = (kind: 'work' | 'case'): ReviewedKind<WorkInfo> => ({
  what: kind === 'work' ? '设计作品' : '搭建案例',
  noun: '内容',
  useInfo: (id) => {
    const opts = { enabled: id !== undefined, staleTime: 0 };
    // one of the two runs; hooks in a fixed order
    const work = useQuery({
      ...workInfoOptions({ id: id ?? 0 }),
      ...opts,
      enabled: opts.enabled && kind === 'work',
    });
    const kase = useQuery({
      ...caseInfoOptions({ id: id ?? 0 }),
      ...opts,
      enabled: opts.enabled && kind === 'case',
    });
    return kind === 'work' ? work : kase;
  },
  confirmText: (d) => `确认「${d.title}」的内容与图片合规，公开展示？`,
  rejectExtra: '原因会通过站内消息告知会员，并显示在其我的服务中',
  rejectPlaceholder: '如：图片含有联系方式或水印，请修改后重新提交（2–200字）',
  Detail: WorkDetail,
});
export const workReview = workKind('work');
export const caseReview = workKind('case');

function ServiceDetail({ d, columns }: { d: ServiceInfo; columns: number }) {
  return (
    <>
      <img className="content-review__cover" src={d.cover.url} alt="封面图片" />
      <ReviewFacts
        columns={columns}
        items={[
          { key: 'title', label: '服务名称', children: d.title, span: columns },
          { key: 'checked', label: '状态', children: <ContentStateTag checked={d.checked} /> },
          { key: 'type', label: '类型', children: serviceTypeNames[d.type] },
          { key: 'owner', label: '发布者', children: `${d.owner.name}（${d.owner.cardno}）` },
          { key: 'area', label: '适用面积', children: `${d.areaMin} – ${d.areaMax}㎡` },
          { key: 'price', label: '价格', children: d.negotiable ? '面议' : `¥${formatYuan(d.price)}` },
          { key: 'days', label: '交付周期', children: `${d.days}天` },
          { key: 'time', label: '提交时间', children: `${d.dates} ${d.times}` },
          { key: 'inc', label: '服务内容', children: d.includes, span: columns },
          { key: 'exc', label: '不含内容', children: d.excludes || '—', span: columns },
        ]}
      />
      <ReviewPictures title="服务图片" images={d.pics} />
    </>
  );
}

export const serviceReview: ReviewedKind<ServiceInfo> = {
  what: '服务',
  noun: '内容',
  useInfo: (id) =>
    useQuery({ ...serviceInfoOptions({ id: id ?? 0 }), enabled: id !== undefined, staleTime: 0 }),
  confirmText: (d) => `确认服务「${d.title}」的内容与价格合规，公开展示？`,
  rejectExtra: '原因会通过站内消息告知会员，并显示在其我的服务中',
  rejectPlaceholder: '如：服务内容描述不清，请写明包含的成果与交付方式（2–200字）',
  Detail: ServiceDetail,
};
