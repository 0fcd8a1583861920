import { VerifyState } from '@hz/contract/common/states';
import { Skeleton } from 'antd';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useFactoryProfile } from '../api/factory-profile.ts';
import { ProfileForm, ProfileState } from '../components/profile-form.tsx';
import { VerificationNeeded } from '../components/verification-gate.tsx';
import '../people.css';

/** `/personCenter/factoryProfile`: open or edit the factory profile (needs the verification of its kind). */
export default function FactoryProfilePage() {
  const q = useFactoryProfile({});
  const d = q.data;
  return (
    <div className="people-profile">
      <PageHeader title="工厂资料">
        工厂主页即公司主页，展示厂房、资质、案例与服务；每次修改都需审核，审核期间原版本照常展示。
      </PageHeader>
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !d ? (
        <LoadFailed title="资料加载失败" onRetry={() => q.refetch()} />
      ) : d.businsauth !== VerifyState.approved && !d.profile ? (
        <VerificationNeeded kind="factory" />
      ) : (
        <>
          <ProfileState profile={d.profile} />
          <ProfileForm
            key={d.profile?.version ?? 'new'}
            kind="factory"
            initial={d.profile?.submitted ?? null}
            company={d.company}
          />
        </>
      )}
    </div>
  );
}
