import { staffRoleNames, staffRoleScopes } from '@hz/contract/values/staff';
import { App, Button, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { href, paths } from '../../../config/paths.ts';
import { BizError } from '../../../lib/api-client.ts';
import { errorText, reportError } from '../../../lib/error-handler.ts';
import { useLoginCheck } from '../../auth/api/login-check.ts';
import { useAcceptInvite, useInviteInfo } from '../api/staff.ts';
import '../staff.css';

const stateText = {
  accepted: '这个邀请已被接受。',
  revoked: '这个邀请已被公司撤回，请联系公司重新邀请。',
  expired: '这个邀请已过期，请联系公司重新邀请。',
} as const;

/**
 * `/companyInvite?token=` (issue 33, decision 056): where an invitation SMS lands. Anyone may read who
 * invites whom to which roles (the mobile masked); the invited member logs in or registers, comes back
 * and accepts. Only the invited mobile can accept.
 */
export default function CompanyInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useInviteInfo(token);
  const check = useLoginCheck();
  const accept = useAcceptInvite();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const back = `${paths.companyInvite.path}?token=${encodeURIComponent(token)}`;
  const d = info.data;
  const loggedIn = check.data?.loginState === true;

  return (
    <div className="staff-invite">
      <Card title="加入公司邀请">
        {!token ? (
          <Typography.Paragraph>邀请链接不完整，请从短信中重新打开。</Typography.Paragraph>
        ) : info.isPending ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : info.isError || !d ? (
          info.error instanceof BizError && info.error.errCode === 'not_found' ? (
            <Typography.Paragraph>{errorText(info.error)}</Typography.Paragraph>
          ) : (
            <LoadFailed title="邀请加载失败" onRetry={() => info.refetch()} />
          )
        ) : (
          <>
            <Typography.Title level={4}>{d.company}</Typography.Title>
            <Typography.Paragraph>
              {d.invitedBy} 邀请 {d.name}（{d.mobile}）加入公司，角色：
            </Typography.Paragraph>
            <Descriptions column={1} size="small" className="staff-invite__roles" bordered>
              {d.roles.map((r) => (
                <Descriptions.Item key={r} label={<Tag color="blue">{staffRoleNames[r]}</Tag>}>
                  {staffRoleScopes[r]}
                </Descriptions.Item>
              ))}
            </Descriptions>
            {d.state !== 'open' ? (
              <Typography.Paragraph type="warning">{stateText[d.state]}</Typography.Paragraph>
            ) : (
              <>
                <Typography.Paragraph type="secondary">
                  加入后，您在会展通的任务、项目与钱包操作都以公司身份进行，并记录为“{d.name}（角色）”。
                  有效期至 {d.expires}。
                </Typography.Paragraph>
                <div className="staff-invite__actions">
                  {loggedIn ? (
                    <Button
                      type="primary"
                      loading={accept.isPending}
                      onClick={() =>
                        accept.mutateAsync({ token }).then(() => {
                          message.success(`您已加入${d.company}`);
                          navigate(paths.company.path);
                        }, reportError)
                      }
                    >
                      接受邀请
                    </Button>
                  ) : (
                    <>
                      <LinkButton type="primary" to={href(paths.login.path, { redirect: back })}>
                        登录后接受
                      </LinkButton>
                      <LinkButton to={href(paths.register.path, { redirect: back })}>注册新账号</LinkButton>
                    </>
                  )}
                </div>
              </>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
