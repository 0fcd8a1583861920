import { VerifyState } from '@hz/contract/common/states';
import { Alert } from 'antd';
import { Link } from 'react-router';
import { paths } from '../config/paths.ts';
import { withBack } from '../lib/return-to.ts';
import './verification-notice.css';

/** A member's two verifications, as `Member/userInfo` gives them. */
export interface Verifications {
  personauth: number;
  businsauth: number;
}

/** Either verification approved: what publishing a task or a project, and ordering a service, need. */
export const isVerified = (v: Verifications) =>
  v.personauth === VerifyState.approved || v.businsauth === VerifyState.approved;

/**
 * What a form that needs a verification says before anything is typed (issue 27 point 1, decision 045):
 * what is needed, the links to both verifications that bring the member back here (`back`), and the
 * state of one under review or refused. Nothing for a verified member, or while `who` is loading.
 */
export function VerificationNotice({
  who,
  action,
  back,
  kept = '已填写的内容会自动保存，认证后回到这里即可继续。',
  className,
}: {
  who: Verifications | undefined;
  /** What the member is about to do, as the sentence needs it: 发布设计需求. */
  action: string;
  back?: string;
  /** How the form is kept meanwhile, in one sentence. */
  kept?: string;
  className?: string;
}) {
  if (!who || isVerified(who)) return null;
  const states = [who.personauth, who.businsauth];
  const links = (
    <span className="verification-notice__links">
      <Link to={withBack(paths.securityBusiness.path, back)}>去企业认证</Link>
      <Link to={withBack(paths.securityPerson.path, back)}>去实名认证</Link>
    </span>
  );
  let title: string;
  let text: string;
  let type: 'info' | 'warning' = 'info';
  if (states.includes(VerifyState.pending)) {
    title = '认证审核中';
    text = `您的认证资料已提交，运营人员将在1–2个工作日内审核；审核通过后即可${action}。现在可以先填写：${kept}`;
  } else if (states.includes(VerifyState.rejected)) {
    type = 'warning';
    title = '认证未通过';
    text = `${action}需先通过实名认证或企业认证，请按驳回原因修改后重新提交。${kept}`;
  } else {
    title = `${action}需先完成认证`;
    text = `以企业身份发布请完成企业认证，以个人身份发布完成实名认证即可；审核通常1–2个工作日。${kept}`;
  }
  return (
    <Alert
      className={['verification-notice', className].filter(Boolean).join(' ')}
      type={type}
      showIcon
      title={title}
      description={
        <>
          {text}
          {!states.includes(VerifyState.pending) && links}
        </>
      }
      data-testid="verification-notice"
    />
  );
}
