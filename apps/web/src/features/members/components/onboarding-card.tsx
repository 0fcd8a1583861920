import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { useUserInfo } from '../api/user-info.ts';
import { onboardingSteps, type Step, typeNames } from './onboarding-steps.ts';
import '../members.css';

const dismissKey = (cardno: string) => `hz:onboarding-dismissed:${cardno}`;

function readDismissed(cardno: string): boolean {
  try {
    return window.localStorage.getItem(dismissKey(cardno)) === '1';
  } catch {
    return false;
  }
}

const stateTags: Record<Exclude<Step['state'], 'todo'>, { color: string; text: string }> = {
  pending: { color: 'processing', text: '审核中' },
  done: { color: 'success', text: '已完成' },
  rejected: { color: 'error', text: '未通过' },
};

/**
 * The person centre's guide to the first steps, until they are done (the profile filled in and the
 * verification approved) or the member closes it (remembered in this browser). Operators don't see it.
 */
export function OnboardingCard() {
  const info = useUserInfo();
  const { pathname } = useLocation();
  const cardno = info.data?.cardno ?? '';
  const [dismissed, setDismissed] = useState<string | null>(null);

  if (!info.data || info.data.isadmin) return null;
  if (dismissed === cardno || readDismissed(cardno)) return null;
  const steps = onboardingSteps(info.data);
  if (steps.every((s) => s.state === 'done')) return null;
  const fresh = steps.every((s) => s.state === 'todo');

  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissKey(cardno), '1');
    } catch {
      // private mode: closed for this visit only
    }
    setDismissed(cardno);
  };

  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <div className="onboarding__head">
        <div>
          <h2 id="onboarding-title" className="onboarding__title">
            {fresh ? '欢迎加入会展通！' : '完成账户设置'}
          </h2>
          <p className="onboarding__lead">
            您注册的会员类型是 <strong>{typeNames[info.data.usertype] ?? '会员'}</strong>
            ，完成下面{steps.length}步，合作方会更信任您。
          </p>
        </div>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined aria-hidden />}
          aria-label="关闭新手引导"
          onClick={dismiss}
        />
      </div>
      <ol className="onboarding__steps">
        {steps.map((s, i) => (
          <li key={s.key} className={`onboarding__step onboarding__step--${s.state}`}>
            <span className="onboarding__num" aria-hidden="true">
              {s.state === 'done' ? <CheckCircleFilled /> : i + 1}
            </span>
            <div className="onboarding__body">
              <div className="onboarding__step-title">
                <strong className="onboarding__step-name">{s.title}</strong>
                {s.state !== 'todo' && <Tag color={stateTags[s.state].color}>{stateTags[s.state].text}</Tag>}
              </div>
              <p className="onboarding__desc">{s.desc}</p>
              {s.alternative && s.state === 'todo' && (
                <Link to={s.alternative.path} className="onboarding__alt">
                  {s.alternative.text}
                </Link>
              )}
            </div>
            {(s.state === 'todo' || s.state === 'rejected') &&
              (pathname === s.path ? (
                <span className="onboarding__here">当前页面</span>
              ) : (
                <LinkButton
                  type={i === steps.findIndex((x) => x.state !== 'done') ? 'primary' : 'default'}
                  to={s.path}
                >
                  {s.state === 'rejected' ? '重新提交' : s.action}
                </LinkButton>
              ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
