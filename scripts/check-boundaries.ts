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
 *   `packages/contract/src/common/states.ts`.
 *
 * Tests (`*.test.ts(x)`) are exempt; `db/migrations` is exempt from the state rule (history, plain SQL).
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
  | 'bare-state-number';

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

const SOURCE = /\.(ts|tsx|mts)$/;
const TEST = /\.(test|spec)\.tsx?$/;
const SCANNED = ['apps/web/src', 'apps/server/src'];

// `import x from '…'`, `import type {…} from '…'`, `import '…'`, `export * from '…'`, `export {…} from '…'`:
// a statement at the start of a line (as formatted) whose clause holds only names, `*`, braces and commas,
// so that it cannot run on into the following code
const STATIC_IMPORT = /^(?:import|export)\s+(type\s+)?(?:[\w$*{},\s]+?\s+from\s*)?['"]([^'"\n]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"\n]+)['"]\s*\)/g;

/** Every import of a source text with its line; lines that are comments are skipped for dynamic imports. */
export function findImports(source: string): ImportRef[] {
  const starts = lineStarts(source);
  const refs: ImportRef[] = [];
  for (const m of source.matchAll(STATIC_IMPORT)) {
    refs.push({ specifier: m[2]!, line: lineOf(starts, m.index), typeOnly: m[1] !== undefined });
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

function* sourceFiles(root: string, dir: string): Generator<string> {
  const abs = path.join(root, dir);
  if (!fs.existsSync(abs)) return;
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(root, rel);
    else if (SOURCE.test(entry.name)) yield rel;
  }
}

/** Every violation under a root (the repository, or a test's fixture tree of the same layout). */
export function checkBoundaries(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const dir of SCANNED) {
    for (const file of sourceFiles(root, dir)) {
      if (TEST.test(file)) continue;
      const source = fs.readFileSync(path.join(root, file), 'utf8');
      for (const ref of findImports(source)) {
        const target = resolveImport(root, file, ref.specifier);
        const rule = target && importRule(file, target);
        if (rule) violations.push({ file, line: ref.line, rule, text: ref.specifier });
      }
      if (!file.includes('/db/migrations/')) {
        for (const f of findStateNumbers(source)) violations.push({ file, ...f, rule: 'bare-state-number' });
      }
    }
  }
  return violations.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

export function formatViolation(v: Violation): string {
  return `${v.file}:${v.line}: ${v.rule}: ${v.text}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = checkBoundaries(root);
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
