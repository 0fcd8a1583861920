import { ReviewState } from '@hz/contract/common/states';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Image, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { loginHref } from '../config/paths.ts';
import { isBizError } from '../lib/api-client.ts';
import { imageLoading, imageSources } from '../lib/image-sources.ts';
import { reviewState } from '../lib/review-state.ts';
import { LoadFailed } from './load-failed.tsx';
import { LazyResult } from './lazy-result.tsx';
import { useNavBack } from './nav-area.tsx';
import './content-detail.css';

/**
 * Parts of the page of one published item (exhibition, conference, convention space): the way back to
 * its list, the states before it arrives, the publisher's banner, the contact and the pictures.
 */

/** The way back to where the page was reached from; the main menu marks that area too (`useNavBack`). */
export function DetailBack({ to, children }: { to: string; children: ReactNode }) {
  useNavBack(to);
  return (
    <Link to={to} className="listing-detail__back">
      <ArrowLeftOutlined aria-hidden /> {children}
    </Link>
  );
}

export function DetailSkeleton() {
  return (
    // the page's own boxes: the way back, the head's grid and the cover's 4:3, so nothing moves on arrival
    <div className="container listing-detail" aria-busy="true">
      <Skeleton.Input active size="small" className="listing-detail__back" />
      <div className="listing-detail__head">
        <Skeleton.Image active className="listing-detail__skeleton" />
        <Skeleton active paragraph={{ rows: 5 }} />
      </div>
      <Skeleton active paragraph={{ rows: 6 }} />
    </div>
  );
}

/** The item did not come: not public (404, with a link to the others) or not loaded (重试). */
export function DetailLoadError({
  name,
  error,
  listTo,
  onRetry,
}: {
  /** 展会, 会议, 场地. */
  name: string;
  error: unknown;
  listTo: string;
  onRetry: () => void;
}) {
  const missing = isBizError(error) && error.errCode === 'not_found';
  return (
    <div className="container listing-detail">
      {missing ? (
        <LazyResult
          status="404"
          title={`${name}不存在或尚未公开`}
          subTitle="它可能还在审核中，或已被发布者修改。"
          extra={<Link to={listTo}>查看其他{name}</Link>}
        />
      ) : (
        <LoadFailed title={`${name}加载失败`} onRetry={onRetry} />
      )}
    </div>
  );
}

/** The page was opened without a valid `?id=` (or other key): a designed not-found with the way to the list. */
export function DetailNoId({
  title,
  hint,
  listTo,
  listText,
}: {
  /** 没有指定场地. */
  title: string;
  /** Where to come from: 链接可能不完整，请从场地列表进入。 */
  hint: string;
  listTo: string;
  listText: string;
}) {
  return (
    <div className="container listing-detail">
      <LazyResult status="404" title={title} subTitle={hint} extra={<Link to={listTo}>{listText}</Link>} />
    </div>
  );
}

/**
 * What a detail shows while its item is not there: the skeleton while it loads, else `DetailLoadError`.
 * `if (!info.data) return <DetailNotReady query={info} … />`.
 */
export function DetailNotReady({
  query,
  name,
  listTo,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  name: string;
  listTo: string;
}) {
  if (query.isPending) return <DetailSkeleton />;
  return <DetailLoadError name={name} error={query.error} listTo={listTo} onRetry={() => query.refetch()} />;
}

/** The publisher's view of their item: a way to edit it and, while it is not public, its state and the reason. */
export function OwnerBanner({
  name,
  checked,
  reason,
  editTo,
}: {
  name: string;
  checked: number;
  reason: string;
  editTo: string;
}) {
  if (checked === ReviewState.approved)
    return (
      <p className="listing-detail__own">
        这是您发布的{name}。<Link to={editTo}>编辑</Link>（修改后需重新审核）
      </p>
    );
  return (
    <Alert
      className="listing-detail__banner"
      type={checked === ReviewState.rejected ? 'error' : 'warning'}
      showIcon
      title={`${reviewState(checked).text}：仅您与运营人员可见`}
      description={
        <>
          {checked === ReviewState.rejected ? `驳回原因：${reason}` : '审核通过后将公开展示。'}{' '}
          <Link to={editTo}>
            <EditOutlined aria-hidden /> 编辑
          </Link>
        </>
      }
    />
  );
}

/** The contact, which the server sends to members only; a visitor is offered the login and comes back. */
export function DetailContact({ contact, phone }: { contact: string; phone: string }) {
  const location = useLocation();
  return (
    <div className="listing-contact">
      {contact ? (
        <>
          <strong>联系方式：</strong>
          {contact} <a href={`tel:${phone}`}>{phone}</a>
        </>
      ) : (
        <Link to={loginHref(`${location.pathname}${location.search}`)}>登录后查看联系方式</Link>
      )}
    </div>
  );
}

type Picture = { id: string; url: string; thumb: string };

/** Thumbnails that open large, one preview group; each alt `${title}N`. */
export function PictureGrid({ title, images }: { title: string; images: readonly Picture[] }) {
  return (
    <div className="listing-gallery">
      <Image.PreviewGroup>
        {images.map((img, i) => (
          <Image
            key={img.id}
            src={img.thumb || img.url}
            preview={{ src: img.url }}
            alt={`${title}${i + 1}`}
          />
        ))}
      </Image.PreviewGroup>
    </div>
  );
}

/** A titled set of pictures, thumbnails that open large; nothing when there are none. */
export function DetailPictures({
  title,
  images,
}: {
  title: string;
  images: readonly { id: string; url: string; thumb: string }[];
}) {
  if (images.length === 0) return null;
  return (
    <section className="listing-detail__section" aria-label={title}>
      <h2>{title}</h2>
      <PictureGrid title={title} images={images} />
    </section>
  );
}

/** The top of the page: the cover, the title and what `children` say about the item. */
export function DetailHead({
  title,
  cover,
  children,
}: {
  title: string;
  cover: string;
  children: ReactNode;
}) {
  return (
    <header className="listing-detail__head">
      {/* the page's largest picture: fetched at once, its 4:3 box held before it arrives */}
      <img
        className="listing-detail__cover"
        {...imageSources(cover, '(max-width: 767.98px) 100vw, 420px')}
        alt={`${title}封面`}
        width={840}
        height={630}
        {...imageLoading(true)}
      />
      <div className="listing-detail__intro">
        <h1 className="listing-detail__title">{title}</h1>
        {children}
      </div>
    </header>
  );
}

/** The publisher's description under its heading. */
export function DetailDescription({ title, html }: { title: string; html: string }) {
  return (
    <section className="listing-detail__section" aria-label={title}>
      <h2>{title}</h2>
      <div
        className="listing-detail__conts"
        // `conts` is sanitised by the server with an allow-list (p br strong b em i u s ul ol li h3 h4
        // blockquote a; links http/https/mailto only, no scripts, styles, handlers or images), see
        // docs/domains/listings.md and spaces.md, so it is rendered as HTML. Search titles and summaries
        // never are.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised with an allow-list
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </section>
  );
}
