import { Form } from 'antd';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useCheckCode } from '../api/check-code.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthTitle } from '../components/auth-title.tsx';
import { MobileField } from '../components/mobile-field.tsx';
import { SmsCodeField } from '../../../components/sms-code-field.tsx';
import { useGetCode } from '../api/get-code.ts';
import '../auth.css';

interface ForgetValues {
  mobile: string;
  code: string;
}

/** What `/login/setpwd` receives in router state (never in the URL or in storage). */
export interface SetPasswordState {
  mobile: string;
  code: string;
}

/** `/login/forget`: prove the mobile with an SMS code, then choose a new password. */
export default function ForgetPage() {
  const [form] = Form.useForm<ForgetValues>();
  const getCode = useGetCode();
  const navigate = useNavigate();
  const checkCode = useCheckCode();

  const onFinish = (v: ForgetValues) => {
    const body = { mobile: v.mobile.trim(), code: v.code.trim() };
    checkCode.mutate(
      { ...body, type: 'forget' },
      {
        onSuccess: () => {
          const state: SetPasswordState = body;
          navigate(paths.setpwd.path, { state });
        },
        onError: (err) => {
          const handled = applyServerErrors(form, err, ['mobile', 'code'], {
            code_invalid: 'code',
            code_expired: 'code',
            mobile_unknown: 'mobile',
          });
          if (!handled) reportError(err);
        },
      },
    );
  };

  return (
    <>
      <AuthTitle title="找回密码">验证注册手机号后设置新密码</AuthTitle>
      <AuthForm<ForgetValues>
        form={form}
        name="forget"
        onFinish={onFinish}
        submit="下一步"
        loading={checkCode.isPending}
      >
        <MobileField placeholder="请输入注册时的手机号" />
        <SmsCodeField form={form} type="forget" getCode={getCode} />
      </AuthForm>
      <div className="auth-switch">
        想起密码了？<Link to={paths.login.path}>返回登录</Link>
      </div>
    </>
  );
}
