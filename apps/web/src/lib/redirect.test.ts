import { expect, it } from 'vitest';
import { HOME_PATH, safeRedirect } from './redirect.ts';

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
