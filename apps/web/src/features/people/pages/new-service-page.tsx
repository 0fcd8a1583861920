import type { ServiceType } from '@hz/contract/services';
import { Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EditGate, PublishSubmitted } from '../../../components/publish-screen.tsx';
import { href, paths } from '../../../config/paths.ts';
import { positiveParam } from '../../../lib/url-filters.ts';
import { useServiceInfo } from '../api/service-info.ts';
import { useMyProfiles } from '../components/my-profiles.ts';
import { NoProfile } from '../components/no-profile.tsx';
import { ServiceForm } from '../components/service-form.tsx';
import '../people.css';

function EditService({ id, onDone }: { id: number; onDone: (id: number) => void }) {
  const item = useServiceInfo({ id });
  return (
    <EditGate item={item} name="服务" ownOnly="只能修改自己发布的服务。" mineTo={paths.serviceList.path}>
      {(d) => <ServiceForm key={id} types={[d.type]} initial={d} editId={id} onDone={(s) => onDone(s.id)} />}
    </EditGate>
  );
}

/** `/personCenter/newService`: publish a fixed-price service, or edit one's own with `?id=`. */
export default function NewServicePage() {
  const [params, setParams] = useSearchParams();
  const profiles = useMyProfiles();
  const [done, setDone] = useState<number | null>(null);
  const editId = positiveParam(params.get('id'));
  const types: ServiceType[] = [
    ...(profiles.designer ? (['design'] as const) : []),
    ...(profiles.factory ? (['build'] as const) : []),
  ];

  let body: React.ReactNode;
  if (profiles.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (profiles.isError) body = <LoadFailed title="资料加载失败" onRetry={() => profiles.refetch()} />;
  else if (done)
    body = (
      <PublishSubmitted
        name="服务"
        shown="展示在您的主页上"
        viewTo={href(paths.serviceDetail.path, { id: done })}
        mineTo={paths.serviceList.path}
        mineText="我的服务"
        onAgain={() => {
          setDone(null);
          setParams(new URLSearchParams());
        }}
      />
    );
  else if (types.length === 0) body = <NoProfile what="服务" />;
  else if (editId) body = <EditService id={editId} onDone={setDone} />;
  else body = <ServiceForm types={types} initial={null} onDone={(s) => setDone(s.id)} />;

  return (
    <div>
      <PageHeader
        title={editId ? '修改服务' : '发布服务'}
        extra={<Link to={paths.serviceList.path}>我的服务</Link>}
      >
        发布固定价格的设计或搭建服务，审核通过后展示在您的主页上
      </PageHeader>
      {body}
    </div>
  );
}
