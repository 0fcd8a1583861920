import { describe, expect, it } from 'vitest';
import { depsMapUrl, loadLazyDeps, preloadLazyDeps } from './lazy-deps.ts';

describe('lazy-deps', () => {
  it("names the map after the entry's file", () => {
    expect(depsMapUrl('https://h.example/assets/index-AbC_d-12.js')).toBe(
      'https://h.example/assets/index-AbC_d-12.deps.json',
    );
    expect(depsMapUrl('https://h.example/assets/index-x.js?v=1')).toBe(
      'https://h.example/assets/index-x.deps.json?v=1',
    );
  });

  it('does nothing outside a built page (the server, the development server, tests)', () => {
    expect(() => {
      loadLazyDeps();
      preloadLazyDeps('src/features/site/pages/main-page.tsx');
    }).not.toThrow();
  });
});
