import { VerifyState } from '@hz/contract/common/states';
import {
  IdcardOutlined,
  LockOutlined,
  MobileOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { App, Button, Card, Form, Skeleton, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PayPasswordModal } from '../../../components/pay-password-modal.tsx';
import {
  CurrentPasswordField,
  NewPasswordFields,
  passwordChangeErrors,
} from '../../../components/password-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { maskMobile } from '../../../lib/format.ts';
import { useGetCode } from '../../auth/api/get-code.ts';
import { useResetPwd } from '../../auth/api/reset-pwd.ts';
// the wallet owns the pay password (the server's wallet module); it is also set from here
import { useSetPayment } from '../../wallet/api/set-payment.ts';
import { useUserInfo } from '../api/user-info.ts';
import { VerifyStatusTag } from '../components/verify-status-tag.tsx';
import '../members.css';

interface PasswordValues {
  oldpwd: string;
  password: string;
  confirm: string;
}

function SecurityRow({
  icon,
  title,
  desc,
  status,
  action,
}: {
  icon: ReactNode;
  title: string;
  desc: ReactNode;
  status: ReactNode;
  action?: ReactNode;
}) {
  return (
    <li className="security-row">
      <span className="security-row__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="security-row__main">
        <div className="security-row__title">
          <h3>{title}</h3>
          {status}
        </div>
        <div className="security-row__desc">{desc}</div>
      </div>
      {action && <div className="security-row__action">{action}</div>}
    </li>
  );
}

function ChangePasswordForm() {
  const [form] = Form.useForm<PasswordValues>();
  const { message } = App.useApp();
  // `User/resetPwd` with the old password: the change while logged in; the other sessions end
  const change = useResetPwd();
  const onFinish = (v: PasswordValues) => {
    change.mutate(
      { oldpwd: v.oldpwd, password: v.password },
      {
        onSuccess: () => {
          message.success('密码已修改，其他设备已退出');
          form.resetFields();
        },
        onError: (err) => {
          const handled = applyServerErrors(form, err, ['oldpwd', 'password'], passwordChangeErrors);
          if (!handled) reportError(err);
        },
      },
    );
  };
  return (
    <Form<PasswordValues>
      form={form}
      name="changePassword"
      layout="vertical"
      onFinish={onFinish}
      className="password-form"
    >
      <CurrentPasswordField name="oldpwd" label="原密码" />
      <NewPasswordFields />
      <Form.Item className="form-actions">
        <Button type="primary" htmlType="submit" loading={change.isPending}>
          确认修改
        </Button>
      </Form.Item>
    </Form>
  );
}

/** `/personCenter/securitySetting`: password, bound mobile and WeChat, verification, pay password. */
export default function SecuritySettingPage() {
  const info = useUserInfo();
  const [settingPaycode, setSettingPaycode] = useState(false);
  // the pay password modal's calls besides the member (`info`): the code and the password
  const getCode = useGetCode();
  const setPayment = useSetPayment();

  if (info.isPending) {
    return (
      <div className="pc-page">
        <PageHeader title="安全设置" />
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }
  if (info.isError) {
    return (
      <div className="pc-page">
        <PageHeader title="安全设置" />
        <Card>
          <LoadFailed title="加载失败" onRetry={() => info.refetch()} />
        </Card>
      </div>
    );
  }
  const u = info.data;
  return (
    <div className="pc-page">
      <PageHeader title="安全设置">保护账户安全，建议定期检查以下设置</PageHeader>
      <Card className="pc-card">
        <ul className="security-list">
          <SecurityRow
            icon={<MobileOutlined aria-hidden />}
            title="绑定手机"
            status={<Tag color="success">已绑定</Tag>}
            desc={<>{maskMobile(u.mobile)}，用于登录和接收验证码</>}
          />
          <SecurityRow
            icon={<WechatOutlined aria-hidden />}
            title="微信绑定"
            status={u.bindwx ? <Tag color="success">已绑定</Tag> : <Tag>未绑定</Tag>}
            desc={u.bindwx ? '可以使用微信扫码登录' : '在登录页选择微信登录并验证本手机号，即可完成绑定'}
          />
          <SecurityRow
            icon={<IdcardOutlined aria-hidden />}
            title="实名认证"
            status={<VerifyStatusTag value={u.personauth} />}
            desc="设计师承接任务、个人发布需求需要实名认证"
            action={
              <Link to={paths.securityPerson.path}>
                {u.personauth === VerifyState.approved
                  ? '查看'
                  : u.personauth === VerifyState.pending
                    ? '查看进度'
                    : '去认证'}
              </Link>
            }
          />
          <SecurityRow
            icon={<ShopOutlined aria-hidden />}
            title="企业认证"
            status={<VerifyStatusTag value={u.businsauth} />}
            desc="企业发布项目、工厂参与报价需要企业认证"
            action={
              <Link to={paths.securityBusiness.path}>
                {u.businsauth === VerifyState.approved
                  ? '查看'
                  : u.businsauth === VerifyState.pending
                    ? '查看进度'
                    : '去认证'}
              </Link>
            }
          />
          <SecurityRow
            icon={<SafetyCertificateOutlined aria-hidden />}
            title="支付密码"
            status={u.ispaycode ? <Tag color="success">已设置</Tag> : <Tag>未设置</Tag>}
            desc="使用余额付款和提现时需要输入6位支付密码，设置或修改需验证绑定手机"
            action={
              <Button
                type="link"
                className="inline-link"
                onClick={() => setSettingPaycode(true)}
                aria-label={u.ispaycode ? '修改支付密码' : '设置支付密码'}
              >
                {u.ispaycode ? '修改' : '设置'}
              </Button>
            }
          />
        </ul>
      </Card>
      <Card
        className="pc-card"
        title={
          <span>
            <LockOutlined aria-hidden /> 登录密码
          </span>
        }
      >
        <p className="card-hint">
          修改密码后，其他设备上的登录将会退出。忘记原密码？<Link to={paths.forget.path}>通过短信找回</Link>
        </p>
        <ChangePasswordForm />
      </Card>
      <PayPasswordModal
        open={settingPaycode}
        onClose={() => setSettingPaycode(false)}
        member={info}
        getCode={getCode}
        setPayment={setPayment}
      />
    </div>
  );
}
