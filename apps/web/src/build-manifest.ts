/**
 * The production build's chunk graph (`dist/.vite/manifest.json`), read by the tests that check what a
 * page loads before it runs (bundle-budget.test.ts, public-first-load.test.ts). `npm test` builds first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Chunk {
  file: string;
  /** The chunk's name (a code-splitting group's, vite.config.ts). */
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, Chunk>;

export const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifestFile = path.join(dist, '.vite/manifest.json');

export function readManifest(): Manifest {
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: run \`npm run build\` first (npm test does)`);
  }
  return JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
}

/** The manifest keys `roots` load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const r of roots) visit(r);
  return [...seen];
}

/** The JavaScript files of those keys. */
export function scriptFiles(manifest: Manifest, keys: string[]): string[] {
  return keys.map((k) => (manifest[k] as Chunk).file).filter((f) => f.endsWith('.js'));
}
