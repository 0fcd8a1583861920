import type { userTypes as contractUserTypes } from '@hz/contract/auth';
import { VerifyState } from '@hz/contract/common/states';
import type { UserInfo } from '@hz/contract/members';
import { paths } from '../../../config/paths.ts';

/** The contract's member kinds (type-only import: no zod in the person centre's first chunk). */
const userTypes = { client: 1, designer: 2, factory: 3 } as const satisfies typeof contractUserTypes;

export const typeNames: Record<number, string> = {
  [userTypes.client]: '企业客户',
  [userTypes.designer]: '设计师',
  [userTypes.factory]: '工厂',
};

export interface Step {
  key: string;
  title: string;
  /** What the step is and what it unlocks, in what works today. */
  desc: string;
  path: string;
  action: string;
  state: 'todo' | 'pending' | 'done' | 'rejected';
  /** Another way to the same step (a client may verify as a person instead). */
  alternative?: { text: string; path: string };
}

const verifyStep = (s: VerifyState): Step['state'] =>
  s === VerifyState.approved
    ? 'done'
    : s === VerifyState.pending
      ? 'pending'
      : s === VerifyState.rejected
        ? 'rejected'
        : 'todo';

/**
 * A new member's first steps, by the kind chosen at registration (decision 004): everyone completes the
 * profile; a designer verifies as a person, a factory as a business, a client as a business (or as a
 * person). Only what works today is promised; what comes with later screens is said to come later.
 */
export function onboardingSteps(info: UserInfo): Step[] {
  const profile: Step = {
    key: 'profile',
    title: '完善资料',
    desc: '上传头像，填写昵称与所在地区，让合作方认识您。',
    path: paths.basicSetting.path,
    action: '去完善',
    state: info.nickname && info.userlogo && info.prov ? 'done' : 'todo',
  };
  if (info.usertype === userTypes.designer) {
    return [
      profile,
      {
        key: 'person',
        title: '实名认证',
        desc: '报名设计任务、承接下单需要实名认证；通过后也可将余额提现到本人名下的账户。',
        path: paths.securityPerson.path,
        action: '去认证',
        state: verifyStep(info.personauth),
      },
    ];
  }
  const business: Step = {
    key: 'business',
    title: '企业认证',
    desc:
      info.usertype === userTypes.factory
        ? '参与搭建项目报价需要企业认证；通过后也可将余额提现到企业名下的账户。'
        : '发布设计需求和搭建项目需要实名认证或企业认证（以企业身份发布选企业认证）；通过后也可提现到企业名下的账户。',
    path: paths.securityBusiness.path,
    action: '去认证',
    state: verifyStep(info.businsauth),
  };
  if (info.usertype === userTypes.client) {
    // either verification lets a client withdraw: a person verification counts for the step
    if (business.state === 'todo' && info.personauth !== VerifyState.none) {
      const person: Step = {
        ...business,
        title: '实名认证',
        desc: '发布设计需求和搭建项目需要实名认证或企业认证；通过后也可将余额提现到本人名下的账户。',
        path: paths.securityPerson.path,
        state: verifyStep(info.personauth),
      };
      return [profile, person];
    }
    business.alternative = { text: '以个人身份使用？改为实名认证', path: paths.securityPerson.path };
  }
  return [profile, business];
}
