import { VerifyState } from '@hz/contract/common/states';
import type { UserInfo } from '@hz/contract/members';
import { expect, it } from 'vitest';
import { onboardingSteps } from './onboarding-steps.ts';

const member = (over: Partial<UserInfo>) =>
  ({
    usertype: 1,
    nickname: '',
    userlogo: '',
    prov: '',
    personauth: VerifyState.none,
    businsauth: VerifyState.none,
    ...over,
  }) as UserInfo;

const summary = (info: UserInfo) => onboardingSteps(info).map((s) => `${s.title}:${s.state}`);

it('a designer completes the profile and verifies as a person; no business step', () => {
  const steps = onboardingSteps(member({ usertype: 2 }));
  expect(steps.map((s) => s.title)).toEqual(['完善资料', '实名认证']);
  expect(steps.some((s) => s.alternative || /企业/.test(s.title + s.desc))).toBe(false);
});

it('a factory verifies as a business; a client as a business, or as a person instead', () => {
  expect(summary(member({ usertype: 3 }))).toEqual(['完善资料:todo', '企业认证:todo']);
  const client = onboardingSteps(member({ usertype: 1 }));
  expect(client[1]).toMatchObject({
    title: '企业认证',
    alternative: { text: '以个人身份使用？改为实名认证' },
  });
  // a client who chose the person verification: that is the step now
  expect(summary(member({ usertype: 1, personauth: VerifyState.pending }))).toEqual([
    '完善资料:todo',
    '实名认证:pending',
  ]);
});

it('the profile is done with a nickname, an avatar and a region; verification by its state', () => {
  expect(
    summary(member({ usertype: 3, nickname: '鑫源', userlogo: '/files/x/thumb', prov: '江苏省' })),
  ).toEqual(['完善资料:done', '企业认证:todo']);
  expect(summary(member({ usertype: 2, nickname: '小林', prov: '上海市' }))[0]).toBe('完善资料:todo');
  expect(summary(member({ usertype: 2, personauth: VerifyState.rejected }))[1]).toBe('实名认证:rejected');
  expect(summary(member({ usertype: 2, personauth: VerifyState.approved }))[1]).toBe('实名认证:done');
});
