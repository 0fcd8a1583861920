import { UserOutlined, WechatOutlined } from '@ant-design/icons';
import { currentAgreement } from '@hz/contract/common/agreements';
import { Alert, App, Avatar, Form, Result } from 'antd';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAgreementDrawer } from '../../../components/agreement-drawer.tsx';
import { LinkButton } from '../../../components/link-button.tsx';
import { paths } from '../../../config/paths.ts';
import { BizError } from '../../../lib/api-client.ts';
import { reportError } from '../../../lib/error-handler.ts';
import { applyServerErrors } from '../../../lib/form-errors.ts';
import { afterSignUp } from '../../../lib/redirect.ts';
import { useBindMobile } from '../api/bind-mobile.ts';
import { AgreeField, AuthForm } from '../components/auth-form.tsx';
import { AuthTitle } from '../components/auth-title.tsx';
import { MobileField } from '../components/mobile-field.tsx';
import { SmsCodeField } from '../../../components/sms-code-field.tsx';
import { useGetCode } from '../api/get-code.ts';
import '../auth.css';

interface BindValues {
  mobile: string;
  code: string;
  agree: boolean;
}

interface WechatProfile {
  nickname?: string;
  headimgurl?: string;
  redirect?: string;
  ticket?: string;
}

function readProfile(state: unknown): WechatProfile {
  if (!state || typeof state !== 'object') return {};
  const s = state as Record<string, unknown>;
  return {
    nickname: typeof s.nickname === 'string' ? s.nickname : undefined,
    headimgurl:
      typeof s.headimgurl === 'string' && /^https?:\/\//.test(s.headimgurl) ? s.headimgurl : undefined,
    redirect: typeof s.redirect === 'string' ? s.redirect : undefined,
    ticket: typeof s.ticket === 'string' ? s.ticket : undefined,
  };
}

/** `/login/bindPhone` (the ticket in router state): a first WeChat login binds a mobile (an existing member or a new one). */
export default function BindPhonePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<BindValues>();
  const getCode = useGetCode();
  const bind = useBindMobile();
  const [failure, setFailure] = useState<{ text: string; ticketGone: boolean } | null>(null);
  const agreement = useAgreementDrawer();
  const profile = readProfile(location.state);
  const ticket = profile.ticket ?? '';

  if (!ticket) {
    return (
      <Result
        status="warning"
        title={<h1 className="result-title">微信授权已失效</h1>}
        subTitle="请返回登录页重新使用微信登录。"
        extra={
          <LinkButton type="primary" to={paths.login.path} replace>
            返回登录
          </LinkButton>
        }
      />
    );
  }

  const onFinish = (v: BindValues) => {
    setFailure(null);
    bind.mutate(
      // a mobile not registered yet gets a new account: the agreements apply to it
      { ticket, mobile: v.mobile.trim(), code: v.code.trim(), agree: currentAgreement },
      {
        onSuccess: (data) => {
          message.success(data.created ? '绑定成功，已为您创建会员账号' : '绑定成功');
          navigate(afterSignUp(profile.redirect ?? params.get('redirect'), data.created), { replace: true });
        },
        onError: (err) => {
          if (err instanceof BizError && err.errCode === 'wechat_ticket_invalid') {
            setFailure({ text: err.errMsg, ticketGone: true });
            return;
          }
          if (err instanceof BizError && err.errCode === 'wechat_already_bound') {
            setFailure({ text: err.errMsg, ticketGone: false });
            return;
          }
          const handled = applyServerErrors(form, err, ['mobile', 'code', 'agree'], {
            code_invalid: 'code',
            code_expired: 'code',
          });
          if (!handled) reportError(err);
        },
      },
    );
  };

  return (
    <>
      <AuthTitle title="绑定手机号">首次使用微信登录，请绑定手机号</AuthTitle>
      <div className="wechat-profile">
        <Avatar
          size={48}
          src={profile.headimgurl}
          icon={profile.headimgurl ? undefined : <UserOutlined aria-hidden />}
          // decorative: the nickname is beside it
          alt=""
        />
        <div>
          <div className="wechat-profile__name">
            <WechatOutlined className="wechat-profile__icon" aria-hidden /> {profile.nickname || '微信用户'}
          </div>
          <div className="wechat-profile__hint">绑定后可使用微信或手机号登录</div>
        </div>
      </div>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          className="auth-alert"
          title={failure.text}
          description={
            failure.ticketGone ? (
              <span>
                请 <Link to={paths.login.path}>返回登录</Link> 重新使用微信登录。
              </span>
            ) : undefined
          }
        />
      )}
      <AuthForm<BindValues>
        form={form}
        name="bindPhone"
        onFinish={onFinish}
        submit="绑定并登录"
        loading={bind.isPending}
        disabled={failure?.ticketGone}
      >
        <MobileField autoComplete="tel" />
        <SmsCodeField form={form} type="bind" getCode={getCode} />
        <AgreeField agreement={agreement} extra="手机号尚未注册时，将为您创建会展通会员账号" />
      </AuthForm>
      {agreement.drawer}
    </>
  );
}
