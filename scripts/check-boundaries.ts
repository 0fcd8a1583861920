/**
 * The architecture's boundaries that Biome cannot express (docs/architecture.md, "Boundaries"); part of
 * `npm run lint`. Biome itself refuses `process.env` outside `apps/server/src/env.ts` (noProcessEnv) and
 * import cycles (noImportCycles), see biome.json. This script refuses:
 *
 * - `web-feature-import`: `apps/web/src/features/X/**` importing `features/Y/**` (Y ≠ X) other than
 *   `features/Y/api/**` (a feature's data layer, one file per call, is its public part);
 * - `web-layer-import`: `apps/web/src/components/**` or `lib/**` importing `features/**` or `app/**`, or a
 *   feature importing `app/**` (one way: app → features → components, lib);
 * - `server-module-repository`: `apps/server/src/modules/X/**` importing `modules/Y/**\/*-repository.ts`
 *   (Y ≠ X): another domain is reached through its service;
 * - `bare-state-number`: a state column (`checked`, `personauth`, `businsauth`) compared with, set to or
 *   typed as a number literal 0–3 in `apps/server/src` or `apps/web/src`; the states are named in
 *   `packages/contract/src/common/states.ts`;
 * - `seed-import`: `apps/server/src/modules/**` or `db/**` importing `apps/server/src/seed/**` (the demo
 *   data sits above the modules and nothing calls it but start-up), or `db/**` importing `modules/**`;
 * - `file-too-long`: a source file under `apps/server/src` over 500 lines (data files `*-data.ts` and
 *   `db/migrations` aside);
 * - `query-in-service`: a `*-service.ts` or a file under an `actions/` folder in `apps/server/src/modules`
 *   building queries: a value import from `drizzle-orm` or `db/schema/*` (type-only imports are fine), or a
 *   `.select(`, `.insert(`, `.update(`, `.delete(` or `.execute(` call on a database handle (`db`, `tx`,
 *   `trx`, a name ending in `Db`/`Tx`, a `.db` property), or a `sql` template: SQL belongs in
 *   `*-repository.ts`;
 * - `domain-file-names`: a file or folder under `apps/*\/src` whose name holds the wire's spellings
 *   `busines` (not `business`) or `prjct`: those stay in the contract's call names.
 *
 * Tests (`*.test.ts(x)`) are exempt from every rule but `domain-file-names`; `db/migrations` is exempt from
 * the state rule (history, plain SQL). `allowed` below lists the files a rule does not refuse yet, each
 * with its reason; an entry that no longer matches a violation is itself refused (`allow-list`), so the
 * list only shrinks.
 * Imports are read with regular expressions over the source (static `import … from`, `import '…'`,
 * `export … from`, dynamic `import('…')`), type-only ones included, and resolved like the apps do:
 * relative paths, `#server/*` (apps/server/package.json `imports`) and `@hz/contract/*`.
 *
 * `npx tsx scripts/check-boundaries.ts [root]` prints `file:line: rule: text` per violation, exit 1 if any.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type Rule =
  | 'web-feature-import'
  | 'web-layer-import'
  | 'server-module-repository'
  | 'bare-state-number'
  | 'seed-import'
  | 'file-too-long'
  | 'query-in-service'
  | 'domain-file-names'
  | 'allow-list';

export interface Violation {
  /** Path relative to the root, with forward slashes. */
  file: string;
  line: number;
  rule: Rule;
  /** The offending import specifier or source text. */
  text: string;
}

export interface ImportRef {
  specifier: string;
  line: number;
  typeOnly: boolean;
}

/**
 * What a rule does not refuse yet: a file (relative to the root) and why. Every entry must still match a
 * violation, else the checker reports it (`allow-list`): remove the entry with the fix.
 */
export interface Allowed {
  rule: Rule;
  file: string;
  reason: string;
}

/** Exceptions, each with its reason; an entry that no longer matches a violation is itself an error. */
export const allowed: readonly Allowed[] = [];

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(test|spec)\.tsx?$/;
const SCANNED = ['apps/web/src', 'apps/server/src'];
const MAX_LINES = 500;

// `import x from '…'`, `import type {…} from '…'`, `import '…'`, `export * from '…'`, `export {…} from '…'`:
// a statement at the start of a line (as formatted) whose clause holds only names, `*`, braces and commas,
// so that it cannot run on into the following code
const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:([\w$*{},\s]+?)\s+from\s*)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Whether an import clause names types only: `import type …`, or braces whose every name is `type X`. */
function typeOnlyClause(typeKeyword: boolean, clause: string | undefined): boolean {
  if (typeKeyword) return true;
  const braces = clause?.trim().match(/^\{([^}]*)\}$/);
  if (!braces) return false;
  const names = braces[1]!
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => /^type\s/.test(n));
}

