import { Steps } from 'antd';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { isUpcoming } from '../../config/upcoming.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import './wizard-layout.css';

const steps = [
  { key: 'firstStep', title: '展会与展位' },
  { key: 'secondStep', title: '地点与日期' },
  { key: 'thirdStep', title: '预算与设计' },
  { key: 'fourStep', title: '说明与发布' },
] as const;

/**
 * The four-step build-project wizards (`/workshopNeed*`): the steps above the current step. A wizard not
 * built yet is its 即将上线 screen alone, without a bar of steps that lead nowhere.
 */
export default function WizardLayout({ title }: { title: string }) {
  const { pathname } = useLocation();
  const compact = useIsMobile();
  if (isUpcoming(pathname)) {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    );
  }
  const current = Math.max(
    0,
    steps.findIndex((s) => pathname.endsWith(`/${s.key}`)),
  );
  return (
    <div className="container wizard">
      <PageHeader title={title} />
      <div className="wizard__steps">
        <Steps
          current={current}
          size="small"
          orientation={compact ? 'vertical' : 'horizontal'}
          items={steps.map((s) => ({ title: s.title }))}
        />
      </div>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
