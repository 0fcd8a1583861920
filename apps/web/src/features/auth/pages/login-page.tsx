import { WechatOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Divider, Form, Result, Spin, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { CurrentPasswordField } from '../../../components/password-fields.tsx';
import { SmsCodeField } from '../../../components/sms-code-field.tsx';
import { href, paths } from '../../../config/paths.ts';
import { BizError } from '../../../lib/api-client.ts';
import { errorText, reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { safeRedirect } from '../../../lib/redirect.ts';
import { useCodeLogin } from '../api/code-login.ts';
import { useGetCode } from '../api/get-code.ts';
import { LOGIN_USERTYPE, useLogin } from '../api/login.ts';
import { useLoginCheck } from '../api/login-check.ts';
import { useWechatLogin } from '../api/wechat-login.ts';
import { useWxLogin } from '../api/wx-login.ts';
import { AuthForm } from '../components/auth-form.tsx';
import { AuthTitle } from '../components/auth-title.tsx';
import { MobileField } from '../components/mobile-field.tsx';
import '../auth.css';

interface LoginValues {
  mobile: string;
  password: string;
  autologin: boolean;
}

interface CodeLoginValues {
  mobile: string;
  code: string;
  autologin: boolean;
}

type LoginWay = 'password' | 'code';

/** Refusals shown above the form rather than as a toast. */
const inlineCodes = new Set(['wrong_credentials', 'rate_limited', 'account_disabled', 'mobile_unknown']);

/** What a login form does after its call answers; the way chosen and the mobile typed are the page's. */
interface WayProps {
  mobile: string;
  /** Any change of the form; `mobile` when it is the mobile that changed. */
  onEdit: (mobile: string | undefined) => void;
  onDone: () => void;
  onFailure: (err: unknown) => boolean;
}

function PasswordForm({ mobile, onEdit, onDone, onFailure }: WayProps) {
  const [form] = Form.useForm<LoginValues>();
  const login = useLogin();

  const onFinish = (values: LoginValues) =>
    login.mutate(
      {
        mobile: values.mobile.trim(),
        password: values.password,
        autologin: values.autologin ? 1 : 0,
        usertype: LOGIN_USERTYPE,
      },
      {
        onSuccess: onDone,
        onError: (err) => {
          if (applyServerErrors(form, err, ['mobile', 'password'])) return;
          if (!onFailure(err)) reportError(err);
        },
      },
    );

  return (
    <AuthForm<LoginValues>
      form={form}
      name="login"
      initialValues={{ mobile, autologin: false }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<LoginValues>) => onEdit(changed.mobile)}
      submit="登录"
      loading={login.isPending}
    >
      <MobileField />
      <CurrentPasswordField name="password" label="密码" icon />
      <div className="auth-row">
        <Form.Item name="autologin" valuePropName="checked" noStyle>
          <Checkbox>自动登录</Checkbox>
        </Form.Item>
        <Link to={paths.forget.path}>忘记密码</Link>
      </div>
    </AuthForm>
  );
}

/** 短信验证码登录: no password; the code says nothing about the mobile until it is right. */
function CodeForm({ mobile, onEdit, onDone, onFailure }: WayProps) {
  const [form] = Form.useForm<CodeLoginValues>();
  const getCode = useGetCode();
  const codeLogin = useCodeLogin();

  const onFinish = (values: CodeLoginValues) =>
    codeLogin.mutate(
      { mobile: values.mobile.trim(), code: values.code.trim(), autologin: values.autologin ? 1 : 0 },
      {
        onSuccess: onDone,
        onError: (err) => {
          const handled = applyServerErrors(form, err, ['mobile', 'code'], {
            code_invalid: 'code',
            code_expired: 'code',
          });
          if (!handled && !onFailure(err)) reportError(err);
        },
      },
    );

  return (
    <AuthForm<CodeLoginValues>
      form={form}
      name="codeLogin"
      initialValues={{ mobile, autologin: false }}
      onFinish={onFinish}
      onValuesChange={(changed: Partial<CodeLoginValues>) => onEdit(changed.mobile)}
      submit="登录"
      loading={codeLogin.isPending}
    >
      <MobileField />
      <SmsCodeField form={form} type="login" getCode={getCode} />
      <div className="auth-row">
        <Form.Item name="autologin" valuePropName="checked" noStyle>
          <Checkbox>自动登录</Checkbox>
        </Form.Item>
        <span className="auth-row__hint">未注册的手机号请先注册</span>
      </div>
    </AuthForm>
  );
}

function LoginForms() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const check = useLoginCheck();
  const wechat = useWechatLogin();
  const [way, setWay] = useState<LoginWay>(params.get('by') === 'code' ? 'code' : 'password');
  // the mobile typed in one way stays when switching to the other
  const [mobile, setMobile] = useState('');
  const [failure, setFailure] = useState<{ text: string; register: boolean; disabled: boolean } | null>(null);
  const [wechatOff, setWechatOff] = useState(false);
  const redirect = safeRedirect(params.get('redirect'));
  const registerPath = href(paths.register.path, { redirect: params.get('redirect') });

  const onDone = () => {
    message.success('登录成功');
    navigate(redirect, { replace: true });
  };
  const onFailure = (err: unknown) => {
    if (!(err instanceof BizError && inlineCodes.has(err.errCode))) return false;
    setFailure({
      text: err.errMsg,
      register: err.errCode === 'mobile_unknown',
      disabled: err.errCode === 'account_disabled',
    });
    return true;
  };
  const onEdit = (m: string | undefined) => {
    if (m !== undefined) setMobile(m);
    if (failure) setFailure(null);
  };

  const onWechat = () => {
    wechat.mutate(
      { redirect },
      {
        onSuccess: (data) => {
          window.location.href = data.url;
        },
        onError: (err) => {
          if (err instanceof BizError && err.errCode === 'wechat_not_configured') {
            setWechatOff(true);
            message.info('微信登录暂未开通');
            return;
          }
          reportError(err);
        },
      },
    );
  };

  const props: WayProps = { mobile, onEdit, onDone, onFailure };
  return (
    <>
      <AuthTitle title="登录">欢迎回到会展通</AuthTitle>
      {check.data?.loginState && (
        <Alert
          type="info"
          showIcon
          className="auth-alert"
          title="您当前已登录"
          description={
            <span>
              可以直接 <Link to={redirect}>继续浏览</Link>，或在下方登录其他账号。
            </span>
          }
        />
      )}
      {failure && (
        <Alert
          type="error"
          showIcon
          className="auth-alert"
          title={failure.text}
          role="alert"
          description={
            failure.register ? (
              <span>
                <Link to={registerPath}>去注册</Link>
              </span>
            ) : failure.disabled ? (
              <Link to={paths.contact.path}>联系客服</Link>
            ) : undefined
          }
        />
      )}
      <Tabs
        className="auth-tabs"
        activeKey={way}
        onChange={(key) => {
          setWay(key as LoginWay);
          setFailure(null);
        }}
        destroyOnHidden
        items={[
          { key: 'password', label: '密码登录', children: <PasswordForm {...props} /> },
          { key: 'code', label: '验证码登录', children: <CodeForm {...props} /> },
        ]}
      />
      <div className="auth-switch">
        还没有账号？<Link to={registerPath}>注册</Link>
      </div>
      <Divider plain className="auth-divider">
        其他登录方式
      </Divider>
      <Button
        block
        size="large"
        icon={<WechatOutlined aria-hidden />}
        className="wechat-btn"
        onClick={onWechat}
        loading={wechat.isPending}
        disabled={wechatOff}
      >
        微信登录
      </Button>
      {wechatOff && <p className="auth-note">微信登录暂未开通，请使用手机号登录。</p>}
    </>
  );
}