/**
 * Every import of a source text with its line; lines that are comments are skipped for dynamic imports.
 * `typeOnly`: `import type …`, or `import { type A, type B }` (erased from the output either way).
 */
export function findImports(source: string): ImportRef[] {
  const starts = lineStarts(source);
  const refs: ImportRef[] = [];
  for (const m of source.matchAll(STATIC_IMPORT)) {
    const typeOnly = typeOnlyClause(m[1] !== undefined, m[2]);
    refs.push({ specifier: m[3]!, line: lineOf(starts, m.index), typeOnly });
  }
  for (const m of source.matchAll(DYNAMIC_IMPORT)) {
    const line = lineOf(starts, m.index);
    if (inComment(source.slice(starts[line - 1], m.index))) continue;
    refs.push({ specifier: m[1]!, line, typeOnly: false });
  }
  return refs.sort((a, b) => a.line - b.line);
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

function lineOf(starts: number[], index: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= index) lo = mid;
    else hi = mid - 1;
  }
  return lo + 1;
}

/** Whether a position is in a comment, given the text of its line before it. */
function inComment(before: string): boolean {
  return /^\s*(\/\/|\/\*|\*)/.test(before) || /(^|\s)\/\/\s/.test(before);
}

/**
 * The file an import names, relative to the root with forward slashes; null for packages. A path that
 * exists neither as given nor with `.ts`/`.tsx`/`index.ts(x)` is returned as given.
 */
