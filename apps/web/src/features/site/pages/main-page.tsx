import { DateSpan } from '../../../components/date-span.tsx';
import {
  AppstoreOutlined,
  BankOutlined,
  BuildOutlined,
  CalendarOutlined,
  CodeSandboxOutlined,
  EditOutlined,
  EnvironmentOutlined,
  PictureOutlined,
  ShopOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ContentCardData } from '../../../components/content-card.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { LiteSearch } from '../../../components/lite-search.tsx';
import { UpcomingTag } from '../../../components/upcoming-tag.tsx';
import { href, paths } from '../../../config/paths.ts';
import { escapeHtml } from '../../../lib/highlight.ts';
import { type Pictures, picturesOptions } from '../../gallery/api/get-pictures.ts';
import { type ListingSearch, listingSearchOptions } from '../../listings/api/search-listings.ts';
import { type TopDesigners, topDesignersOptions } from '../../people/api/top-designers.ts';
import { type TopFactories, topFactoriesOptions } from '../../people/api/top-factories.ts';
import { type SpaceSearch, spaceSearchOptions } from '../../spaces/api/search-spaces.ts';
import { HomeSection } from '../components/home-section.tsx';
import '../site.css';
import { groupDigits } from '../../../lib/numbers.ts';

interface Area {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const areas: Area[] = [
  {
    to: paths.exhibition.path,
    title: '展会',
    text: '国内外展会日程、展馆与行业',
    icon: <BankOutlined aria-hidden />,
  },
  {
    to: paths.exhibitionBooth.path,
    title: '展台图库',
    text: '海量展台效果图，寻找设计灵感',
    icon: <PictureOutlined aria-hidden />,
  },
  {
    to: paths.actvity.path,
    title: '会议活动',
    text: '按城市与行业查找会议活动',
    icon: <CalendarOutlined aria-hidden />,
  },
  {
    to: paths.conventionSpace.path,
    title: '会议场地',
    text: '按容纳人数、面积挑选场地',
    icon: <AppstoreOutlined aria-hidden />,
  },
  {
    to: paths.modelCenter.path,
    title: '3D模型',
    text: '展台模型在线预览与下载',
    icon: <CodeSandboxOutlined aria-hidden />,
  },
  {
    to: paths.designer.path,
    title: '设计师',
    text: '按风格与评分找到合适的设计师',
    icon: <TeamOutlined aria-hidden />,
  },
  {
    to: paths.supplier.path,
    title: '工厂',
    text: '资质齐全的搭建工厂与案例',
    icon: <ShopOutlined aria-hidden />,
  },
  {
    to: paths.publish.path,
    title: '发布设计需求',
    text: '描述展位与预算，设计师报名竞稿',
    icon: <EditOutlined aria-hidden />,
  },
  {
    to: paths.workshopNeed.root.path,
    title: '发布搭建项目',
    text: '多家工厂分项报价，比价后签约',
    icon: <BuildOutlined aria-hidden />,
  },
];

/**
 * 如何合作 by member kind: what each can do now, and the steps that come with design tasks and build
 * projects, linked to their screens (marked 即将上线 until they are built).
 */
const roles: { title: string; steps: { text: string; to?: string }[] }[] = [
  {
    title: '企业客户',
    steps: [
      { text: '查找展会、会议活动与会议场地，收藏感兴趣的内容' },
      { text: '发布展会、会议与场地，审核通过后公开展示', to: paths.uploadExhibition.path },
      { text: '发布设计需求与搭建项目，资金平台托管', to: paths.publish.path },
    ],
  },
  {
    title: '设计师',
    steps: [
      { text: '注册并完成实名认证', to: paths.securityPerson.path },
      { text: '上传展台实拍照片，分享设计灵感', to: paths.exhibitionBooth.path },
      { text: '展示作品集，报名设计任务', to: paths.taskHall.path },
    ],
  },
  {
    title: '搭建工厂',
    steps: [
      { text: '注册并完成企业认证', to: paths.securityBusiness.path },
      { text: '发布会议场地，审核通过后公开展示', to: paths.uploadConvention.path },
      { text: '展示搭建案例，为搭建项目分项报价', to: paths.supplier.path },
    ],
  },
];

const hotKeywords = ['上海', '汽车展', '5G物联网', '家居', '医疗器械'];

const listingCards =
  (screen: string) =>
  (d: ListingSearch): ContentCardData[] =>
    d.listItem.map((it) => ({
      key: it.id,
      to: href(screen, { id: it.id }),
      image: it.thumb || it.cover,
      title: it.title,
      tags: [{ text: it.industry }],
      lines: [
        { icon: <CalendarOutlined aria-hidden />, text: <DateSpan sdate={it.sdate} edate={it.edate} /> },
        { icon: <EnvironmentOutlined aria-hidden />, text: [it.city, it.venue].filter(Boolean).join(' · ') },
      ],
    }));

const spaceCards = (d: SpaceSearch): ContentCardData[] =>
  d.listItem.map((it) => {
    const seats = Math.max(it.capTheatre, it.capClassroom, it.capBanquet, it.capUshape);
    return {
      key: it.id,
      to: href(paths.spaceInfo.path, { id: it.id }),
      image: it.thumb || it.cover,
      title: it.title,
      tags: [{ text: it.venueType, tone: 'blue' as const }],
      lines: [
        { icon: <EnvironmentOutlined aria-hidden />, text: [it.city, it.addr].filter(Boolean).join(' · ') },
        {
          icon: <TeamOutlined aria-hidden />,
          text: `${groupDigits(it.areas)}㎡${seats > 0 ? ` · 最多${groupDigits(seats)}人` : ''}`,
        },
      ],
    };
  });

const openSides: Record<number, string> = { 1: '一面开', 2: '两面开', 3: '三面开', 4: '岛型' };

const photoCards = (d: Pictures): ContentCardData[] =>
  d.listItem.map((it) => ({
    key: it.id,
    to: href(paths.exhibitionBooth.path, { id: it.id }),
    image: it.thumb || it.url,
    title: escapeHtml(it.title),
    lines: [
      {
        text: [`${it.areas}㎡`, it.style, openSides[it.openSides]].filter(Boolean).join(' · '),
      },
      { icon: <BankOutlined aria-hidden />, text: it.exhibition.title },
    ],
  }));

const perM2 = (min: number, max: number) =>
  !min && !max ? '面议' : !max ? `¥${min}/㎡起` : min ? `¥${min}–¥${max}/㎡` : `¥${max}/㎡以内`;

/** A top designer or factory: its latest work (or its logo), name, city, reputation and price. */
const personCards = (d: TopDesigners | TopFactories): ContentCardData[] =>
  d.listItem.map((it) => {
    const designer = 'years' in it;
    return {
      key: it.id,
      to: it.link,
      image: it.covers[0]?.thumb || it.logo,
      title: designer ? it.name : it.company,
      tags: [
        ...(it.verified ? [{ text: '已认证', tone: 'blue' as const }] : []),
        { text: `信誉 ${it.reputation.toFixed(1)}`, tone: 'orange' as const },
      ],
      lines: [
        {
          icon: <EnvironmentOutlined aria-hidden />,
          text: `${it.city} · ${it.specialities.slice(0, 2).join('、')}`,
        },
        {
          text: `${designer ? `作品${it.works}件` : `案例${it.cases}个`} · ${perM2(it.priceMin, it.priceMax)}`,
        },
      ],
    };
  });

function Empty({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <>
      {text}
      <Link to={to} className="text-btn home-note__action">
        {action}
      </Link>
    </>
  );
}

/** Approved listings that have not ended: the running ones (ending soonest first), then the upcoming ones. */
const current = { status: 'current', sort: 'sdate', page: 1 } as const;
/** Each section shows its own error state, so the global handler stays quiet. */
const silent = { meta: { silent: true } };

/**
 * The content sections: each has its own call (its feature's query, one cache with its channel),
 * skeleton, empty and error state.
 */
function ContentSections() {
  const expos = useQuery({ ...listingSearchOptions('huizhan', { ...current, pageSize: 8 }), ...silent });
  const confs = useQuery({ ...listingSearchOptions('huiyi', { ...current, pageSize: 4 }), ...silent });
  const spaces = useQuery({ ...spaceSearchOptions({ sort: 'newest', page: 1, pageSize: 4 }), ...silent });
  const photos = useQuery({ ...picturesOptions({ page: 1, pageSize: 8 }), ...silent });
  const designers = useQuery({ ...topDesignersOptions({ limit: 4 }), ...silent });
  const factories = useQuery({ ...topFactoriesOptions({ limit: 4 }), ...silent });
  return (
    <>
      <HomeSection
        id="home-expos"
        title="近期展会"
        more={paths.exhibition.path}
        query={expos}
        toCards={listingCards(paths.exhibition.path)}
        skeletons={4}
        first
        empty={
          <Empty text="暂无进行中或即将开始的展会。" to={paths.uploadExhibition.path} action="发布展会" />
        }
      />
      <HomeSection
        id="home-confs"
        title="会议活动"
        more={paths.actvity.path}
        query={confs}
        toCards={listingCards(paths.actvity.path)}
        skeletons={4}
        empty={
          <Empty
            text="暂无进行中或即将开始的会议活动。"
            to={href(paths.uploadExhibition.path, { kind: 'huiyi' })}
            action="发布会议"
          />
        }
      />
      <HomeSection
        id="home-spaces"
        title="会议场地"
        more={paths.conventionSpace.path}
        query={spaces}
        toCards={spaceCards}
        skeletons={4}
        empty={<Empty text="暂无会议场地。" to={paths.uploadConvention.path} action="发布场地" />}
      />
      <HomeSection
        id="home-photos"
        title="展台照片"
        more={paths.exhibitionBooth.path}
        query={photos}
        toCards={photoCards}
        skeletons={4}
        photos
        empty={<Empty text="暂无展台照片。" to={paths.exhibitionBooth.path} action="去展台图库看看" />}
      />
      <HomeSection
        id="home-designers"
        title="优秀设计师"
        more={href(paths.designer.path, { sort: 'reputation' })}
        query={designers}
        toCards={personCards}
        skeletons={4}
        empty={<Empty text="暂无入驻的设计师。" to={paths.designerProfile.path} action="入驻成为设计师" />}
      />
      <HomeSection
        id="home-factories"
        title="优秀工厂"
        more={href(paths.supplier.path, { sort: 'reputation' })}
        query={factories}
        toCards={personCards}
        skeletons={4}
        empty={<Empty text="暂无入驻的搭建工厂。" to={paths.factoryProfile.path} action="入驻成为工厂" />}
      />
    </>
  );
}

/** `/mainPage`: the search, upcoming exhibitions and conferences, spaces, booth photos, and every area. */
export default function MainPage() {
  const navigate = useNavigate();
  return (
    <div className="home">
      <section className="home-hero">
        <div className="container home-hero__inner">
          <h1 className="home-hero__title">会展设计搭建，一站找到靠谱伙伴</h1>
          <p className="home-hero__lead">
            查找展会、会议活动与会议场地，浏览展台实拍寻找灵感，按城市与风格找到设计师和搭建工厂；
            发布设计需求或搭建项目，设计费与搭建款由平台托管。
          </p>
          <LiteSearch
            className="home-hero__search"
            size="large"
            placeholder="搜索展会、会议、场地、设计师、工厂"
            aria-label="全站搜索"
            enterButton="搜索"
            maxLength={50}
            onSearch={(value) => {
              const keyword = value.trim();
              if (keyword) navigate(href(paths.search.path, { keyword }));
            }}
          />
          <p className="home-hero__hot">
            热门搜索：
            {hotKeywords.map((k) => (
              <Link key={k} to={href(paths.search.path, { keyword: k })}>
                {k}
              </Link>
            ))}
          </p>
          <div className="home-hero__actions">
            <LinkButton to={paths.publish.path} type="primary" size="large" className="home-hero__cta">
              发布设计需求
              <UpcomingTag to={paths.publish.path} />
            </LinkButton>
            <LinkButton to={paths.workshopNeed.root.path} size="large" ghost>
              发布搭建项目
              <UpcomingTag to={paths.workshopNeed.root.path} />
            </LinkButton>
          </div>
        </div>
      </section>

      <ContentSections />

      <section className="container home-section" aria-labelledby="home-areas">
        <h2 id="home-areas" className="home-section__title">
          浏览平台
        </h2>
        <ul className="area-grid">
          {areas.map((a) => (
            <li key={a.to}>
              <Link to={a.to} className="area-card">
                <span className="area-card__icon" aria-hidden="true">
                  {a.icon}
                </span>
                <span className="area-card__body">
                  <span className="area-card__title">
                    {a.title}
                    <UpcomingTag to={a.to} />
                  </span>
                  <span className="area-card__text">{a.text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="container home-section" aria-labelledby="home-how">
        <h2 id="home-how" className="home-section__title">
          如何合作
        </h2>
        <div className="role-grid">
          {roles.map((r) => (
            <div key={r.title} className="role-card">
              <h3>{r.title}</h3>
              <ol>
                {r.steps.map((s) => (
                  <li key={s.text}>
                    {s.to ? <Link to={s.to}>{s.text}</Link> : s.text}
                    {s.to && <UpcomingTag to={s.to} />}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </div>
        <p className="home-section__more">
          第一次使用？查看 <Link to={paths.help.path}>帮助中心</Link> 或了解{' '}
          <Link to={paths.about.path}>关于我们</Link>。
        </p>
      </section>
    </div>
  );
}
