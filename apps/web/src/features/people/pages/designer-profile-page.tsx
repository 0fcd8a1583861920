import { VerifyState } from '@hz/contract/common/states';
import { Skeleton } from 'antd';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useDesignerProfile } from '../api/designer-profile.ts';
import { ProfileForm, ProfileState } from '../components/profile-form.tsx';
import { VerificationNeeded } from '../components/verification-gate.tsx';
import '../people.css';

/** `/personCenter/designerProfile`: open or edit the designer profile (needs the verification of its kind). */
export default function DesignerProfilePage() {
  const q = useDesignerProfile({});
  const d = q.data;
  return (
    <div className="people-profile">
      <PageHeader title="设计师资料">
        设计师主页展示您的资料、作品与服务；每次修改都需审核，审核期间原版本照常展示。
      </PageHeader>
      {q.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : !d ? (
        <LoadFailed title="资料加载失败" onRetry={() => q.refetch()} />
      ) : d.personauth !== VerifyState.approved && !d.profile ? (
        <VerificationNeeded kind="designer" />
      ) : (
        <>
          <ProfileState profile={d.profile} />
          <ProfileForm
            key={d.profile?.version ?? 'new'}
            kind="designer"
            initial={d.profile?.submitted ?? null}
          />
        </>
      )}
    </div>
  );
}
