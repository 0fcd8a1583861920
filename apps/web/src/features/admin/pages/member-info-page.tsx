import { ArrowLeftOutlined, StopOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, type DescriptionsProps, Result, Skeleton, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { href, paths } from '../../../config/paths.ts';
import { type AdminMemberInfo, useMemberInfo } from '../api/member-info.ts';
import { memberTypeName } from '../components/admin-format.ts';
import { AuditTable } from '../components/audit-table.tsx';
import { MemberDisableModal } from '../components/member-disable-modal.tsx';
import { MemberStatusTag, OperatorTag, VerifyTag } from '../components/member-tags.tsx';
import { useOperator } from '../components/operator-context.ts';
import '../admin.css';

const dash = (v: string) => v || '—';

function details(m: AdminMemberInfo): DescriptionsProps['items'] {
  return [
    { key: 'cardno', label: '会员编号', children: m.cardno },
    { key: 'mobile', label: '手机号', children: m.mobile },
    { key: 'name', label: '姓名', children: dash(m.name) },
    { key: 'nickname', label: '昵称', children: dash(m.nickname) },
    { key: 'usertype', label: '类型', children: memberTypeName(m.usertype) },
    { key: 'company', label: '公司', children: dash(m.company) },
    { key: 'email', label: '邮箱', children: dash(m.email) },
    { key: 'city', label: '城市', children: dash(m.city) },
    { key: 'personauth', label: '实名认证', children: <VerifyTag value={m.personauth} /> },
    { key: 'businsauth', label: '企业认证', children: <VerifyTag value={m.businsauth} /> },
    { key: 'bindwx', label: '微信', children: m.bindwx ? '已绑定' : '未绑定' },
    { key: 'invitpples', label: '邀请人数', children: m.invitpples },
    { key: 'dates', label: '注册时间', children: `${m.dates} ${m.times}` },
    {
      key: 'disabled',
      label: '账号状态',
      children: (
        <>
          <MemberStatusTag disabled={m.disabled} />
          {m.isadmin && <OperatorTag />}
        </>
      ),
    },
  ];
}

function MemberNotFound({ cardno }: { cardno: string }) {
  return (
    <Result
      className="admin-panel"
      status="404"
      title={<h1 className="result-title">会员不存在</h1>}
      subTitle={
        cardno
          ? `没有会员编号为“${cardno.slice(0, 20)}”的会员，请检查编号后重试。`
          : '链接中缺少会员编号，请从会员列表进入详情。'
      }
      extra={
        <LinkButton type="primary" to={paths.adminMembers.path}>
          返回会员列表
        </LinkButton>
      }
    />
  );
}

function MemberDetail({ member }: { member: AdminMemberInfo }) {
  const operator = useOperator();
  const [modalOpen, setModalOpen] = useState(false);
  const self = operator.cardno === member.cardno;
  const label = member.nickname || member.name || member.mobile;

  const toggle = member.disabled ? (
    <Button type="primary" icon={<UnlockOutlined aria-hidden />} onClick={() => setModalOpen(true)}>
      启用账号
    </Button>
  ) : (
    <Tooltip title={self ? '不能停用自己的账号' : undefined}>
      <Button danger icon={<StopOutlined aria-hidden />} disabled={self} onClick={() => setModalOpen(true)}>
        停用账号
      </Button>
    </Tooltip>
  );

  return (
    <>
      <Card className="admin-card" title={label} extra={toggle}>
        <Descriptions
          items={details(member)}
          column={{ xs: 1, sm: 2, lg: 3 }}
          size="middle"
          className="admin-descriptions"
        />
      </Card>
      <Card
        className="admin-card"
        title="操作记录"
        extra={<Link to={href(paths.adminAudit.path, { cardno: member.cardno })}>在审计日志中查看</Link>}
      >
        <AuditTable items={member.audit} showTarget={false} caption="该会员的操作记录" />
      </Card>
      <MemberDisableModal
        open={modalOpen}
        cardno={member.cardno}
        label={label}
        disable={!member.disabled}
        onClose={() => setModalOpen(false)}
      />
    </>
  );
}

/** `/admin/memberInfo?cardno=`: one member, the switch to disable or enable them, their audit history. */
export default function MemberInfoPage() {
  const [params] = useSearchParams();
  const raw = (params.get('cardno') ?? '').trim();
  // the contract's cardno: 8 digits (checked here, so a malformed link makes no call)
  const cardno = /^\d{8}$/.test(raw) ? raw : undefined;
  const info = useMemberInfo(cardno);

  let body: ReactNode;
  if (!cardno || info.data === null) {
    body = <MemberNotFound cardno={raw} />;
  } else if (info.data) {
    body = <MemberDetail member={info.data} />;
  } else if (info.isError) {
    body = (
      <div className="admin-panel">
        <LoadFailed title="会员详情加载失败" onRetry={() => info.refetch()} />
      </div>
    );
  } else {
    body = (
      <Card className="admin-card" aria-busy="true" aria-label="正在加载会员详情">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }

  return (
    <div className="admin-page">
      <PageHeader
        title="会员详情"
        extra={
          <LinkButton icon={<ArrowLeftOutlined aria-hidden />} to={paths.adminMembers.path}>
            会员列表
          </LinkButton>
        }
      />
      {body}
    </div>
  );
}
