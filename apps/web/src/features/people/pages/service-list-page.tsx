import { serviceTypeNames } from '@hz/contract/services';
import { Skeleton, Tabs } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { useDeleteCase } from '../api/delete-case.ts';
import { useDeleteService } from '../api/delete-service.ts';
import { useDeleteWork } from '../api/delete-work.ts';
import { useMyCases } from '../api/my-cases.ts';
import { useMyServices } from '../api/my-services.ts';
import { useMyWorks } from '../api/my-works.ts';
import { MyItems } from '../components/my-items.tsx';
import { useMyProfiles } from '../components/my-profiles.ts';
import { NoProfile } from '../components/no-profile.tsx';
import { areaRange, countText, opensText, servicePrice } from '../components/people-format.ts';
import '../people.css';

const PAGE_SIZE = 10;
type Tab = 'service' | 'work' | 'case';

function Services({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const q = useMyServices({ page, pageSize: PAGE_SIZE });
  const del = useDeleteService();
  return (
    <MyItems
      noun="服务"
      query={q}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      meta={(s) =>
        `${serviceTypeNames[s.type]} · ${areaRange(s.areaMin, s.areaMax)} · ${servicePrice(s.price, s.negotiable)} · ${s.days}天`
      }
      editTo={(s) => href(paths.newService.path, { id: s.id })}
      publishTo={paths.newService.path}
      remove={del}
    />
  );
}

function Works({ kind, page, onPage }: { kind: 'work' | 'case'; page: number; onPage: (p: number) => void }) {
  const works = useMyWorks({ page, pageSize: PAGE_SIZE }, { enabled: kind === 'work' });
  const cases = useMyCases({ page, pageSize: PAGE_SIZE }, { enabled: kind === 'case' });
  const delWork = useDeleteWork();
  const delCase = useDeleteCase();
  return (
    <MyItems
      noun={kind === 'work' ? '作品' : '案例'}
      query={kind === 'work' ? works : cases}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      meta={(w) =>
        `${w.style} · ${w.areas}㎡ · ${opensText(w.opens)} · 浏览 ${countText(w.views)} · 点赞 ${countText(w.likes)}`
      }
      editTo={(w) =>
        href(paths.newWordService.path, { id: w.id, kind: kind === 'case' ? 'case' : undefined })
      }
      publishTo={href(paths.newWordService.path, { kind: kind === 'case' ? 'case' : undefined })}
      remove={kind === 'work' ? delWork : delCase}
    />
  );
}

/**
 * `/personCenter/serviceList`: the member's services, works and cases (tabs by their profiles), every
 * state with the rejection reason; edit and delete.
 */
export default function ServiceListPage() {
  const [params, setParams] = useSearchParams();
  const profiles = useMyProfiles();
  const tabs: { key: Tab; label: string }[] = [
    { key: 'service', label: '我的服务' },
    ...(profiles.designer ? [{ key: 'work' as const, label: '我的作品' }] : []),
    ...(profiles.factory ? [{ key: 'case' as const, label: '我的案例' }] : []),
  ];
  const asked = params.get('tab');
  const tab: Tab = tabs.find((t) => t.key === asked)?.key ?? 'service';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (t: Tab, p = 1) =>
    setParams(new URLSearchParams({ tab: t, ...(p > 1 ? { page: String(p) } : {}) }));

  return (
    <div>
      <PageHeader
        title="我的服务"
        extra={
          <Link to={paths.newService.path} className="link-btn link-btn--primary">
            发布服务
          </Link>
        }
      >
        管理您发布的服务、作品与案例，查看审核状态
      </PageHeader>
      {profiles.isPending ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : profiles.isError ? (
        <LoadFailed title="资料加载失败" onRetry={() => profiles.refetch()} />
      ) : !profiles.designer && !profiles.factory ? (
        <NoProfile what="服务、作品或案例" />
      ) : (
        <Tabs
          activeKey={tab}
          onChange={(k) => go(k as Tab)}
          items={tabs.map((t) => ({
            key: t.key,
            label: t.label,
            children:
              t.key !== tab ? null : t.key === 'service' ? (
                <Services page={page} onPage={(p) => go('service', p)} />
              ) : (
                <Works kind={t.key} page={page} onPage={(p) => go(t.key, p)} />
              ),
          }))}
        />
      )}
    </div>
  );
}
