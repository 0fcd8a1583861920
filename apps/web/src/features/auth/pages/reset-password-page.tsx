import { App, Form, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import {
  CurrentPasswordField,
  NewPasswordFields,
  passwordChangeErrors,
} from '../../../components/password-fields.tsx';
import { loginHref, paths } from '../../../config/paths.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { useLoginCheck } from '../api/login-check.ts';
import { useResetPwd } from '../api/reset-pwd.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthTitle } from '../components/auth-title.tsx';
import '../auth.css';

interface ChangeValues {
  oldpwd: string;
  password: string;
  confirm: string;
}

/** `/login/resetPassword`: change the password while logged in; other sessions end. */
export default function ResetPasswordPage() {
  const check = useLoginCheck();
  const [form] = Form.useForm<ChangeValues>();
  const { message } = App.useApp();
  const reset = useResetPwd();
  const [done, setDone] = useState(false);

  if (check.isPending) return <PageSpinner />;

  if (!check.data?.loginState && !done) {
    return (
      <>
        <AuthTitle title="修改密码" />
        <Result
          status="info"
          title="请先登录"
          subTitle="修改密码需要先登录；如果忘记了原密码，可以通过短信验证找回。"
          extra={[
            <LinkButton key="login" type="primary" to={loginHref(paths.resetPassword.path)}>
              去登录
            </LinkButton>,
            <LinkButton key="forget" to={paths.forget.path}>
              忘记密码
            </LinkButton>,
          ]}
        />
      </>
    );
  }

  if (done) {
    return (
      <Result
        status="success"
        title="密码已修改"
        subTitle="其他设备上的登录已退出，本设备保持登录。"
        extra={[
          <LinkButton key="pc" type="primary" to={paths.securitySetting.path}>
            返回安全设置
          </LinkButton>,
          <LinkButton key="home" to={paths.mainPage.path}>
            返回首页
          </LinkButton>,
        ]}
      />
    );
  }

  const onFinish = (v: ChangeValues) => {
    reset.mutate(
      { oldpwd: v.oldpwd, password: v.password },
      {
        onSuccess: () => {
          message.success('密码已修改，其他设备已退出');
          setDone(true);
        },
        onError: (err) => {
          const handled = applyServerErrors(form, err, ['oldpwd', 'password'], passwordChangeErrors);
          if (!handled) reportError(err);
        },
      },
    );
  };

  return (
    <>
      <AuthTitle title="修改密码">修改后，其他设备上的登录将会退出</AuthTitle>
      <AuthForm<ChangeValues>
        form={form}
        name="resetPassword"
        onFinish={onFinish}
        submit="确认修改"
        loading={reset.isPending}
      >
        <CurrentPasswordField name="oldpwd" label="原密码" icon />
        <NewPasswordFields />
      </AuthForm>
      <div className="auth-switch">
        忘记原密码？<Link to={paths.forget.path}>通过短信找回</Link>
      </div>
    </>
  );
}
