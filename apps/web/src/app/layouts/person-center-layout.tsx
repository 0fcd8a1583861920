import { LogoutOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Menu, type MenuProps, Select } from 'antd';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LaterPart } from '../../components/later-part.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import { UpcomingTag } from '../../components/upcoming-tag.tsx';
import { findRoute, type PathDef, paths } from '../../config/paths.ts';
import { useLoginCheck } from '../../features/auth/api/login-check.ts';
import { useLogout } from '../../features/auth/api/logout.ts';
import { useUserInfo } from '../../features/members/api/user-info.ts';
import { OnboardingCard } from '../../features/members/components/onboarding-card.tsx';
import { VerifyState } from '@hz/contract/common/states';
import { companyRoles, type MemberCallName, rolesAllow } from '@hz/contract/company-roles';
import { type StaffRole, staffRoleNames } from '@hz/contract/values/staff';
import type { UserInfo } from '@hz/contract/members';
import { useIsMobile } from '../../lib/use-media-query.ts';
import './person-center-layout.css';

const groups = [
  {
    label: '账户资产',
    items: [paths.trade, paths.tradeList, paths.charging, paths.caseOut, paths.invoice],
  },
  {
    label: '账户设置',
    items: [
      paths.basicSetting,
      paths.securitySetting,
      paths.noticeSetting,
      paths.subscriptions,
      paths.company,
      paths.securityPerson,
      paths.securityBusiness,
    ],
  },
  {
    label: '交易管理',
    items: [paths.shows, paths.businessList, paths.myContests, paths.workShopList, paths.evaluateList],
  },
  {
    label: '发布管理',
    items: [paths.myPublish],
  },
  {
    label: '设计师与工厂',
    items: [
      paths.designerProfile,
      paths.factoryProfile,
      paths.serviceList,
      paths.newService,
      paths.newWordService,
    ],
  },
] as const;

/**
 * The profile entries the member's verification allows (person → designer, business → factory); a
 * member with neither sees both, whose screens say which verification each needs.
 */
function fitsVerification(path: string, person: boolean, business: boolean): boolean {
  if (!person && !business) return true;
  if (path === paths.designerProfile.path) return person;
  if (path === paths.factoryProfile.path) return business;
  return true;
}

/**
 * The call each screen of the menu stands on (decision 056): a company's staff member sees the screens
 * their roles allow (the contract's role table decides); the rest need no role.
 */
const screenCall: Partial<Record<string, MemberCallName>> = {
  [paths.trade.path]: 'Member/walletInfo',
  [paths.tradeList.path]: 'Bills/transaction',
  [paths.charging.path]: 'Alipay/getPayLink',
  [paths.caseOut.path]: 'Applycash/postNew',
  [paths.invoice.path]: 'Invoice/request',
  [paths.basicSetting.path]: 'Member/updateBaseInfo',
  [paths.securityBusiness.path]: 'Member/businesAuth',
  [paths.myPublish.path]: 'Article/huizhanPub',
  [paths.designerProfile.path]: 'Designer/profileEdit',
  [paths.factoryProfile.path]: 'Company/profileEdit',
  [paths.serviceList.path]: 'Service/servicePub',
  [paths.newService.path]: 'Service/servicePub',
  [paths.newWordService.path]: 'Designer/workPub',
};

/** The roles a screen needs that the staff member lacks ([] when allowed, or not staff). */
export function missingRoles(path: string, staff: UserInfo['staff'] | undefined): readonly StaffRole[] {
  const call = screenCall[path];
  if (!staff || !call) return [];
  const need = companyRoles[call];
  return Array.isArray(need) && !rolesAllow(staff.roles, need) ? need : [];
}

/** A menu entry: its title, and 即将上线 beside it while its screen is not built. */
const entry = (i: PathDef) => (
  <>
    {i.title}
    <UpcomingTag to={i.path} />
  </>
);

