import { formatYuan } from '../../../lib/format.ts';
import { CalendarOutlined, CloudDownloadOutlined, EditOutlined } from '@ant-design/icons';
import { ModelState, ReviewState } from '@hz/contract/common/states';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FavoriteButton } from '../../../components/favorite-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { LazyModelViewer } from '../../../components/model-viewer/lazy-model-viewer.tsx';
import { href, loginHref, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { useLoggedIn } from '../../../lib/login-state.ts';
import { useDnldModel } from '../api/dnld-model.ts';
import { type ModelDetail, modelInfoKey, modelInfoOptions } from '../api/model-info.ts';
import { dimsText, myModelStatus, previewHint, priceText, sizeText } from '../components/model-format.ts';
import { LazyResult } from '../../../components/lazy-result.tsx';
import '../models.css';
import { imageLoading, imageSources, POSTER_SIZES } from '../../../lib/image-sources.ts';

// the purchase (a modal with the pay password, the wallet's calls): loaded when a member buys, not with the page
const BuyModelModal = lazy(() =>
  import('../components/buy-model-modal.tsx').then((m) => ({ default: m.BuyModelModal })),
);

// 用于我的展会 (the member's shows): loaded when chosen
const UseForShowModal = lazy(() =>
  import('../components/use-for-show-modal.tsx').then((m) => ({ default: m.UseForShowModal })),
);

/** Starts the browser's download of a signed link (same origin: the session cookie goes with it). */
function startDownload(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = '';
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

function Detail({ d }: { d: ModelDetail }) {
  const { message } = App.useApp();
  const loggedIn = useLoggedIn();
  const navigate = useNavigate();
  const location = useLocation();
  const dnld = useDnldModel();
  const queryClient = useQueryClient();
  // the favourite count and state come with the detail
  const refresh = () => queryClient.invalidateQueries({ queryKey: modelInfoKey(d.id) });
  const [buying, setBuying] = useState(false);
  const [forShow, setForShow] = useState(false);
  const isPublic = d.state === ModelState.ready && d.checked === ReviewState.approved;
  const bought = d.owned && d.price > 0 && !d.mine;

  const download = () => {
    if (!loggedIn) return navigate(loginHref(location.pathname + location.search));
    if (!d.owned) return setBuying(true);
    dnld.mutate(
      { id: d.id },
      {
        onSuccess: (r) => {
          startDownload(r.url);
          message.success(r.charged ? `已支付 ¥${formatYuan(r.charged)}，开始下载` : '开始下载');
        },
        onError: (err) => {
          if (isBizError(err) && err.errCode === 'invalid_params' && !d.owned) setBuying(true);
          else reportError(err);
        },
      },
    );
  };

  const status = myModelStatus(d);
  return (
    <div className="container model-detail">
      <nav className="model-detail__crumbs" aria-label="位置">
        <Link to={paths.modelCenter.path}>3D模型库</Link> / <span>{d.category}</span>
      </nav>
      <h1 className="page-header__title">{d.title}</h1>
      {!isPublic && (
        <Alert
          className="model-detail__alert"
          type={d.state === ModelState.failed || d.checked === ReviewState.rejected ? 'error' : 'info'}
          showIcon
          message={`${status.text}：仅您${d.mine ? '' : '（运营人员）'}可见`}
          description={d.failReason || d.reason || '处理完成并审核通过后，模型会在模型库公开。'}
        />
      )}
      <div className="model-detail__grid">
        <section className="model-detail__viewer" aria-label="3D预览">
          {d.preview ? (
            <LazyModelViewer src={d.preview} poster={d.cover} title={d.title} dims={d.dims} />
          ) : d.cover ? (
            <img
              className="model-viewer model-viewer__poster--static"
              {...imageSources(d.cover, POSTER_SIZES)}
              alt={`${d.title}封面`}
              width={800}
              height={600}
              {...imageLoading(true)}
            />
          ) : null}
          {!d.preview && <p className="card-hint">{previewHint(d.format, d.state)}</p>}
        </section>
        <aside className="model-detail__side">
          <Card>
            <p className={d.price ? 'model-detail__price' : 'model-detail__price model-detail__price--free'}>
              {priceText(d.price)}
            </p>
            {bought && (
              <p className="model-detail__owned" data-testid="model-owned">
                <Tag color="green">已购买</Tag>可免费再次下载
              </p>
            )}
            <div className="model-detail__actions">
              <Button
                type="primary"
                icon={<CloudDownloadOutlined aria-hidden />}
                loading={dnld.isPending}
                disabled={!isPublic && !d.mine}
                onClick={download}
              >
                {bought ? '再次下载' : d.owned ? '下载模型' : `购买并下载（¥${formatYuan(d.price)}）`}
              </Button>
              {!d.mine && <FavoriteButton kind="model" id={d.id} fvr={d.fvr} onChange={refresh} />}
              {(isPublic || d.mine) && (
                <Button
                  icon={<CalendarOutlined aria-hidden />}
                  onClick={() =>
                    loggedIn ? setForShow(true) : navigate(loginHref(location.pathname + location.search))
                  }
                >
                  用于我的展会
                </Button>
              )}
              {d.mine && (
                <Link to={href(paths.editModel.path, { id: d.id })} className="link-btn">
                  <EditOutlined aria-hidden /> 编辑
                </Link>
              )}
            </div>
          </Card>
          <Card title="授权方式">
            <Tag color="blue">{d.licence}</Tag>
            <p className="model-detail__licence">{d.licenceSummary}</p>
          </Card>
          <Card title="模型信息">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'category', label: '分类', children: d.category },
                { key: 'format', label: '格式', children: `${d.format.toUpperCase()} · ${sizeText(d.size)}` },
                { key: 'dims', label: '尺寸（宽×深×高）', children: dimsText(d.dims) || '—' },
                { key: 'downloads', label: '下载', children: `${d.downloads} 次` },
                { key: 'favorites', label: '收藏', children: `${d.favorites} 人` },
                { key: 'author', label: '作者', children: d.author },
                { key: 'date', label: '上传时间', children: d.dates },
              ]}
            />
          </Card>
        </aside>
        <section className="model-detail__about">
          <Card title="模型说明">
            <p className="model-detail__desc">{d.description || '作者未填写说明'}</p>
            {d.tags.length > 0 && (
              <p>
                {d.tags.map((t) => (
                  <Tag key={t}>{t}</Tag>
                ))}
              </p>
            )}
          </Card>
        </section>
      </div>
      {forShow && (
        <Suspense fallback={null}>
          <UseForShowModal modelId={d.id} onClose={() => setForShow(false)} />
        </Suspense>
      )}
      {buying && (
        <Suspense fallback={null}>
          <BuyModelModal model={d} open={buying} onClose={() => setBuying(false)} onBought={startDownload} />
        </Suspense>
      )}
    </div>
  );
}

/** `/model/modelDetail?id=N`: one model with its viewer, licence, price, favourite and download. */
export default function ModelDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = useQuery({ ...modelInfoOptions(valid ? id : undefined), meta: { silent: true } });
  if (!valid || (q.isError && isBizError(q.error) && q.error.errCode === 'not_found'))
    return (
      <div className="container">
        <LazyResult
          status="404"
          title="模型不存在或未公开"
          subTitle="模型可能已下架或正在审核，请从模型库进入。"
          extra={<Link to={paths.modelCenter.path}>查看3D模型库</Link>}
        />
      </div>
    );
  if (q.isError) return <LoadFailed title="模型加载失败" onRetry={() => q.refetch()} />;
  if (!q.data)
    return (
      <div className="container">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  return <Detail key={id} d={q.data} />;
}
