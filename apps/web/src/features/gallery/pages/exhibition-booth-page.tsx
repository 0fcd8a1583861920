import { CameraOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { boothStyles } from '@hz/contract/values/gallery';
import { type BoothSize, boothSizes, openSideNames } from '@hz/contract/gallery';
import { Button, Empty, Input, Select, Skeleton, Tabs, Tag } from 'antd';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ListPager } from '../../../components/list-pager.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useMyContent } from '../../../lib/my-content.ts';
import { positiveParam } from '../../../lib/url-filters.ts';
import { useExhibition } from '../components/exhibitions.ts';
import { chinaToday } from '../../../lib/format.ts';
import { GALLERY_PAGE_SIZE, type Picture, type PicturesQuery, usePictures } from '../api/get-pictures.ts';
import { sidesName } from '../components/gallery-format.ts';
import { MY_PHOTOS_PAGE_SIZE, MyPhotos } from '../components/my-photos.tsx';
import { PhotoPreview } from '../components/photo-preview.tsx';
import { UploadPhotoModal } from '../components/upload-photo-modal.tsx';
import '../gallery.css';
import { imageLoading, imageSources } from '../../../lib/image-sources.ts';

type Style = (typeof boothStyles)[number];
type Sides = 0 | 1 | 2 | 3 | 4;

/** Everything of the screen's state from the query string (shareable); anything malformed is dropped. */
export function readParams(params: URLSearchParams) {
  const s = (k: string) => params.get(k)?.trim() ?? '';
  const size = s('size');
  const style = s('style');
  const sides = Number(s('sides'));
  return {
    listingId: positiveParam(params.get('listingId')),
    keyword: s('keyword').slice(0, 50),
    size: boothSizes.some((b) => b.value === size) ? (size as BoothSize) : ('' as const),
    style: (boothStyles as readonly string[]).includes(style) ? (style as Style) : ('' as const),
    sides: (sides >= 1 && sides <= 4 ? sides : 0) as Sides,
    page: positiveParam(params.get('page')) ?? 1,
    /** The photo shown large. */
    id: positiveParam(params.get('id')),
    tab: s('tab') === 'mine' ? ('mine' as const) : ('all' as const),
    upload: s('upload') === '1',
  };
}
type State = ReturnType<typeof readParams>;

function PhotoCard({ p, first, onOpen }: { p: Picture; first: boolean; onOpen: () => void }) {
  return (
    <li className="photo-card">
      <button
        type="button"
        className="photo-card__image"
        onClick={onOpen}
        aria-label={`查看大图：${p.title}`}
      >
        {/* the grid's four columns, three below 992 px, two on a phone (gallery.css `.photo-grid`) */}
        <img
          {...imageSources(p.thumb, '(max-width: 767.98px) 50vw, (max-width: 991.98px) 33vw, 280px')}
          alt={p.title}
          width={640}
          height={480}
          {...imageLoading(first)}
        />
      </button>
      <div className="photo-card__body">
        <h2 className="photo-card__title">{p.title}</h2>
        <p className="photo-card__facts">
          {p.areas}㎡ · {p.style} · {sidesName(p.openSides)}
        </p>
        <Link className="photo-card__expo" to={p.exhibition.link}>
          {p.exhibition.title}
        </Link>
        <p className="photo-card__meta">
          <EnvironmentOutlined aria-hidden /> {p.exhibition.city} · {p.exhibition.sdate}
        </p>
      </div>
    </li>
  );
}

/**
 * `/exhibitionBooth` 展台图库: approved booth photos with filters (exhibition, keyword, size, style, open
 * sides) in the query string, a large preview (`id`), and for members an upload form and their own
 * photos under review (`tab=mine`).
 */
