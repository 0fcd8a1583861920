import { Dropdown, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useLoginCheck } from '../../features/auth/api/login-check.ts';
import { useLogout } from '../../features/auth/api/logout.ts';

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
    ...(isOperator
      ? [
          { key: paths.admin.path, label: <Link to={paths.admin.path}>运营后台</Link> },
          { type: 'divider' as const },
        ]
      : []),
    { key: paths.personCenter.path, label: <Link to={paths.personCenter.path}>个人中心</Link> },
    { key: paths.basicSetting.path, label: <Link to={paths.basicSetting.path}>基本资料</Link> },
    { key: paths.securitySetting.path, label: <Link to={paths.securitySetting.path}>安全设置</Link> },
    { key: paths.collection.path, label: <Link to={paths.collection.path}>我的收藏</Link> },
    { key: paths.message.path, label: <Link to={paths.message.path}>消息</Link> },
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
      open={open}
      onOpenChange={(next) => onOpenChange(next)}
    >
      {children}
    </Dropdown>
  );
}
