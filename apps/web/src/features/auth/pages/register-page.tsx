import type { userTypes as contractUserTypes } from '@hz/contract/auth';
import { currentAgreement } from '@hz/contract/common/agreements';
import { App, Form, Input, Radio } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useAgreementDrawer } from '../../../components/agreement-drawer.tsx';
import { NewPasswordFields } from '../../../components/password-fields.tsx';
import { href, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { afterSignUp } from '../../../lib/redirect.ts';
import { useRegist } from '../api/regist.ts';
import { AgreeField, AuthForm } from '../components/auth-form.tsx';
import { AuthTitle } from '../components/auth-title.tsx';
import { MobileField } from '../components/mobile-field.tsx';
import { SmsCodeField } from '../../../components/sms-code-field.tsx';
import { useGetCode } from '../api/get-code.ts';
import '../auth.css';

/** The contract's member kinds (kept as a type-only import so zod stays out of this chunk). */
const userTypes = { client: 1, designer: 2, factory: 3 } as const satisfies typeof contractUserTypes;

interface RegisterValues {
  usertype: 1 | 2 | 3;
  mobile: string;
  code: string;
  password: string;
  confirm: string;
  invite?: string;
  agree: boolean;
}

const memberTypes = [
  { value: userTypes.client, label: '企业客户' },
  { value: userTypes.designer, label: '设计师' },
  { value: userTypes.factory, label: '工厂' },
];

/** What each kind can do. */
const memberTypeHint: Record<number, string> = {
  [userTypes.client]: '查找与发布展会、会议和场地，发布设计需求与搭建项目',
  [userTypes.designer]: '实名认证，开通设计师主页，展示作品与服务，承接设计任务',
  [userTypes.factory]: '企业认证，开通工厂主页，展示案例与服务，为搭建项目报价',
};

const fieldNames = ['usertype', 'mobile', 'code', 'password', 'invite', 'agree'] as const;

/** `/login/register`: member type, mobile with SMS code, password, optional invite code. */
export default function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const getCode = useGetCode();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const regist = useRegist();
  // the agreements open over the form: nothing typed is lost
  const agreement = useAgreementDrawer();
  const usertype = Form.useWatch('usertype', form) ?? userTypes.client;
  const inviteParam = params.get('invite') ?? '';
  const invite = /^\d{8}$/.test(inviteParam) ? inviteParam : undefined;

  const onFinish = (v: RegisterValues) => {
    regist.mutate(
      {
        mobile: v.mobile.trim(),
        code: v.code.trim(),
        password: v.password,
        usertype: v.usertype,
        invite: v.invite?.trim() || undefined,
        agree: currentAgreement,
      },
      {
        onSuccess: () => {
          message.success('注册成功，欢迎加入会展通');
          navigate(afterSignUp(params.get('redirect'), true), { replace: true });
        },
        onError: (err) => {
          const handled = applyServerErrors(form, err, fieldNames, {
            code_invalid: 'code',
            code_expired: 'code',
            weak_password: 'password',
            mobile_taken: 'mobile',
            invite_unknown: 'invite',
          });
          if (!handled) reportError(err);
        },
      },
    );
  };

  return (
    <>
      <AuthTitle title="注册">用手机号注册会展通会员</AuthTitle>
      <AuthForm<RegisterValues>
        form={form}
        name="register"
        initialValues={{ usertype: userTypes.client, invite, agree: false }}
        onFinish={onFinish}
        submit="注册"
        loading={regist.isPending}
      >
        <Form.Item name="usertype" label="会员类型" extra={memberTypeHint[usertype]}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={memberTypes}
            className="usertype-group"
          />
        </Form.Item>
        <MobileField autoComplete="tel" />
        <SmsCodeField form={form} type="regist" getCode={getCode} />
        <NewPasswordFields passwordLabel="密码" confirmLabel="确认密码" />
        <Form.Item
          name="invite"
          label="邀请码"
          rules={[{ pattern: /^\d{8}$/, message: '邀请码为8位数字' }]}
          extra="选填，填写邀请人的会员编号"
        >
          <Input inputMode="numeric" maxLength={8} placeholder="选填" />
        </Form.Item>
        <AgreeField agreement={agreement} />
      </AuthForm>
      {agreement.drawer}
      <div className="auth-switch">
        已有账号？<Link to={href(paths.login.path, { redirect: params.get('redirect') })}>登录</Link>
      </div>
    </>
  );
}
