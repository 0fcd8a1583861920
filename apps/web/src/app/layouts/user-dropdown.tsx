import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UpcomingTag } from '../../components/upcoming-tag.tsx';
import { type PathDef, paths } from '../../config/paths.ts';
import { useLoginCheck } from '../../features/auth/api/login-check.ts';
import { useLogout } from '../../features/auth/api/logout.ts';

/** A menu entry linking to `def`, with 即将上线 beside it while its screen is not built. */
const entry = (def: PathDef, label: string = def.title) => ({
  key: def.path,
  label: (
    <Link to={def.path}>
      {label}
      <UpcomingTag to={def.path} />
    </Link>
  ),
});

/** The logged-in member's menu (loaded lazily: Dropdown and Menu stay out of the first load). */
export default function UserDropdown({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const logout = useLogout();
  const isOperator = useLoginCheck().data?.isadmin === true;
  const items: MenuProps['items'] = [
    ...(isOperator ? [entry(paths.admin), { type: 'divider' as const }] : []),
    entry(paths.personCenter),
    entry(paths.basicSetting),
    entry(paths.securitySetting),
    entry(paths.myPublish),
    entry(paths.collection),
    // the designers and factories followed: /collection's 我的关注 (issue 27)
    {
      key: `${paths.collection.path}?tab=designer`,
      label: <Link to={`${paths.collection.path}?tab=designer`}>我的关注</Link>,
    },
    entry(paths.message, '消息'),
    { type: 'divider' },
    {
      key: 'logout',
      label: '退出登录',
      danger: true,
      disabled: logout.isPending,
      onClick: () => logout.mutate(),
    },
  ];
  return (
    <Dropdown
      menu={{ items }}
      trigger={['click']}
      placement="bottomRight"
      // in the sticky header, not in the page: the menu then moves with its button when the page scrolls
      // (a reload restoring its scroll position while the menu opens); placed in the page, it jumped back
      // under the button a frame later, and a click during the jump was lost
      getPopupContainer={(trigger) => trigger.closest('header') ?? document.body}
      open={open}
      onOpenChange={(next) => onOpenChange(next)}
    >
      {children}
    </Dropdown>
  );
}