/** WeChat sent the browser back to `/login?code=&state=`: finish the login or go bind a mobile. */
function WechatReturn({ code, state }: { code: string; state: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const wxLogin = useWxLogin();
  const started = useRef(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // WeChat's code works once: never send it twice (StrictMode runs effects twice in development)
    if (started.current) return;
    started.current = true;
    wxLogin
      .mutateAsync({ code, state })
      .then((data) => {
        const target = safeRedirect(data.redirect ?? params.get('redirect'));
        if (data.needBind) {
          // the ticket is a credential: it travels in router state, never in the URL
          navigate(href(paths.bindPhone.path, { redirect: target }), {
            replace: true,
            state: {
              ticket: data.ticket,
              nickname: data.nickname,
              headimgurl: data.headimgurl,
              redirect: target,
            },
          });
          return;
        }
        message.success('登录成功');
        navigate(target, { replace: true });
      })
      .catch((err: unknown) => setFailure(errorText(err)));
  }, [code, state, params, navigate, message, wxLogin]);

  if (failure) {
    return (
      <Result
        status="warning"
        title={<h1 className="result-title">微信登录没有成功</h1>}
        subTitle={failure}
        extra={[
          <LinkButton key="login" type="primary" to={paths.login.path} replace>
            返回登录
          </LinkButton>,
          // a disabled account is told to contact customer service: say where
          failure.includes('联系客服') && (
            <LinkButton key="contact" to={paths.contact.path}>
              联系客服
            </LinkButton>
          ),
        ]}
      />
    );
  }
  return (
    <div className="auth-waiting">
      <Spin size="large" description="正在通过微信登录…">
        <div className="page-spinner__box" />
      </Spin>
    </div>
  );
}

/** `/login`: mobile and password or SMS code (`?by=code`), WeChat login, and the return from WeChat. */
export default function LoginPage() {
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  if (code && state) return <WechatReturn code={code} state={state} />;
  return <LoginForms />;
}