/** Screens reached from a list, and the menu entry that stays selected on them. */
const parentOf: Record<string, string> = {
  [paths.evaluateEdit.path]: paths.evaluateList.path,
  [paths.evaluateChange.path]: paths.evaluateList.path,
  [paths.showPlan.path]: paths.shows.path,
};

/**
 * `/personCenter/*`: a side menu on wide screens, a select on phones. A visitor reaches only the screens
 * not built yet (the access gate lets them through to see what is coming): those show without the menu.
 */
export default function PersonCenterLayout() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const compact = useIsMobile();
  const logout = useLogout();
  const check = useLoginCheck();
  const member = check.data?.loginState === true;
  const selected = parentOf[pathname] ?? pathname;
  const info = useUserInfo({ enabled: member });
  const person = info.data?.personauth === VerifyState.approved;
  const business = info.data?.businsauth === VerifyState.approved;
  const staff = info.data?.staff;
  const shown = groups
    .map((g) => ({
      label: g.label,
      items: g.items.filter(
        (i: PathDef) =>
          fitsVerification(i.path, person, business) && missingRoles(i.path, staff).length === 0,
      ),
    }))
    .filter((g) => g.items.length > 0);
  const lacking = missingRoles(pathname, staff);

  const menuItems: MenuProps['items'] = shown.map((g) => ({
    type: 'group' as const,
    key: g.label,
    label: g.label,
    children: g.items.map((i) => ({ key: i.path, label: <Link to={i.path}>{entry(i)}</Link> })),
  }));

  const doLogout = () => logout.mutate();

  // the gate lets the screens not built yet through before it knows who is there. A member's frame also
  // waits for their info: the onboarding card above the screen and the menu's entries depend on it, and
  // arriving after the frame they pushed the screen's spinner down (CLS 0.263 on /personCenter/trade)
  if (check.isPending || (member && info.isPending)) return <PageSpinner description="正在确认登录状态…" />;
  if (!member) {
    return (
      <div className="container person-center">
        <section className="person-center__content">
          <LaterPart fallback={<PageSpinner />}>
            <Outlet />
          </LaterPart>
        </section>
      </div>
    );
  }

  return (
    <div className="container person-center">
      {compact ? (
        <div className="person-center__select">
          <Select
            aria-label="个人中心菜单"
            // a screen the member's roles do not open is not in the menu: the select says where they are
            value={shown.some((g) => g.items.some((i) => i.path === selected)) ? selected : undefined}
            placeholder={findRoute(pathname)?.title}
            onChange={(v: string) => navigate(v)}
            style={{ width: '100%' }}
            options={shown.map((g) => ({
              label: g.label,
              title: g.label,
              options: g.items.map((i) => ({ value: i.path, label: entry(i) })),
            }))}
          />
        </div>
      ) : (
        <aside className="person-center__side" aria-label="个人中心菜单">
          <div className="person-center__side-title">个人中心</div>
          <Menu mode="inline" selectedKeys={[selected]} items={menuItems} className="person-center__menu" />
          <div className="person-center__logout">
            <Button block icon={<LogoutOutlined aria-hidden />} onClick={doLogout} loading={logout.isPending}>
              退出登录
            </Button>
          </div>
        </aside>
      )}
      <section className="person-center__content">
        {/* the first steps on the person centre's home only (where `/personCenter` leads), not above every screen */}
        {pathname === paths.trade.path && lacking.length === 0 && <OnboardingCard />}
        {lacking.length > 0 ? (
          <Card>
            <Empty
              description={`此页面需要公司${lacking.map((r) => `「${staffRoleNames[r]}」`).join('和')}角色，请联系公司管理员`}
            >
              <Link to={paths.company.path}>查看我的公司与角色</Link>
            </Empty>
          </Card>
        ) : (
          <LaterPart fallback={<PageSpinner />}>
            <Outlet />
          </LaterPart>
        )}
      </section>
    </div>
  );
}
