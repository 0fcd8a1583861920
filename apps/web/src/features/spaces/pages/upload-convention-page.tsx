import { Button, Result, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { isBizError } from '../../../lib/api-client.ts';
import { useSpaceInfo } from '../api/space-info.ts';
import { MySpaces } from '../components/my-spaces.tsx';
import { emptyValues, fromDetail, readDraft, SpaceForm } from '../components/space-form.tsx';

function Submitted({ id, onAgain }: { id: number; onAgain: () => void }) {
  return (
    <Result
      status="success"
      title="已提交，等待审核"
      subTitle="运营人员审核通过后，场地将公开展示；结果会通过站内消息通知您。"
      extra={[
        <Link key="view" to={href(paths.spaceInfo.path, { id })}>
          查看场地
        </Link>,
        <Link key="mine" to={href(paths.uploadConvention.path, { tab: 'mine' })}>
          我的发布
        </Link>,
        <Button key="again" type="primary" onClick={onAgain}>
          继续发布
        </Button>,
      ]}
    />
  );
}

function EditForm({ id, onDone }: { id: number; onDone: (id: number) => void }) {
  const info = useSpaceInfo(id);
  if (info.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!info.data?.mine) {
    const missing = info.data || (isBizError(info.error) && info.error.errCode === 'not_found');
    return (
      <Result
        status="warning"
        title={missing ? '找不到您发布的这个场地' : '场地加载失败'}
        subTitle={missing ? '只能修改自己发布的场地。' : '请检查网络后重试。'}
        extra={
          missing ? (
            <Link to={href(paths.uploadConvention.path, { tab: 'mine' })}>查看我的发布</Link>
          ) : (
            <Button type="primary" onClick={() => info.refetch()}>
              重试
            </Button>
          )
        }
      />
    );
  }
  return <SpaceForm key={id} initial={fromDetail(info.data)} editId={id} onDone={onDone} />;
}

/**
 * `/uploadConvention`: publish a convention space, edit one's own with `?id=N`, and 我的发布
 * (`?tab=mine&mpage=N`) with each space's state and reason.
 */
export default function UploadConventionPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'mine' ? 'mine' : 'form';
  const id = Number(params.get('id'));
  const editId = Number.isInteger(id) && id > 0 ? id : undefined;
  const [done, setDone] = useState<number>();
  // read once: a restored draft is offered on arrival only
  const [draft] = useState(() => (editId ? undefined : readDraft()));
  const [formKey, setFormKey] = useState(0);
  const mpage = Math.max(1, Number(params.get('mpage')) || 1);

  const form = done ? (
    <Submitted
      id={done}
      onAgain={() => {
        setDone(undefined);
        setFormKey((k) => k + 1);
        setParams(new URLSearchParams());
      }}
    />
  ) : editId ? (
    <EditForm id={editId} onDone={setDone} />
  ) : (
    <SpaceForm
      key={formKey}
      initial={formKey === 0 && draft ? draft : emptyValues()}
      draftRestored={formKey === 0 && Boolean(draft)}
      onDone={setDone}
    />
  );

  return (
    <div className="container narrow listing-upload-page">
      <PageHeader title={editId ? '修改会议场地' : '发布会议场地'}>
        酒店、会展中心与会议室等场地信息经运营人员审核通过后公开展示
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
                <MySpaces
                  page={mpage}
                  onPage={(p) =>
                    setParams(new URLSearchParams({ tab: 'mine', ...(p > 1 ? { mpage: String(p) } : {}) }))
                  }
                />
              ) : null,
          },
        ]}
      />
    </div>
  );
}
