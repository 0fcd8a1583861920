import {
  AccountBookOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  ClockCircleOutlined,
  NotificationOutlined,
  ExclamationCircleOutlined,
  EyeInvisibleOutlined,
  FlagOutlined,
  FileSearchOutlined,
  HomeOutlined,
  IdcardOutlined,
  LogoutOutlined,
  MessageOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TransactionOutlined,
} from '@ant-design/icons';
import { Badge, Button, Menu, type MenuProps, Select, Tag } from 'antd';
import { type ReactNode, Suspense } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LogoMark } from '../../components/logo.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { paths } from '../../config/paths.ts';
import { type PendingCounts, usePendingCounts } from '../../features/admin/api/pending-counts.ts';
import type { OperatorContext } from '../../features/admin/components/operator-context.ts';
import { useLoginCheck } from '../../features/auth/api/login-check.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import './admin-layout.css';

interface Entry {
  key: string;
  label: string;
  icon: ReactNode;
  /** Not built yet: shown, marked 即将上线, not selectable. */
  upcoming?: boolean;
  /** What waits in the entry's queue, shown as a badge. */
  waiting?: (c: PendingCounts) => number;
}

const entries: readonly Entry[] = [
  { key: paths.adminMembers.path, label: paths.adminMembers.title, icon: <TeamOutlined aria-hidden /> },
  { key: paths.adminCompanies.path, label: paths.adminCompanies.title, icon: <BankOutlined aria-hidden /> },
  { key: paths.adminAudit.path, label: paths.adminAudit.title, icon: <AuditOutlined aria-hidden /> },
  {
    key: paths.adminPersonAuth.path,
    label: paths.adminPersonAuth.title,
    icon: <IdcardOutlined aria-hidden />,
    waiting: (c) => c.personAuth,
  },
  {
    key: paths.adminBusinessAuth.path,
    label: paths.adminBusinessAuth.title,
    icon: <SafetyCertificateOutlined aria-hidden />,
    waiting: (c) => c.businessAuth,
  },
  {
    key: paths.adminCash.path,
    label: paths.adminCash.title,
    icon: <TransactionOutlined aria-hidden />,
    waiting: (c) => c.cash,
  },
  {
    key: paths.adminInvoices.path,
    label: paths.adminInvoices.title,
    icon: <AuditOutlined aria-hidden />,
    waiting: (c) => c.invoices,
  },
  {
    key: paths.adminContent.path,
    label: paths.adminContent.title,
    icon: <FileSearchOutlined aria-hidden />,
    waiting: (c) => Object.values(c.content).reduce((a, b) => a + b, 0),
  },
  {
    key: paths.adminComplaints.path,
    label: paths.adminComplaints.title,
    icon: <ExclamationCircleOutlined aria-hidden />,
    waiting: (c) => c.complaints,
  },
  {
    key: paths.adminContactAttempts.path,
    label: paths.adminContactAttempts.title,
    icon: <EyeInvisibleOutlined aria-hidden />,
  },
  {
    key: paths.adminConsultReports.path,
    label: paths.adminConsultReports.title,
    icon: <FlagOutlined aria-hidden />,
  },
  {
    key: paths.adminLedger.path,
    label: paths.adminLedger.title,
    icon: <AccountBookOutlined aria-hidden />,
  },
  {
    key: paths.adminModelMenus.path,
    label: paths.adminModelMenus.title,
    icon: <AppstoreOutlined aria-hidden />,
  },
  {
    key: paths.adminFeedback.path,
    label: paths.adminFeedback.title,
    icon: <MessageOutlined aria-hidden />,
    waiting: (c) => c.feedback,
  },
  {
    key: paths.adminJobs.path,
    label: paths.adminJobs.title,
    icon: <ClockCircleOutlined aria-hidden />,
    // failed jobs wait for an operator's retry
    waiting: (c) => c.jobs,
  },
  {
    key: paths.adminNotices.path,
    label: paths.adminNotices.title,
    icon: <NotificationOutlined aria-hidden />,
  },
];

/** Screens reached from a list, and the menu entry that stays selected on them. */
const parentOf: Record<string, string> = {
  [paths.adminMemberInfo.path]: paths.adminMembers.path,
};

/** `/admin/*`: the operator console. A header back to the site, a side menu (a select on phones). */
export default function AdminLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const compact = useIsMobile();
  const check = useLoginCheck();
  const logout = useLogout();
  const selected = parentOf[pathname] ?? pathname;
  const display = check.data?.nickname?.trim() || check.data?.mobile || '运营';
  const context: OperatorContext = { operator: { cardno: check.data?.cardno } };
  const counts = usePendingCounts().data;
  const waitingOf = (e: Entry) => (counts && e.waiting ? e.waiting(counts) : 0);

  const menuItems: MenuProps['items'] = entries.map((e) => ({
    key: e.key,
    icon: e.icon,
    disabled: e.upcoming,
    label: e.upcoming ? (
      <span className="admin-menu__upcoming">
        {e.label}
        <Tag color="orange" className="admin-menu__tag">
          即将上线
        </Tag>
      </span>
    ) : (
      <Link to={e.key} className="admin-menu__link">
        {e.label}
        {waitingOf(e) > 0 && (
          <Badge
            count={waitingOf(e)}
            overflowCount={99}
            size="small"
            className="admin-menu__count"
            title={`${waitingOf(e)} 条待处理`}
          />
        )}
      </Link>
    ),
  }));

  return (
    <div className="admin">
      <header className="admin-header">
        <div className="admin-header__inner">
          <Link
            to={paths.adminMembers.path}
            className="admin-header__brand"
            aria-label="会展通 运营后台 首页"
          >
            <LogoMark size={28} />
            <span className="admin-header__name">会展通</span>
            <span className="admin-header__title">运营后台</span>
          </Link>
          <div className="admin-header__actions">
            <Link to={paths.mainPage.path} className="admin-header__back">
              <HomeOutlined aria-hidden />
              返回网站
            </Link>
            {!compact && <span className="admin-header__user">{display}</span>}
            <Button
              type="text"
              size="small"
              icon={<LogoutOutlined aria-hidden />}
              loading={logout.isPending}
              onClick={() => logout.mutate()}
              aria-label="退出登录"
              title="退出登录"
            >
              {compact ? null : '退出'}
            </Button>
          </div>
        </div>
      </header>
      <div className="admin-body">
        {compact ? (
          <div className="admin-select">
            <Select
              aria-label="运营后台菜单"
              value={selected}
              onChange={(v: string) => navigate(v)}
              style={{ width: '100%' }}
              options={entries.map((e) => ({
                value: e.key,
                label: e.upcoming
                  ? `${e.label}（即将上线）`
                  : waitingOf(e) > 0
                    ? `${e.label}（${waitingOf(e)}条待处理）`
                    : e.label,
                disabled: e.upcoming,
              }))}
            />
          </div>
        ) : (
          <aside className="admin-side" aria-label="运营后台菜单">
            <Menu mode="inline" selectedKeys={[selected]} items={menuItems} className="admin-menu" />
          </aside>
        )}
        <main className="admin-main" id="main">
          <Suspense fallback={<PageSpinner />}>
            <Outlet context={context} />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