export default function ExhibitionBoothPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useLoggedIn();
  const [params, setParams] = useSearchParams();
  const f = readParams(params);
  const query: PicturesQuery = {
    ...(f.listingId ? { listingId: f.listingId } : {}),
    keyword: f.keyword,
    size: f.size,
    style: f.style,
    openSides: f.sides,
    page: f.page,
    pageSize: GALLERY_PAGE_SIZE,
  };
  const list = usePictures(query);
  const expo = useExhibition(f.listingId);
  const data = list.data;
  const showMine = f.tab === 'mine' && loggedIn === true;
  // the same page MyPhotos shows (one cache entry): the preview steps through it
  const mine = useMyContent('photo', f.page, MY_PHOTOS_PAGE_SIZE, { enabled: showMine });
  const previewIds = (showMine ? mine.data?.listItem : data?.listItem)?.map((p) => p.id) ?? [];
  const started = expo.data && expo.data.sdate <= chinaToday() ? expo.data : null;

  const go = (next: Partial<State>, opts: { replace?: boolean } = {}) => {
    const merged: State = { ...f, page: 1, id: undefined, upload: false, ...next };
    const q = new URLSearchParams();
    if (merged.tab === 'mine') q.set('tab', 'mine');
    if (merged.listingId) q.set('listingId', String(merged.listingId));
    if (merged.keyword) q.set('keyword', merged.keyword);
    if (merged.size) q.set('size', merged.size);
    if (merged.style) q.set('style', merged.style);
    if (merged.sides) q.set('sides', String(merged.sides));
    if (merged.page > 1) q.set('page', String(merged.page));
    if (merged.id) q.set('id', String(merged.id));
    if (merged.upload) q.set('upload', '1');
    setParams(q, opts);
  };
  const keep = { page: f.page };
  const openUpload = () => {
    if (loggedIn === false) {
      const back = new URLSearchParams(location.search);
      back.set('upload', '1');
      navigate(loginHref(`${location.pathname}?${back.toString()}`));
    } else go({ ...keep, upload: true });
  };
  const filtered = Boolean(f.listingId || f.keyword || f.size || f.style || f.sides);

  const gallery = (
    <>
      <section className="gallery-filters" aria-label="筛选">
        <Input.Search
          key={f.keyword}
          className="gallery-filters__keyword"
          defaultValue={f.keyword}
          placeholder="搜索展会名称或照片标题"
          aria-label="关键词"
          allowClear
          enterButton="搜索"
          maxLength={50}
          onSearch={(v) => go({ keyword: v.trim() })}
        />
        <div className="gallery-filters__row">
          <Select
            aria-label="展台面积"
            placeholder="全部面积"
            allowClear
            value={f.size || undefined}
            onChange={(v?: BoothSize) => go({ size: v ?? '' })}
            options={boothSizes.map((s) => ({ value: s.value, label: s.label }))}
          />
          <Select
            aria-label="展台风格"
            placeholder="全部风格"
            allowClear
            value={f.style || undefined}
            onChange={(v?: Style) => go({ style: v ?? '' })}
            options={boothStyles.map((s) => ({ value: s, label: s }))}
          />
          <Select
            aria-label="开口方式"
            placeholder="全部开口"
            allowClear
            value={f.sides || undefined}
            onChange={(v?: Sides) => go({ sides: v ?? 0 })}
            options={[1, 2, 3, 4].map((n) => ({ value: n, label: openSideNames[n] }))}
          />
        </div>
        {f.listingId && (
          <p className="gallery-filters__expo">
            <Tag closable onClose={() => go({ listingId: undefined })} className="gallery-filters__chip">
              展会：{expo.data?.title ?? (expo.isPending ? '…' : `编号${f.listingId}`)}
            </Tag>
            {expo.data && <Link to={href(paths.exhibition.path, { id: f.listingId })}>查看展会详情</Link>}
          </p>
        )}
      </section>
      {/* the line is there while loading too (empty), so the grid below does not move when the count comes */}
      <p className="gallery-count" role="status">
        {data ? `共 ${data.totalCapped ? `${data.total}+` : data.total} 张展台照片` : '\u00a0'}
      </p>
      {!data && list.isError ? (
        <LoadFailed title="展台照片加载失败" onRetry={() => list.refetch()} />
      ) : !data ? (
        <ul className="photo-grid" aria-busy="true" aria-label="加载中">
          {[1, 2, 3, 4].map((i) => (
            <li key={i} className="photo-card">
              <Skeleton.Image active className="photo-card__skeleton" />
              <div className="photo-card__body">
                <Skeleton active title={false} paragraph={{ rows: 2 }} />
              </div>
            </li>
          ))}
        </ul>
      ) : data.listItem.length === 0 ? (
        <Empty
          className="gallery-empty"
          description={
            filtered ? '没有符合条件的展台照片，换个条件试试' : '暂无展台照片，参展后可上传您拍摄的展台照片'
          }
        >
          {filtered && (
            <Button onClick={() => go({ listingId: undefined, keyword: '', size: '', style: '', sides: 0 })}>
              清除筛选
            </Button>
          )}
        </Empty>
      ) : (
        <>
          <ul className="photo-grid" aria-label="展台照片">
            {data.listItem.map((p, i) => (
              <PhotoCard key={p.id} p={p} first={i === 0} onOpen={() => go({ ...keep, id: p.id })} />
            ))}
          </ul>
          <ListPager
            centered
            page={f.page}
            pageSize={GALLERY_PAGE_SIZE}
            total={data.total}
            onChange={(page) => go({ page })}
          />
        </>
      )}
    </>
  );

  return (
    <div className="container gallery-page">
      <PageHeader
        title="展台图库"
        extra={
          <Button type="primary" icon={<CameraOutlined aria-hidden />} onClick={openUpload}>
            上传展台照片
          </Button>
        }
      >
        各大展会的展台实拍，按面积、风格与开口方式寻找设计灵感
      </PageHeader>
      {loggedIn && (
        <Tabs
          activeKey={f.tab}
          onChange={(k) => go({ tab: k === 'mine' ? 'mine' : 'all' })}
          items={[
            { key: 'all', label: '全部照片' },
            { key: 'mine', label: '我的上传' },
          ]}
        />
      )}
      {showMine ? (
        <MyPhotos
          page={f.page}
          onPage={(page) => go({ page })}
          onOpen={(id) => go({ ...keep, id })}
          onUpload={openUpload}
        />
      ) : (
        gallery
      )}
      <PhotoPreview
        id={f.id}
        ids={previewIds}
        onGo={(id) => go({ ...keep, id }, { replace: true })}
        onClose={() => go(keep, { replace: true })}
      />
      <UploadPhotoModal
        open={f.upload && loggedIn === true}
        initial={started}
        onClose={() => go(keep, { replace: true })}
        onDone={() => go({ tab: 'mine', listingId: f.listingId })}
      />
    </div>
  );
}
