import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Allowed,
  checkBoundaries,
  findImports,
  findQueries,
  findStateNumbers,
  formatViolation,
} from './check-boundaries.ts';

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
  // the demo data above the modules: it may call services and repositories and read the tables
  'apps/server/src/seed/seed.ts':
    "import { a } from '../modules/a/a-service.ts';\nimport { rows } from '#server/modules/b/b-repository.ts';\nimport { t } from '../db/schema/t.ts';\nexport const seed = [a, rows, t];\n",
  'apps/server/src/seed/seed-data.ts': `export const DATA = [\n${'  1,\n'.repeat(600)}];\n`,
  'apps/server/src/server-start.ts': "import { seed } from './seed/seed.ts';\nexport const start = seed;\n",
  'apps/server/src/db/schema/t.ts':
    "import { createdAt } from './columns.ts';\nexport const t = { createdAt };\n",
  'apps/server/src/db/schema/columns.ts': 'export const createdAt = 1;\n',
  'apps/server/src/db/migrations/0002_long.ts': `export const up = [\n${"  'x',\n".repeat(600)}];\n`,
  // SQL in the repository; the service passes the handle on and only names types of drizzle and the tables
  'apps/server/src/modules/c/c-repository.ts':
    "import { eq, sql } from 'drizzle-orm';\nimport { t } from '../../db/schema/t.ts';\nexport const touch = (tx: Tx, id: number) =>\n  tx\n    .update(t)\n    .set({ at: sql`now()` })\n    .where(eq(t.id, id));\n",
  'apps/server/src/modules/c/c-service.ts':
    "import { createHash } from 'node:crypto';\nimport type { SQL } from 'drizzle-orm';\nimport type { InferSelectModel, Table } from 'drizzle-orm';\nimport type { t } from '../../db/schema/t.ts';\nimport * as repo from './c-repository.ts';\n// tx.update(t) in a comment is no query\nexport async function touch(db: Db, held: Map<number, SQL>, id: number) {\n  held.delete(id);\n  const hash = createHash('sha256')\n    .update(String(id))\n    .digest('hex');\n  await db.transaction((tx) => repo.touch(tx, id));\n  return repo.update(hash) as InferSelectModel<Table> | typeof t;\n}\n",
  'apps/server/src/modules/c/actions/pay-fee.ts':
    "import * as repo from '../c-repository.ts';\nexport const payFee = (tx: Tx, id: number) => repo.touch(tx, id);\n",
  // `business` is a domain word; only the wire's `busines` and `prjct` are refused
  'apps/web/src/features/x/api/business-auth.ts': 'export const b = 1;\n',
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

  it('f: refuses modules/ or db/ importing the demo data of seed/, and db/ importing modules/', () => {
    const root = fixture({
      ...clean,
      'apps/server/src/modules/a/a-demo.ts':
        "import { seed } from '../../seed/seed.ts';\nimport type { DATA } from '#server/seed/seed-data.ts';\nexport const d = [seed] as unknown as typeof DATA;\n",
      'apps/server/src/db/client.ts':
        "import { seed } from '../seed/seed.ts';\nimport { a } from '../modules/a/a-service.ts';\nexport const c = [seed, a];\n",
      'apps/server/src/db/schema/u.ts': "export type { Bee } from '#server/modules/b/b-service.ts';\n",
      // tests may use the demo data
      'apps/server/src/modules/a/a.integration.test.ts':
        "import { seed } from '../../seed/seed.ts';\nseed;\n",
    });
    expect(rulesOf(root)).toEqual([
      'seed-import apps/server/src/db/client.ts:1',
      'seed-import apps/server/src/db/client.ts:2',
      'seed-import apps/server/src/db/schema/u.ts:1',
      'seed-import apps/server/src/modules/a/a-demo.ts:1',
      'seed-import apps/server/src/modules/a/a-demo.ts:2',
    ]);
  });

  it('g: refuses a source file under apps/server/src over 500 lines, data files, migrations and tests aside', () => {
    const lines = (n: number) => 'export const x = 1;\n'.repeat(n);
    const root = fixture({
      ...clean,
      'apps/server/src/modules/a/a-service.ts': lines(501),
      'apps/server/src/modules/b/b-service.ts': lines(500),
      'apps/server/src/lib/long.ts': `${lines(520)}export const last = 2;`,
      'apps/server/src/modules/a/a.integration.test.ts': lines(900),
      'apps/server/src/modules/a/a-data.ts': lines(900),
      'apps/web/src/lib/long.ts': lines(900),
    });
    expect(checkBoundaries(root).map(formatViolation)).toEqual([
      'apps/server/src/lib/long.ts:501: file-too-long: 521 lines (at most 500): split it along its use cases',
      'apps/server/src/modules/a/a-service.ts:501: file-too-long: 501 lines (at most 500): split it along its use cases',
    ]);
  });

  it('h: refuses a service or an action file building queries: drizzle and table values, query calls, sql templates', () => {
    const service = [
      "import { eq } from 'drizzle-orm';",
      "import { alias } from 'drizzle-orm/pg-core';",
      "import { t } from '../../db/schema/t.ts';",
      "import { type SQL, sql as s } from 'drizzle-orm';",
      'export async function work(db: Db, database: Database, appDb: Db, id: number) {',
      '  const rows = await db.select().from(t);',
      '  await db.transaction(async (tx) => {',
      '    await tx',
      '      .update(t)',
      '      .set({ n: 1 });',
      '    await tx.insert(t).values({ id });',
      '    await tx.delete(t).where(eq(t.id, id));',
      '  });',
      '  await database.db.execute(sql`SELECT 1`);',
      '  return appDb.selectDistinct().from(t);',
      '}',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a fixture
      'export const now = { memberId: (id: number) => sql`${id}` };',
    ];
    const root = fixture({
      ...clean,
      'apps/server/src/modules/c/c-service.ts': `${service.join('\n')}\n`,
      'apps/server/src/modules/c/actions/close/close-deal.ts':
        "import { members } from '#server/db/schema/t.ts';\nexport const close = (trx: Tx) => trx.execute(members);\n",
      // outside the modules, and not a service: not this rule's
      'apps/server/src/lib/x-service.ts': "import { sql } from 'drizzle-orm';\nexport const q = sql`1`;\n",
      'apps/server/src/modules/c/c-moderation.ts':
        "import { sql } from 'drizzle-orm';\nexport const q = sql`1`;\n",
    });
    expect(rulesOf(root)).toEqual([
      'query-in-service apps/server/src/modules/c/actions/close/close-deal.ts:1',
      'query-in-service apps/server/src/modules/c/actions/close/close-deal.ts:2',
      ...[1, 2, 3, 4, 6, 9, 11, 12, 14, 15, 17].map(
        (n) => `query-in-service apps/server/src/modules/c/c-service.ts:${n}`,
      ),
    ]);
  });

  it('h: finds a query call by its handle, on its line or ending the line before', () => {
    const source = [
      'await tx.select({ id: t.id }).from(t);',
      'const q = ctx.db.update(t);',
      'await storeTx',
      '  .insert(t);',
      'held.delete(key);',
      'await repo.update(tx, { id });',
      "createVerify('RSA-SHA256')",
      '  .update(text);',
      '// await tx.delete(t)',
      'const s = sqlText`x`;',
    ].join('\n');
    expect(findQueries(source).map((f) => f.line)).toEqual([1, 2, 4]);
  });

  it('i: refuses a file or folder under apps/*/src named with the wire spellings busines or prjct, tests included', () => {
    const root = fixture({
      ...clean,
      'apps/web/src/features/x/api/busines-task-info.ts': 'export const i = 1;\n',
      'apps/web/src/features/x/prjct/list.tsx': 'export const l = 1;\n',
      'apps/web/src/features/x/x-Busines.css': '.x {}\n',
      'apps/server/src/modules/a/won-prjct.integration.test.ts': 'export {};\n',
      'apps/server/src/modules/a/business-verification.ts': 'export const v = 1;\n',
      'packages/contract/src/busines-calls.ts': 'export const c = 1;\n',
    });
    expect(checkBoundaries(root).map((v) => `${v.rule} ${formatViolation(v).split(':')[0]}`)).toEqual([
      'domain-file-names apps/server/src/modules/a/won-prjct.integration.test.ts',
      'domain-file-names apps/web/src/features/x/api/busines-task-info.ts',
      'domain-file-names apps/web/src/features/x/prjct',
      'domain-file-names apps/web/src/features/x/x-Busines.css',
    ]);
  });

  it('j: lets the allow-list through, and refuses an entry that matches no violation', () => {
    const root = fixture({
      ...clean,
      'apps/web/src/features/x/api/busines-task-info.ts': 'export const i = 1;\n',
      'apps/server/src/modules/c/c-service.ts': "import { sql } from 'drizzle-orm';\n",
    });
    const allow: Allowed[] = [
      {
        rule: 'domain-file-names',
        file: 'apps/web/src/features/x/api/busines-task-info.ts',
        reason: 'split',
      },
      { rule: 'query-in-service', file: 'apps/server/src/modules/c/c-service.ts', reason: 'split' },
      { rule: 'file-too-long', file: 'apps/server/src/modules/c/c-service.ts', reason: 'split' },
    ];
    expect(checkBoundaries(root, allow).map(formatViolation)).toEqual([
      'apps/server/src/modules/c/c-service.ts: allow-list: file-too-long (split) no longer refuses this file: remove its entry from `allowed`',
    ]);
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
      "import { type K, type L } from './k.ts';",
      "import { type M, n } from './m.ts';",
    ].join('\n');
    expect(findImports(source)).toEqual([
      { specifier: './a.ts', line: 1, typeOnly: false },
      { specifier: './b.ts', line: 2, typeOnly: true },
      { specifier: '#server/c.ts', line: 3, typeOnly: false },
      { specifier: './side.ts', line: 7, typeOnly: false },
      { specifier: './f.ts', line: 8, typeOnly: false },
      { specifier: './g.ts', line: 9, typeOnly: false },
      { specifier: './i.tsx', line: 11, typeOnly: false },
      { specifier: './k.ts', line: 13, typeOnly: true },
      { specifier: './m.ts', line: 14, typeOnly: false },
    ]);
  });
});
