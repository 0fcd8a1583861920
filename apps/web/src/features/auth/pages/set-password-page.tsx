import { Alert, App, Form } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { NewPasswordFields } from '../../../components/password-fields.tsx';
import { paths } from '../../../config/paths.ts';
import { BizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { maskMobile } from '../../../lib/format.ts';
import { useResetPwd } from '../api/reset-pwd.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthTitle } from '../components/auth-title.tsx';
import type { SetPasswordState } from './forget-page.tsx';
import '../auth.css';

interface SetPasswordValues {
  password: string;
  confirm: string;
}

function readState(state: unknown): SetPasswordState | null {
  if (!state || typeof state !== 'object') return null;
  const { mobile, code } = state as Partial<SetPasswordState>;
  return typeof mobile === 'string' && typeof code === 'string' ? { mobile, code } : null;
}

/** `/login/setpwd`: the second step of "forgot password"; needs the verified mobile and code. */
export default function SetPasswordPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const verified = readState(location.state);
  const [form] = Form.useForm<SetPasswordValues>();
  const reset = useResetPwd();
  const [codeFailure, setCodeFailure] = useState<string | null>(null);

  if (!verified) return <Navigate to={paths.forget.path} replace />;

  const onFinish = (v: SetPasswordValues) => {
    setCodeFailure(null);
    reset.mutate(
      { mobile: verified.mobile, code: verified.code, password: v.password },
      {
        onSuccess: () => {
          message.success('密码已重置，请使用新密码登录');
          navigate(paths.login.path, { replace: true });
        },
        onError: (err) => {
          if (applyServerErrors(form, err, ['password'], { weak_password: 'password' })) return;
          if (err instanceof BizError && (err.errCode === 'code_invalid' || err.errCode === 'code_expired')) {
            setCodeFailure(err.errMsg);
            return;
          }
          reportError(err);
        },
      },
    );
  };

  return (
    <>
      <AuthTitle title="设置新密码">为手机号 {maskMobile(verified.mobile)} 设置新密码</AuthTitle>
      {codeFailure && (
        <Alert
          type="error"
          showIcon
          className="auth-alert"
          role="alert"
          title={codeFailure}
          description={
            <span>
              请 <Link to={paths.forget.path}>重新获取验证码</Link>。
            </span>
          }
        />
      )}
      <AuthForm<SetPasswordValues>
        form={form}
        name="setpwd"
        onFinish={onFinish}
        submit="确认修改"
        loading={reset.isPending}
      >
        <NewPasswordFields />
      </AuthForm>
      <div className="auth-switch">
        <Link to={paths.login.path}>返回登录</Link>
      </div>
    </>
  );
}
