import { CheckCircleFilled, CloseOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useUserInfo } from '../api/user-info.ts';
import { onboardingSteps, type Step, typeNames } from './onboarding-steps.ts';
import '../members.css';

const dismissKey = (cardno: string) => `hz:onboarding-dismissed:${cardno}`;
/** Set once the member has seen the card with every step done: it is not shown again after that. */
const finishedKey = (cardno: string) => `hz:onboarding-finished:${cardno}`;

function readFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

function writeFlag(key: string) {
  try {
    window.localStorage.setItem(key, '1');
  } catch {
    // private mode: remembered for this visit only
  }
}

const stateTags: Record<Exclude<Step['state'], 'todo'>, { color: string; text: string }> = {
  pending: { color: 'processing', text: '审核中' },
  done: { color: 'success', text: '已完成' },
  rejected: { color: 'error', text: '未通过' },
};

/**
 * The guide to the first steps on the person centre's home, until they are done (the profile filled in
 * and the verification approved) and shown once more with every step done, or until the member closes
 * it (both remembered in this browser: there is no per-member setting on the server). Operators don't
 * see it.
 */
export function OnboardingCard() {
  const info = useUserInfo();
  const { pathname } = useLocation();
  const cardno = info.data?.cardno ?? '';
  const [dismissed, setDismissed] = useState<string | null>(null);
  // the flags are this browser's: a server-rendered person centre (decision 066) and its hydration show
  // the card as the server knows it, and the browser's flags apply right after
  const hydrated = useHydrated();
  // whether the finished card had been seen before this visit, read once per member: the effect below
  // marks it seen, and the card stays up until the member leaves the page
  const finishedBefore = useRef(new Map<string, boolean>());
  if (hydrated && cardno && !finishedBefore.current.has(cardno)) {
    finishedBefore.current.set(cardno, readFlag(finishedKey(cardno)));
  }
  const steps = info.data ? onboardingSteps(info.data) : [];
  const allDone = steps.length > 0 && steps.every((s) => s.state === 'done');

  useEffect(() => {
    if (hydrated && cardno && allDone) writeFlag(finishedKey(cardno));
  }, [hydrated, cardno, allDone]);

  if (!info.data || info.data.isadmin) return null;
  if (dismissed === cardno || (hydrated && readFlag(dismissKey(cardno)))) return null;
  if (allDone && finishedBefore.current.get(cardno)) return null;
  const fresh = steps.every((s) => s.state === 'todo');

  const dismiss = () => {
    writeFlag(dismissKey(cardno));
    setDismissed(cardno);
  };

  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      <div className="onboarding__head">
        <div>
          <h2 id="onboarding-title" className="onboarding__title">
            {fresh ? '欢迎加入会展通！' : allDone ? '账户设置已完成' : '完成账户设置'}
          </h2>
          {allDone ? (
            <p className="onboarding__lead">下面{steps.length}步都已完成，这张引导卡片以后不再显示。</p>
          ) : (
            <p className="onboarding__lead">
              您注册的会员类型是 <strong>{typeNames[info.data.usertype] ?? '会员'}</strong>
              ，完成下面{steps.length}步，合作方会更信任您。
            </p>
          )}
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
