import { expect, it } from 'vitest';
import { afterSignUp, FIRST_STEPS_PATH, HOME_PATH, safeRedirect } from './redirect.ts';

it('accepts only paths on this site as the destination after login', () => {
  expect(safeRedirect('/personCenter/basicSetting?tab=1')).toBe('/personCenter/basicSetting?tab=1');
  for (const bad of [
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '/a\nb',
    '/login',
    '/login?redirect=/x',
    '',
    null,
    undefined,
  ]) {
    expect(safeRedirect(bad), String(bad)).toBe(HOME_PATH);
  }
});

it('after signing up: where the visitor was going, else a new account starts with its first steps', () => {
  expect(afterSignUp('/exhibition?id=3', true)).toBe('/exhibition?id=3');
  expect(afterSignUp(null, true)).toBe(FIRST_STEPS_PATH);
  expect(afterSignUp(HOME_PATH, true)).toBe(FIRST_STEPS_PATH);
  expect(afterSignUp('//evil.example', true)).toBe(FIRST_STEPS_PATH);
  // a WeChat bind to an existing member is a login
  expect(afterSignUp(null, false)).toBe(HOME_PATH);
});
