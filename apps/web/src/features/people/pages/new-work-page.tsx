import { Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { EditGate, PublishSubmitted } from '../../../components/publish-screen.tsx';
import { href, paths } from '../../../config/paths.ts';
import { positiveParam } from '../../../lib/url-filters.ts';
import { useCaseInfo } from '../api/case-info.ts';
import { useWorkInfo } from '../api/work-info.ts';
import { useMyProfiles } from '../components/my-profiles.ts';
import { NoProfile } from '../components/no-profile.tsx';
import { WorkForm } from '../components/work-form.tsx';
import '../people.css';

type Kind = 'work' | 'case';
const mineTo = (kind: Kind) => href(paths.serviceList.path, { tab: kind });

function EditWork({ kind, id, onDone }: { kind: Kind; id: number; onDone: (id: number) => void }) {
  const work = useWorkInfo({ id }, { enabled: kind === 'work' });
  const kase = useCaseInfo({ id }, { enabled: kind === 'case' });
  const item = kind === 'work' ? work : kase;
  const name = kind === 'work' ? '作品' : '案例';
  return (
    <EditGate item={item} name={name} ownOnly={`只能修改自己发布的${name}。`} mineTo={mineTo(kind)}>
      {(d) => <WorkForm key={id} kind={kind} initial={d} editId={id} onDone={(w) => onDone(w.id)} />}
    </EditGate>
  );
}

/**
 * `/personCenter/newWordService`: a designer publishes a work, a factory a build case (`?kind=case`); with
 * `?id=` one's own is edited. A member with both profiles picks which.
 */
export default function NewWorkPage() {
  const [params, setParams] = useSearchParams();
  const profiles = useMyProfiles();
  const [done, setDone] = useState<{ kind: Kind; id: number } | null>(null);
  const editId = positiveParam(params.get('id'));
  const asked = params.get('kind') === 'case' ? 'case' : params.get('kind') === 'work' ? 'work' : null;
  const kind: Kind = asked ?? (profiles.designer || !profiles.factory ? 'work' : 'case');
  const name = kind === 'work' ? '作品' : '案例';

  let body: React.ReactNode;
  if (profiles.isPending) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (profiles.isError) body = <LoadFailed title="资料加载失败" onRetry={() => profiles.refetch()} />;
  else if (done)
    body = (
      <PublishSubmitted
        name={name}
        shown="展示在您的主页上"
        viewTo={
          done.kind === 'work'
            ? href(paths.designItem.path, { id: done.id })
            : href(paths.supplierWork.path, { case: done.id })
        }
        mineTo={mineTo(done.kind)}
        mineText={`我的${name}`}
        onAgain={() => {
          setDone(null);
          setParams(new URLSearchParams(asked ? { kind: asked } : {}));
        }}
      />
    );
  else if (!profiles.designer && !profiles.factory) body = <NoProfile what="作品或案例" />;
  else if (kind === 'work' && !profiles.designer) body = <NoProfile what="设计作品" />;
  else if (kind === 'case' && !profiles.factory) body = <NoProfile what="搭建案例" />;
  else if (editId) body = <EditWork kind={kind} id={editId} onDone={(i) => setDone({ kind, id: i })} />;
  else body = <WorkForm key={kind} kind={kind} initial={null} onDone={(w) => setDone({ kind, id: w.id })} />;

  return (
    <div>
      <PageHeader
        title={editId ? `修改${name}` : kind === 'work' ? '发布作品' : '发布案例'}
        extra={<Link to={mineTo(kind)}>我的{name}</Link>}
      >
        {kind === 'work'
          ? '上传设计作品的效果图与说明，审核通过后展示在您的设计师主页上'
          : '上传搭建完成的展台与展会现场照片，审核通过后展示在您的工厂主页上'}
      </PageHeader>
      {profiles.designer && profiles.factory && !editId && !done && (
        <Segmented
          className="people-gate"
          value={kind}
          onChange={(v) => setParams(new URLSearchParams({ kind: v }))}
          options={[
            { value: 'work', label: '设计作品' },
            { value: 'case', label: '搭建案例' },
          ]}
        />
      )}
      {body}
    </div>
  );
}
