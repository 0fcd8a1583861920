import { type StaffRole, staffRoleNames, staffRoleScopes, staffRoles } from '@hz/contract/values/staff';
import { Alert, App, Button, Card, Empty, Form, Input, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import type { CallData } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import {
  useCompany,
  useInvite,
  useLeaveCompany,
  useRemoveStaff,
  useRevokeInvite,
  useSetRoles,
} from '../api/staff.ts';
import '../staff.css';

type Company = CallData<'Staff/company'>;
type Staff = Company['staff'][number];

const roleTags = (roles: readonly StaffRole[]) =>
  roles.map((r) => (
    <Tag key={r} color={r === 'admin' ? 'red' : r === 'finance' ? 'gold' : 'blue'}>
      {staffRoleNames[r]}
    </Tag>
  ));

const inviteStates = {
  open: ['待接受', 'processing'],
  accepted: ['已加入', 'success'],
  revoked: ['已撤回', 'default'],
  expired: ['已过期', 'default'],
} as const;

/** The roles a member may give: 管理员 any; anyone else the roles they hold, never 管理员. */
const grantable = (mine: readonly StaffRole[]) =>
  mine.includes('admin') ? staffRoles : staffRoles.filter((r) => r !== 'admin' && mine.includes(r));

const roleOptions = (allowed: readonly StaffRole[]) =>
  staffRoles.map((r) => ({
    value: r,
    disabled: !allowed.includes(r),
    label: (
      <span className="staff-role-option">
        <strong>{staffRoleNames[r]}</strong>
        <span>{staffRoleScopes[r]}</span>
      </span>
    ),
  }));

/**
 * `/personCenter/company` (公司与员工, issue 33, decision 056): a business-verified member's company — its
 * staff and their roles, invitations by mobile (the link shown once to forward), role changes and
 * removal for 管理员, leaving for staff. A member without a business verification is told how to start.
 */
export default function CompanyPage() {
  const company = useCompany();
  const d = company.data;
  return (
    <div className="pc-page">
      <PageHeader title="公司与员工">
        邀请同事以公司身份协作：发布、报价、项目执行与财务分工，每一步都记录是谁操作的
      </PageHeader>
      {company.isPending ? (
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : company.isError || !d ? (
        <Card>
          <LoadFailed title="公司信息加载失败" onRetry={() => company.refetch()} />
        </Card>
      ) : !d.company || !d.me ? (
        <Card>
          <Empty description="您还不是任何公司的成员">
            <Typography.Paragraph type="secondary">
              完成企业认证后，您的账号就是公司账号，可以邀请员工加入；收到邀请的会员请打开短信中的链接接受邀请。
            </Typography.Paragraph>
            <Link to={paths.securityBusiness.path}>去企业认证</Link>
          </Empty>
        </Card>
      ) : (
        <CompanyBody
          d={d as Company & { me: NonNullable<Company['me']>; company: NonNullable<Company['company']> }}
        />
      )}
    </div>
  );
}

function CompanyBody({
  d,
}: {
  d: Company & { me: NonNullable<Company['me']>; company: NonNullable<Company['company']> };
}) {
  const admin = d.me.roles.includes('admin');
  const mayInvite = grantable(d.me.roles).length > 0;
  const [inviting, setInviting] = useState(false);
  const [editing, setEditing] = useState<Staff | null>(null);
  const [link, setLink] = useState<{ name: string; url: string } | null>(null);
  const invite = useInvite();
  const setRoles = useSetRoles();
  const remove = useRemoveStaff();
  const revoke = useRevokeInvite();
  const leave = useLeaveCompany();
  const { message } = App.useApp();
  const navigate = useNavigate();

  return (
    <>
      <Card className="pc-card staff-head">
        <div className="staff-head__row">
          <div>
            <div className="staff-head__company">{d.company.name}</div>
            <div className="staff-head__me">
              我：{d.me.name} {roleTags(d.me.roles)}
              {d.me.owner && <span className="card-hint">（公司账号）</span>}
            </div>
          </div>
          <div className="staff-head__actions">
            {mayInvite && (
              <Button type="primary" onClick={() => setInviting(true)}>
                邀请员工
              </Button>
            )}
            {!d.me.owner && (
              <Popconfirm
                title="退出公司？"
                description="退出后您将以个人身份使用会展通，不能再查看或操作公司的任务、项目与钱包。"
                okText="退出"
                okButtonProps={{ danger: true }}
                cancelText="取消"
                onConfirm={() =>
                  leave.mutateAsync(undefined).then(() => {
                    message.success('您已退出公司');
                    navigate(paths.trade.path);
                  }, reportError)
                }
              >
                <Button danger>退出公司</Button>
              </Popconfirm>
            )}
          </div>
        </div>
        {link && (
          <Alert
            className="staff-link"
            type="success"
            showIcon
            closable
            onClose={() => setLink(null)}
            message={`已向${link.name}发送邀请短信`}
            description={
              <>
                也可以把下面的链接发给对方（只有被邀请的手机号登录后才能接受，7天内有效）：
                <Typography.Paragraph
                  copyable={{ text: link.url, tooltips: ['复制链接', '已复制'] }}
                  className="staff-link__url"
                >
                  {link.url}
                </Typography.Paragraph>
              </>
            }
          />
        )}
      </Card>

      <Card className="pc-card" title={`员工（${d.staff.length}人）`}>
        <ul className="staff-list">
          {d.staff.map((s) => (
            <li key={s.cardno} className="staff-item">
              <div className="staff-item__who">
                <strong>{s.name}</strong>
                {s.me && <Tag>我</Tag>}
                {s.owner && <Tag>公司账号</Tag>}
                <span className="card-hint">
                  {[s.mobile, s.joined && `${s.joined} 加入`].filter(Boolean).join(' · ')}
                </span>
              </div>
              <div className="staff-item__roles">{roleTags(s.roles)}</div>
              {admin && !s.owner && (
                <div className="staff-item__actions">
                  <Button size="small" onClick={() => setEditing(s)} aria-label={`修改${s.name}的角色`}>
                    修改角色
                  </Button>
                  <Popconfirm
                    title={`移除${s.name}？`}
                    description="移除后立即失去公司的全部权限，包括已登录的设备。"
                    okText="移除"
                    okButtonProps={{ danger: true }}
                    cancelText="取消"
                    onConfirm={() =>
                      remove
                        .mutateAsync({ cardno: s.cardno })
                        .then(() => message.success(`已移除${s.name}`), reportError)
                    }
                  >
                    <Button size="small" danger aria-label={`移除${s.name}`}>
                      移除
                    </Button>
                  </Popconfirm>
                </div>
              )}
            </li>
          ))}
        </ul>
      </Card>

      {admin && (
        <Card className="pc-card" title="邀请记录">
          {d.invites.length === 0 ? (
            <Empty description="还没有发出邀请" />
          ) : (
            <ul className="staff-list">
              {d.invites.map((i) => (
                <li key={i.id} className="staff-item">
                  <div className="staff-item__who">
                    <strong>{i.name}</strong>
                    <Tag color={inviteStates[i.state][1]}>{inviteStates[i.state][0]}</Tag>
                    <span className="card-hint">
                      {i.mobile} · {i.invitedBy} 邀请于 {i.created}
                      {i.state === 'open' && ` · ${i.expires} 前有效`}
                    </span>
                  </div>
                  <div className="staff-item__roles">{roleTags(i.roles)}</div>
                  {i.state === 'open' && (
                    <div className="staff-item__actions">
                      <Popconfirm
                        title="撤回这个邀请？"
                        description="撤回后邀请链接失效。"
                        okText="撤回"
                        cancelText="取消"
                        onConfirm={() =>
                          revoke
                            .mutateAsync({ id: i.id })
                            .then(() => message.success('邀请已撤回'), reportError)
                        }
                      >
                        <Button size="small" aria-label={`撤回对${i.name}的邀请`}>
                          撤回
                        </Button>
                      </Popconfirm>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}

      <Card className="pc-card" title="角色说明">
        <dl className="staff-scopes">
          {staffRoles.map((r) => (
            <div key={r}>
              <dt>{staffRoleNames[r]}</dt>
              <dd>{staffRoleScopes[r]}</dd>
            </div>
          ))}
        </dl>
        <Typography.Paragraph type="secondary" className="staff-scopes__note">
          公司账号本身始终是管理员。付款、验收放款与提现使用操作人自己的支付密码。
        </Typography.Paragraph>
      </Card>

      <FormModal<{ mobile: string; name: string; roles: StaffRole[] }>
        open={inviting}
        title="邀请员工"
        okText="发送邀请"
        onClose={() => setInviting(false)}
        initial={{ mobile: '', name: '', roles: [] }}
        fields={['mobile', 'name', 'roles']}
        success="邀请已发送"
        submit={(v) =>
          invite
            .mutateAsync(v)
            .then((r) => setLink({ name: r.name, url: new URL(r.link, window.location.href).href }))
        }
      >
        <Form.Item label="手机号" name="mobile" rules={[{ required: true, message: '请输入手机号' }]}>
          <Input inputMode="numeric" maxLength={11} autoComplete="off" placeholder="对方的手机号" />
        </Form.Item>
        <Form.Item label="姓名" name="name" rules={[{ required: true, message: '请填写员工姓名' }]}>
          <Input maxLength={20} placeholder="时间线上显示为：姓名（角色）" />
        </Form.Item>
        <Form.Item label="角色" name="roles" rules={[{ required: true, message: '请至少选择一个角色' }]}>
          <CheckboxGroup className="staff-role-options" options={roleOptions(grantable(d.me.roles))} />
        </Form.Item>
      </FormModal>

      {editing && (
        <FormModal<{ roles: StaffRole[] }>
          open
          title={`修改${editing.name}的角色`}
          okText="保存"
          onClose={() => setEditing(null)}
          initial={{ roles: editing.roles }}
          fields={['roles']}
          success="角色已更新，立即生效"
          submit={(v) => setRoles.mutateAsync({ cardno: editing.cardno, roles: v.roles })}
        >
          <Form.Item label="角色" name="roles" rules={[{ required: true, message: '请至少选择一个角色' }]}>
            <CheckboxGroup className="staff-role-options" options={roleOptions(staffRoles)} />
          </Form.Item>
        </FormModal>
      )}
    </>
  );
}
