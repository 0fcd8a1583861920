import type { ListingKind } from '@hz/contract/listings';
import { Button, Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { useListingInfo } from '../api/listing-info.ts';
import { emptyValues, fromDetail, ListingForm, readDraft } from '../components/listing-form.tsx';
import { kindNames, kindPath } from '../components/listing-format.ts';
import { MyListings } from '../components/my-listings.tsx';

const readKind = (v: string | null): ListingKind => (v === 'huiyi' ? 'huiyi' : 'huizhan');

function Submitted({ done, onAgain }: { done: { id: number; kind: ListingKind }; onAgain: () => void }) {
  return (
    <Result
      status="success"
      title="已提交，等待审核"
      subTitle={`运营人员审核通过后，${kindNames[done.kind]}将公开展示；结果会通过站内消息通知您。`}
      extra={[
        <Link key="view" to={href(kindPath[done.kind], { id: done.id })}>
          查看{kindNames[done.kind]}
        </Link>,
        <Link key="mine" to={href(paths.uploadExhibition.path, { tab: 'mine', mkind: done.kind })}>
          我的发布
        </Link>,
        <Button key="again" type="primary" onClick={onAgain}>
          继续发布
        </Button>,
      ]}
    />
  );
}

function EditForm({
  kind,
  id,
  onDone,
}: {
  kind: ListingKind;
  id: number;
  onDone: (d: { id: number; kind: ListingKind }) => void;
}) {
  const info = useListingInfo(kind, id);
  if (info.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!info.data?.mine) {
    const missing = info.data || (isBizError(info.error) && info.error.errCode === 'not_found');
    return (
      <Result
        status="warning"
        title={missing ? `找不到您发布的这个${kindNames[kind]}` : `${kindNames[kind]}加载失败`}
        subTitle={missing ? '只能修改自己发布的内容。' : '请检查网络后重试。'}
        extra={
          missing ? (
            <Link to={href(paths.uploadExhibition.path, { tab: 'mine' })}>查看我的发布</Link>
          ) : (
            <Button type="primary" onClick={() => info.refetch()}>
              重试
            </Button>
          )
        }
      />
    );
  }
  return <ListingForm key={id} initial={fromDetail(info.data)} editId={id} onDone={onDone} />;
}

/**
 * `/uploadExhibition`: publish an exhibition or a conference (`?kind=huiyi` preselects), edit one's own
 * with `?id=N&kind=…`, and 我的发布 (`?tab=mine`) with each listing's state and reason.
 */
export default function UploadExhibitionPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'form';
  const kind = readKind(params.get('kind'));
  const id = Number(params.get('id'));
  const editId = Number.isInteger(id) && id > 0 ? id : undefined;
  const [done, setDone] = useState<{ id: number; kind: ListingKind }>();
  // read once: a restored draft is offered on arrival only
  const [draft] = useState(() => (editId ? undefined : readDraft()));
  const [formKey, setFormKey] = useState(0);
  const mkind = readKind(params.get('mkind'));
  const mpage = Math.max(1, Number(params.get('mpage')) || 1);

  const form = done ? (
    <Submitted
      done={done}
      onAgain={() => {
        setDone(undefined);
        setFormKey((k) => k + 1);
        setParams(new URLSearchParams());
      }}
    />
  ) : editId ? (
    <EditForm kind={kind} id={editId} onDone={setDone} />
  ) : (
    <ListingForm
      key={formKey}
      initial={formKey === 0 && draft ? draft : emptyValues(kind)}
      draftRestored={formKey === 0 && Boolean(draft)}
      onDone={setDone}
    />
  );

  return (
    <div className="container narrow listing-upload-page">
      <PageHeader title={editId ? `修改${kindNames[kind]}` : '发布展会与会议'}>
        发布的展会与会议经运营人员审核通过后公开展示
      </PageHeader>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setDone(undefined);
          setParams(k === 'mine' ? new URLSearchParams({ tab: 'mine' }) : new URLSearchParams());
        }}
        items={[
          { key: 'form', label: editId ? '修改发布' : '发布', children: tab === 'form' ? form : null },
          {
            key: 'mine',
            label: '我的发布',
            children:
              tab === 'mine' ? (
                <MyListings
                  kind={mkind}
                  page={mpage}
                  onChange={(n) =>
                    setParams(
                      new URLSearchParams({
                        tab: 'mine',
                        mkind: n.kind,
                        ...(n.page > 1 ? { mpage: String(n.page) } : {}),
                      }),
                    )
                  }
                />
              ) : null,
          },
        ]}
      />
    </div>
  );
}
