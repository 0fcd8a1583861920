import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBoundaries, findImports, findStateNumbers, formatViolation } from './check-boundaries.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A fixture tree in a temporary directory: path → content. */
function fixture(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hz-boundaries-'));
  dirs.push(root);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return root;
}

/** The repository's own Biome configuration run over a fixture: `rule path:line` per diagnostic. */
function biomeLint(root: string): string[] {
  const config = JSON.parse(fs.readFileSync(path.join(repo, 'biome.json'), 'utf8'));
  delete config.$schema;
  fs.writeFileSync(path.join(root, 'biome.json'), JSON.stringify(config));
  const run = spawnSync(path.join(repo, 'node_modules/.bin/biome'), ['lint', '--reporter=json', '.'], {
    cwd: root,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as {
    diagnostics: Array<{ category: string; location: { path: string; start: { line: number } } }>;
  };
  return report.diagnostics.map((d) => `${d.category} ${d.location.path}:${d.location.start.line}`).sort();
}

const rulesOf = (root: string) => checkBoundaries(root).map((v) => `${v.rule} ${v.file}:${v.line}`);

/** A small tree that keeps every boundary. */
const clean: Record<string, string> = {
  'apps/server/package.json': '{ "imports": { "#server/*": "./src/*" } }',
  'apps/server/src/env.ts': 'export const port = process.env.PORT;\n',
  'apps/server/src/lib/state.ts':
    "import { ReviewState } from '@hz/contract/common/states';\nexport const isPublic = (r: { checked: number }) => r.checked === ReviewState.approved;\n",
  'apps/server/src/modules/a/a-repository.ts':
    "import { ReviewState } from '@hz/contract/common/states';\nexport const pending = { checked: ReviewState.pending };\nexport const ok = (status: number) => status === 200;\n",
  'apps/server/src/modules/a/a-service.ts':
    "import { pending } from './a-repository.ts';\nimport { bee } from '../b/b-service.ts';\nimport type { Bee } from '#server/modules/b/b-service.ts';\nexport const a = (b: Bee) => [pending, bee, b];\n",
  'apps/server/src/modules/b/b-repository.ts': 'export const rows = [];\n',
  'apps/server/src/modules/b/b-service.ts':
    "import { rows } from './b-repository.ts';\nexport type Bee = typeof rows;\nexport const bee = rows;\n",
  // tests may reach anywhere and compare bare numbers
  'apps/server/src/modules/b/b.integration.test.ts':
    "import { pending } from '../a/a-repository.ts';\nexpect(pending.checked).toBe(0); if (x.checked === 1) {}\n",
  'apps/server/src/db/migrations/0001_init.ts': 'export const up = `UPDATE t SET checked = 1`;\n',
  'packages/contract/src/common/states.ts':
    'export const ReviewState = { pending: 0, approved: 1 } as const;\n',
  'apps/web/src/app/router.tsx':
    "const Page = () => import('../features/x/pages/x-page.tsx');\nexport const routes = [Page];\n",
  'apps/web/src/features/x/pages/x-page.tsx':
    "import { useY } from '../../y/api/get-y.ts';\nimport { Card } from '../../../components/card.tsx';\nimport { XItem } from '../components/x-item.tsx';\n// a comment naming checked === 1 is no code\nexport const XPage = () => <Card>{useY().checked ? <XItem /> : null}</Card>;\n",
  'apps/web/src/features/x/components/x-item.tsx':
    "import { format } from '../../../lib/format.ts';\nexport const XItem = (p: { e: { target: { checked: boolean } } }) => format(p.e.target.checked === true);\n",
  'apps/web/src/features/y/api/get-y.ts':
    "export const useY = () => ({ checked: true, status: 'pending' });\n",
  'apps/web/src/components/card.tsx':
    "import { format } from '../lib/format.ts';\nexport const Card = (p: { children: unknown }) => format(p.children);\n",
  'apps/web/src/lib/format.ts': 'export const format = (v: unknown) => String(v);\n',
};

describe('the boundaries checker', () => {
  it('passes a tree that keeps every boundary, and so does Biome', () => {
    const root = fixture(clean);
    expect(checkBoundaries(root)).toEqual([]);
    expect(biomeLint(root)).toEqual([]);
  });

  it('a: refuses a web feature importing another feature other than its api/, and a shared part importing a feature or app', () => {
    const root = fixture({
      ...clean,
      'apps/web/src/features/x/pages/other.tsx':
        "import { Y } from '../../y/components/y-card.tsx';\nimport type { YProps } from '../../y/components/y-card.tsx';\nconst lazyY = () => import('../../y/pages/y-page.tsx');\nimport { routes } from '../../../app/router.tsx';\nexport const o = [Y, lazyY, routes];\n",
      'apps/web/src/features/y/components/y-card.tsx': 'export const Y = 1;\nexport type YProps = {};\n',
      'apps/web/src/features/y/pages/y-page.tsx': 'export default 1;\n',
      'apps/web/src/components/uses-feature.tsx':
        "import { useY } from '../features/y/api/get-y.ts';\nexport const u = useY;\n",
      'apps/web/src/lib/uses-app.ts': "export { routes } from '../app/router.tsx';\n",
    });
    expect(rulesOf(root)).toEqual([
      'web-layer-import apps/web/src/components/uses-feature.tsx:1',
      'web-feature-import apps/web/src/features/x/pages/other.tsx:1',
      'web-feature-import apps/web/src/features/x/pages/other.tsx:2',
      'web-feature-import apps/web/src/features/x/pages/other.tsx:3',
      'web-layer-import apps/web/src/features/x/pages/other.tsx:4',
      'web-layer-import apps/web/src/lib/uses-app.ts:1',
    ]);
  });

  it("b: refuses a server module importing another module's repository, however the path is written", () => {
    const root = fixture({
      ...clean,
      'apps/server/src/modules/a/a-other.ts':
        "import { rows } from '../b/b-repository.ts';\nimport type { rows as R } from '#server/modules/b/b-repository.ts';\nexport const o = rows as typeof R;\n",
    });
    expect(checkBoundaries(root)).toEqual([
      {
        file: 'apps/server/src/modules/a/a-other.ts',
        line: 1,
        rule: 'server-module-repository',
        text: '../b/b-repository.ts',
      },
      {
        file: 'apps/server/src/modules/a/a-other.ts',
        line: 2,
        rule: 'server-module-repository',
        text: '#server/modules/b/b-repository.ts',
      },
    ]);
    expect(formatViolation(checkBoundaries(root)[0]!)).toBe(
      'apps/server/src/modules/a/a-other.ts:1: server-module-repository: ../b/b-repository.ts',
    );
  });

  it('c: Biome refuses process.env in apps/server/src outside env.ts and tests', () => {
    const root = fixture({
      ...clean,
      'apps/server/src/modules/a/a-config.ts': 'export const home = process.env.HOME;\n',
      'apps/server/src/modules/a/a.test.ts': 'export const path = process.env.PATH;\n',
    });
    expect(biomeLint(root)).toEqual(['lint/style/noProcessEnv apps/server/src/modules/a/a-config.ts:1']);
  });

  it('d: Biome refuses import cycles, type-only ones included', () => {
    const root = fixture({
      ...clean,
      'apps/server/src/lib/p.ts': "import { q } from '#server/lib/q.ts';\nexport const p = () => q;\n",
      'apps/server/src/lib/q.ts': "import { p } from './p.ts';\nexport const q = () => p;\n",
      'packages/contract/src/s.ts': "import type { T } from './t.ts';\nexport type S = { t?: T };\n",
      'packages/contract/src/t.ts': "import type { S } from './s.ts';\nexport type T = { s?: S };\n",
    });
    expect(biomeLint(root)).toEqual([
      'lint/suspicious/noImportCycles apps/server/src/lib/p.ts:1',
      'lint/suspicious/noImportCycles apps/server/src/lib/q.ts:1',
      'lint/suspicious/noImportCycles packages/contract/src/s.ts:1',
      'lint/suspicious/noImportCycles packages/contract/src/t.ts:1',
    ]);
  });

  it('e: refuses a state column compared with, set to or typed as a bare number', () => {
    const lines = [
      'if (x.checked === 2) {}',
      'if (checked !== 1) {}',
      'if (3 === m.personauth) {}',
      '.where(and(eq(t.checked, 0), ne(t.memberId, id)))',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a fixture
      'const c = [sql`${spaces.checked} = 1`];',
      "index('i').on(t.a).where(sql`kind = 'x' AND checked = 1`)",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a fixture
      "check('c', sql`${t.checked} IN (0, 1, 2)`)",
      '.set({ ...f, checked: 0, reason: "" })',
      'd: { checked: 1 | 2; reason: string },',
      'const checked = b.pass ? 1 : 2;',
      'checked: a?.checked ?? 3,',
      'return { ...member, businsauth: 0 };',
      'const isPublic = r.expoChecked === 1;',
      "personauth: smallint('personauth').notNull().default(3),",
      'where(inArray(t.checked, [1, 2]))',
    ];
    const root = fixture({ ...clean, 'apps/web/src/lib/states.ts': `${lines.join('\n')}\n` });
    expect(checkBoundaries(root).map((v) => `${v.rule} ${v.line}: ${v.text}`)).toEqual(
      lines.map((l, i) => `bare-state-number ${i + 1}: ${l}`),
    );
  });

  it('e: leaves named states, other numbers, booleans, strings and comments alone', () => {
    const source = [
      'if (x.checked === ReviewState.approved) {}',
      'if (res.status === 200 || reply.statusCode === 1) {}',
      'if (e.target.checked === true) {}',
      "const s = { status: 'pending', checked: true, page: 1 };",
      '// checked === 1 in a comment',
      ' * `checked` 0 → 1 or 2',
      'const a = x.checked; // was checked === 1',
      'const n = checked === 10 ? 1 : 2;',
      'items.slice(0, 3).map((i) => i.checkedAt);',
    ].join('\n');
    expect(findStateNumbers(source)).toEqual([]);
  });
});

describe('reading imports', () => {
  it('finds static, re-exported, side-effect, type-only, multi-line and dynamic imports with their lines', () => {
    const source = [
      "import a from './a.ts';",
      "import type { B } from './b.ts';",
      'import {',
      '  type C,',
      '  d as e,',
      "} from '#server/c.ts';",
      "import './side.ts';",
      "export * from './f.ts';",
      "export { g } from './g.ts';",
      'export const h = \'import x from "./not-a-module.ts"\';',
      "const i = lazy(() => import('./i.tsx'));",
      "// const j = import('./commented.ts');",
    ].join('\n');
    expect(findImports(source)).toEqual([
      { specifier: './a.ts', line: 1, typeOnly: false },
      { specifier: './b.ts', line: 2, typeOnly: true },
      { specifier: '#server/c.ts', line: 3, typeOnly: false },
      { specifier: './side.ts', line: 7, typeOnly: false },
      { specifier: './f.ts', line: 8, typeOnly: false },
      { specifier: './g.ts', line: 9, typeOnly: false },
      { specifier: './i.tsx', line: 11, typeOnly: false },
    ]);
  });
});
