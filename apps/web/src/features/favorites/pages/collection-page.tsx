import { CalendarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { type FavoriteKind, favoriteKindNames, favoriteKinds } from '@hz/contract/values/favorites';
import { App, Button, Empty, Popconfirm, Segmented, Skeleton, Tabs, Tag } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { useSetFavorite } from '../../../components/favorite-button.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { dateSpan } from '../../../lib/content-format.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { CARD_GRID_SIZES, imageLoading, imageSources } from '../../../lib/image-sources.ts';
import { FAVORITES_PAGE_SIZE, type FavoriteListItem, useFavoriteList } from '../api/favorite-list.ts';
import '../favorites.css';

const browse: Record<FavoriteKind, { to: string; text: string }> = {
  huizhan: { to: paths.exhibition.path, text: '去看看展会' },
  huiyi: { to: paths.actvity.path, text: '去看看会议活动' },
  hycd: { to: paths.conventionSpace.path, text: '去看看会议场地' },
  designer: { to: paths.designer.path, text: '去看看设计师' },
  factory: { to: paths.supplier.path, text: '去看看工厂' },
  model: { to: paths.modelCenter.path, text: '去看看3D模型' },
};

/** The tabs shown: every kind. */
const shownKinds = favoriteKinds;

/**
 * Two groups (issue 27): 我的收藏 keeps content; 我的关注 the designers and factories followed — following
 * a profile is keeping it among one's favourites, the same rows, worded as 站酷 users expect.
 */
const followKinds: readonly FavoriteKind[] = ['designer', 'factory'];
type Group = 'keep' | 'follow';
const groupOf = (k: FavoriteKind): Group => (followKinds.includes(k) ? 'follow' : 'keep');
const groups = {
  keep: {
    title: '我的收藏',
    verb: '收藏',
    hint: '收藏的展会、会议、场地与3D模型都在这里；已下架的内容可随时取消收藏',
    first: 'huizhan',
  },
  follow: {
    title: '我的关注',
    verb: '关注',
    hint: '关注的设计师与工厂都在这里，点开即可查看他们的最新作品与案例',
    first: 'designer',
  },
} as const satisfies Record<Group, { title: string; verb: string; hint: string; first: FavoriteKind }>;

const statusTags: Record<string, { text: string; color: string }> = {
  upcoming: { text: '即将开始', color: 'blue' },
  ongoing: { text: '进行中', color: 'green' },
  past: { text: '已结束', color: 'default' },
};

function readParams(params: URLSearchParams) {
  const t = params.get('tab');
  const p = Number(params.get('page'));
  return {
    kind: shownKinds.find((k) => k === t) ?? 'huizhan',
    page: Number.isInteger(p) && p > 1 ? p : 1,
  };
}

function FavoriteCard({
  it,
  first,
  verb,
  onRemove,
}: {
  it: FavoriteListItem;
  /** 收藏 or 关注. */
  verb: string;
  /** The list's first card: its picture is fetched at once, ahead of the rest. */
  first: boolean;
  onRemove: () => Promise<unknown>;
}) {
  const status = it.status ? statusTags[it.status] : undefined;
  const image = it.cover ? (
    // the grid's three columns, two below 992 px, one on a phone (global.css `.card-grid`)
    <img
      className="collection-card__cover"
      {...imageSources(it.cover, CARD_GRID_SIZES)}
      alt=""
      width={640}
      height={360}
      {...imageLoading(first)}
    />
  ) : (
    <span className="collection-card__cover collection-card__cover--none" aria-hidden="true" />
  );
  return (
    <li className={it.online ? 'collection-card' : 'collection-card collection-card--off'}>
      {it.online ? (
        <Link to={it.link} className="collection-card__media" tabIndex={-1} aria-hidden="true">
          {image}
        </Link>
      ) : (
        <div className="collection-card__media">
          {image}
          <span className="collection-card__badge">已下架</span>
        </div>
      )}
      <div className="collection-card__body">
        <h2 className="collection-card__title">
          {it.online ? <Link to={it.link}>{it.title}</Link> : it.title}
        </h2>
        <p className="collection-card__tags">
          {!it.online && <Tag>已下架</Tag>}
          {it.online && status && <Tag color={status.color}>{status.text}</Tag>}
          {it.sub && <Tag>{it.sub}</Tag>}
        </p>
        {it.sdate && (
          <p className="collection-card__line">
            <CalendarOutlined aria-hidden /> {dateSpan(it.sdate, it.edate)}
          </p>
        )}
        {it.city && (
          <p className="collection-card__line">
            <EnvironmentOutlined aria-hidden /> {it.city}
          </p>
        )}
        {!it.online && <p className="collection-card__note">该内容已下架或正在审核，暂时无法查看</p>}
        <div className="collection-card__foot">
          <span className="collection-card__time">
            {verb}于 {it.dates}
          </span>
          <Popconfirm
            title={`取消${verb}？`}
            description={`「${it.title}」将从我的${verb}中移除`}
            okText={`取消${verb}`}
            cancelText="保留"
            okButtonProps={{ danger: true }}
            onConfirm={onRemove}
          >
            <Button size="small" aria-label={`取消${verb} ${it.title}`}>
              取消{verb}
            </Button>
          </Popconfirm>
        </div>
      </div>
    </li>
  );
}

/**
 * `/collection` 我的收藏 and 我的关注: the member's favourite exhibitions, conferences, convention spaces and
 * models, and the designers and factories they follow, in tabs with counts (the tab and page in the query string); ones no longer public are greyed (已下架) and can
 * be removed.
 */
export default function CollectionPage() {
  const { message } = App.useApp();
  const [params, setParams] = useSearchParams();
  const { kind, page } = readParams(params);
  const list = useFavoriteList(kind, page);
  const remove = useSetFavorite();
  const data = list.data;
  const name = favoriteKindNames[kind];
  const group = groups[groupOf(kind)];

  const go = (next: { kind?: FavoriteKind; page?: number }) => {
    const q = new URLSearchParams();
    const k = next.kind ?? kind;
    if (k !== 'huizhan') q.set('tab', k);
    const p = next.page ?? 1;
    if (p > 1) q.set('page', String(p));
    setParams(q);
  };

  const removeOne = (it: FavoriteListItem) =>
    remove
      .mutateAsync({ kind, id: it.id, fvr: 0 })
      .then(() => {
        message.success(`已取消${group.verb}`);
        // the last one of a later page: back one page
        if (page > 1 && data?.listItem.length === 1) go({ page: page - 1 });
      })
      .catch(reportError);

  return (
    <div className="container collection-page">
      <PageHeader title={group.title}>{group.hint}</PageHeader>
      <Segmented<Group>
        className="collection-groups"
        aria-label="收藏与关注"
        value={groupOf(kind)}
        onChange={(g) => go({ kind: groups[g].first })}
        options={[
          { value: 'keep', label: '我的收藏' },
          { value: 'follow', label: '我的关注' },
        ]}
      />
      <Tabs
        activeKey={kind}
        onChange={(k) => go({ kind: k as FavoriteKind })}
        items={shownKinds
          .filter((k) => groupOf(k) === groupOf(kind))
          .map((k) => ({
            key: k,
            label: (
              <span>
                {favoriteKindNames[k]}
                {data && <span className="collection-tabs__count"> {data.counts[k]}</span>}
              </span>
            ),
          }))}
      />
      {!data && list.isError ? (
        <LoadFailed title="收藏加载失败" onRetry={() => list.refetch()} />
      ) : !data ? (
        <ul className="card-grid" aria-busy="true" aria-label="加载中">
          {[1, 2, 3].map((i) => (
            <li key={i} className="collection-card">
              <Skeleton.Image active className="collection-card__skeleton" />
              <div className="collection-card__body">
                <Skeleton active paragraph={{ rows: 2 }} />
              </div>
            </li>
          ))}
        </ul>
      ) : data.listItem.length === 0 && data.total === 0 ? (
        <Empty className="collection-empty" description={`还没有${group.verb}${name}`}>
          <LinkButton type="primary" to={browse[kind].to}>
            {browse[kind].text}
          </LinkButton>
        </Empty>
      ) : (
        <>
          <p className="collection-count" role="status">
            共{group.verb} {data.total} 个{name}
          </p>
          <ul className="card-grid" aria-label={`${group.verb}的${name}`}>
            {data.listItem.map((it, i) => (
              <FavoriteCard
                key={it.id}
                it={it}
                first={i === 0}
                verb={group.verb}
                onRemove={() => removeOne(it)}
              />
            ))}
          </ul>
          {data.listItem.length === 0 && (
            <Empty description="这一页没有内容">
              <Button onClick={() => go({ page: 1 })}>回到第一页</Button>
            </Empty>
          )}
          <ListPager
            centered
            page={page}
            pageSize={FAVORITES_PAGE_SIZE}
            total={data.total}
            onChange={(p) => go({ page: p })}
          />
        </>
      )}
    </div>
  );
}