export function resolveImport(root: string, fromFile: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith('.')) target = path.join(path.dirname(fromFile), specifier);
  else if (specifier.startsWith('#server/')) target = path.join('apps/server/src', specifier.slice(8));
  else if (specifier.startsWith('@hz/contract/'))
    target = path.join('packages/contract/src', specifier.slice(13));
  else return null;
  target = target.split(path.sep).join('/');
  for (const candidate of [
    target,
    `${target}.ts`,
    `${target}.tsx`,
    `${target}/index.ts`,
    `${target}/index.tsx`,
  ]) {
    if (fs.statSync(path.join(root, candidate), { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return target;
}

/** Which boundary an import from `file` to `target` crosses, if any (both relative to the root). */
export function importRule(file: string, target: string): Rule | null {
  const web = /^apps\/web\/src\/(features\/([^/]+)\/|components\/|lib\/|app\/)?(.*)$/;
  const from = web.exec(file);
  const to = web.exec(target);
  if (from && to) {
    const [, fromArea, fromFeature] = from;
    const [, toArea, toFeature, toRest] = to;
    if (fromFeature && toFeature && toFeature !== fromFeature && !toRest!.startsWith('api/'))
      return 'web-feature-import';
    // one way: app → features → components, lib
    if ((fromArea === 'components/' || fromArea === 'lib/') && (toFeature || toArea === 'app/'))
      return 'web-layer-import';
    if (fromFeature && toArea === 'app/') return 'web-layer-import';
    return null;
  }
  // the demo data sits above the modules; the database layer sits below them
  const fromLayer = /^apps\/server\/src\/(modules|db)\//.exec(file)?.[1];
  if (fromLayer && target.startsWith('apps/server/src/seed/')) return 'seed-import';
  if (fromLayer === 'db' && target.startsWith('apps/server/src/modules/')) return 'seed-import';
  const fromModule = /^apps\/server\/src\/modules\/([^/]+)\//.exec(file)?.[1];
  const toModule = /^apps\/server\/src\/modules\/([^/]+)\/(?:.*\/)?[^/]*-repository\.ts$/.exec(target)?.[1];
  if (fromModule && toModule && toModule !== fromModule) return 'server-module-repository';
  return null;
}

// A state column: `checked` (and names ending in `Checked`, e.g. `expoChecked`), `personauth`, `businsauth`.
const STATE_NAME = String.raw`(?:checked|\w*Checked|personauth|businsauth)`;
const STATE = String.raw`\b${STATE_NAME}\b`;
// a state number 0–3 that is not the start of a longer number
const N = String.raw`[0-3](?![\w.])`;

/**
 * The bare-state-number patterns, each over one line of code (comment lines skipped). `x` is a state
 * column, `N` a literal 0–3.
 */
export const statePatterns: ReadonlyArray<{ name: string; re: RegExp }> = [
  // x === N, x !== 1, x == 0, x > 0, `checked = 1` in SQL, ${t.checked} <> 2, x ?? 3
  { name: 'comparison', re: new RegExp(`${STATE}\\}?\\s*(?:[!=]==?|=|<>|[<>]=?|\\?\\?)\\s*${N}`) },
  // N === x
  { name: 'comparison', re: new RegExp(`(?<![\\w.])${N}\\s*(?:[!=]==?|<>|[<>]=?)\\s*[\\w.$?]*${STATE}`) },
  // eq(t.checked, 1), ne(…), gt/gte/lt/lte(…)
  { name: 'drizzle', re: new RegExp(`\\b(?:eq|ne|gte?|lte?)\\(\\s*[\\w.$]*${STATE}\\s*,\\s*${N}\\s*\\)`) },
  // inArray(t.checked, [1, 2]), SQL `checked IN (0, 1, 2)`
  {
    name: 'list',
    re: new RegExp(
      `(?:inArray\\(\\s*[\\w.$]*${STATE}\\s*,\\s*\\[\\s*${N}|${STATE}\\}?\\s+(?:(?:NOT|not)\\s+)?(?:IN|in)\\s*\\(\\s*${N})`,
    ),
  },
  // { checked: 1 } in values and sets, `checked: 1 | 2` in types, `checked: b.pass ? 1 : 2`
  { name: 'property', re: new RegExp(`${STATE}\\??\\s*:\\s*(?:${N}|[^;,?]*\\?\\s*${N}\\s*:\\s*${N})`) },
  // const checked = b.pass ? 1 : 2
  { name: 'assignment', re: new RegExp(`${STATE}\\s*=(?!=)\\s*[^;,?]*\\?\\s*${N}\\s*:\\s*${N}`) },
  // smallint('checked').notNull().default(0)
  {
    name: 'column default',
    re: new RegExp(`\\(\\s*'${STATE_NAME}'\\s*\\)[\\w.()]*\\.default\\(\\s*${N}\\s*\\)`),
  },
];

/** The bare state numbers in a source text: one finding per line. */
export function findStateNumbers(source: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  source.split('\n').forEach((text, i) => {
    if (/^\s*(\/\/|\/\*|\*)/.test(text)) return;
    const code = text.replace(/(^|\s)\/\/\s.*$/, '');
    if (statePatterns.some(({ re }) => re.test(code))) found.push({ line: i + 1, text: text.trim() });
  });
  return found;
}

/** Whether a file may not build queries: a service, or an action, of a server module. */
export function isServiceFile(file: string): boolean {
  return /^apps\/server\/src\/modules\/(?:.+-service\.ts|(?:.+\/)?actions\/.+\.ts)$/.test(file);
}

/** Whether an import builds queries: a value from `drizzle-orm` or from a table of `db/schema`. */
function isQueryImport(ref: ImportRef, target: string | null): boolean {
  if (ref.typeOnly) return false;
  if (ref.specifier === 'drizzle-orm' || ref.specifier.startsWith('drizzle-orm/')) return true;
  return target?.startsWith('apps/server/src/db/schema/') ?? false;
}

// a database handle: `db`, `tx`, `trx`, a name ending in `Db` or `Tx`, a `.db` property
const HANDLE = /(?:^|[^\w$])(?:db|tx|trx|[\w$]*(?:Db|Tx))$|\.db$/;
const QUERY_CALL = /\.(select\w*|insert|update|delete|execute)\(/g;
const SQL_TAG = /(?<![\w$.])sql(?:\.raw)?`/;

/**
 * The queries a source text builds, one finding per line (comment lines skipped): a query call on a
 * database handle, the handle on the same line or ending the line before (`await tx` ⏎ `.update(t)`), or a
 * `sql` template. A call on anything else (`repo.update(…)`, `map.delete(…)`, `hash.update(…)`) is not one.
 */
export function findQueries(source: string): Array<{ line: number; text: string }> {
  const found: Array<{ line: number; text: string }> = [];
  let previous = '';
  source.split('\n').forEach((text, i) => {
    if (/^\s*(\/\/|\/\*|\*)/.test(text)) return;
    const code = text.replace(/(^|\s)\/\/\s.*$/, '');
    const calls = [...code.matchAll(QUERY_CALL)].some((m) => {
      const before = code.slice(0, m.index).trimEnd();
      return HANDLE.test(before || previous);
    });
    if (calls || SQL_TAG.test(code)) found.push({ line: i + 1, text: text.trim() });
    if (code.trim()) previous = code.trimEnd();
  });
  return found;
}

/** The number of lines of a source text (a final newline ends the last line, it does not start one). */
export function lineCount(source: string): number {
  const lines = source.split('\n').length;
  return source.endsWith('\n') ? lines - 1 : lines;
}

/** Whether a file or folder name holds the wire's spellings (`busines` but not `business`, `prjct`). */
export function hasWireSpelling(name: string): boolean {
  return /busines(?!s)|prjct/i.test(name);
}

/** Every file and folder below `dir` (relative to the root), folders before their contents. */
function* entriesUnder(root: string, dir: string): Generator<{ rel: string; name: string; isDir: boolean }> {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return;
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const rel = `${dir}/${entry.name}`;
    yield { rel, name: entry.name, isDir: entry.isDirectory() };
    if (entry.isDirectory()) yield* entriesUnder(root, rel);
  }
}

/** The violations of one source file's text (relative path `file`). */
function checkSource(root: string, file: string, source: string): Violation[] {
  const violations: Violation[] = [];
  const service = isServiceFile(file);
  for (const ref of findImports(source)) {
    const target = resolveImport(root, file, ref.specifier);
    const rule = target && importRule(file, target);
    if (rule) violations.push({ file, line: ref.line, rule, text: ref.specifier });
    if (service && isQueryImport(ref, target))
      violations.push({ file, line: ref.line, rule: 'query-in-service', text: ref.specifier });
  }
  if (service) {
    for (const f of findQueries(source)) violations.push({ file, ...f, rule: 'query-in-service' });
  }
  if (!file.includes('/db/migrations/')) {
    for (const f of findStateNumbers(source)) violations.push({ file, ...f, rule: 'bare-state-number' });
  }
  const lines = lineCount(source);
  if (
    file.startsWith('apps/server/src/') &&
    lines > MAX_LINES &&
    !/-data\.ts$/.test(file) &&
    !file.includes('/db/migrations/')
  ) {
    violations.push({
      file,
      line: MAX_LINES + 1,
      rule: 'file-too-long',
      text: `${lines} lines (at most ${MAX_LINES}): split it along its use cases`,
    });
  }
  return violations;
}

/**
 * Every violation under a root (the repository, or a test's fixture tree of the same layout), but those
 * `allow` lists; an entry of `allow` that matches none is reported instead (`allow-list`).
 */
export function checkBoundaries(root: string, allow: readonly Allowed[] = []): Violation[] {
  let violations: Violation[] = [];
  for (const dir of SCANNED) {
    for (const { rel, name, isDir } of entriesUnder(root, dir)) {
      if (hasWireSpelling(name)) {
        const text = `${name}: name it in domain words (the wire's busines-/prjct- stay in the contract's call names)`;
        violations.push({ file: rel, line: 0, rule: 'domain-file-names', text });
      }
      if (isDir || !SOURCE.test(name) || TEST.test(name)) continue;
      violations.push(...checkSource(root, rel, fs.readFileSync(path.join(root, rel), 'utf8')));
    }
  }
  const used = new Set<Allowed>();
  violations = violations.filter((v) => {
    const entry = allow.find((a) => a.rule === v.rule && a.file === v.file);
    if (entry) used.add(entry);
    return !entry;
  });
  for (const a of allow) {
    if (used.has(a)) continue;
    const text = `${a.rule} (${a.reason}) no longer refuses this file: remove its entry from \`allowed\``;
    violations.push({ file: a.file, line: 0, rule: 'allow-list', text });
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** `file:line: rule: text`; a finding about a name rather than a line has no line. */
export function formatViolation(v: Violation): string {
  return `${v.file}${v.line ? `:${v.line}` : ''}: ${v.rule}: ${v.text}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = checkBoundaries(root, allowed);
  for (const v of violations) console.error(formatViolation(v));
  if (violations.length) {
    const counts = new Map<Rule, number>();
    for (const v of violations) counts.set(v.rule, (counts.get(v.rule) ?? 0) + 1);
    const byRule = [...counts].map(([rule, n]) => `${rule} ${n}`).join(', ');
    console.error(`boundaries: ${violations.length} violation(s) (${byRule}); see docs/architecture.md`);
    process.exitCode = 1;
  } else {
    console.log('boundaries: no violations');
  }
}
