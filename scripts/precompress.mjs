/**
 * The web build's compressed copies: a `.br` (quality 11) and a `.gz` (level 9) beside every text asset of
 * `apps/web/dist` over 1 KiB, so that the server (@fastify/static `preCompressed`) sends compressed files
 * without compressing per request; a file without its copies is sent as it is.
 *
 * `vite build` writes them at the end of the client build (apps/web/vite.config.ts, the `hz-precompress`
 * plugin, which calls `precompressDir`), unless HZ_START_BUILD=1: `npm start`'s first build defers
 * them (brotli at 11 is several seconds of CPU over ~5 MB of JavaScript) and runs this script once the
 * server listens, at a low priority (scripts/start.mjs). Each copy is written under a temporary name and
 * renamed, so that a pass cut short leaves no half file; the next start finds no `.precompressed` marker
 * and finishes the pass (files that have both copies are skipped).
 *
 *   node scripts/precompress.mjs [DIR]   (default apps/web/dist)
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Written once every copy is there. */
export const MARKER = '.precompressed';

const walk = (dir) =>
  fs.readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    return fs.statSync(p).isDirectory() ? walk(p) : [p];
  });

function writeAtomic(file, bytes) {
  const tmp = `${file}.tmp-${process.pid}`;
  fs.writeFileSync(tmp, bytes);
  fs.renameSync(tmp, file);
}

/** Writes the missing copies (all of them with `all`), then the marker; the number of files compressed. */
export function precompressDir(outDir, { all = false } = {}) {
  let n = 0;
  for (const file of walk(outDir)) {
    if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    if (!all && fs.existsSync(`${file}.br`) && fs.existsSync(`${file}.gz`)) continue;
    const raw = fs.readFileSync(file);
    if (raw.length < 1024) continue;
    writeAtomic(`${file}.gz`, gzipSync(raw, { level: 9 }));
    const br = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
    writeAtomic(`${file}.br`, brotliCompressSync(raw, { params: br }));
    n += 1;
  }
  fs.writeFileSync(path.join(outDir, MARKER), '');
  return n;
}

// run as a script
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'apps/web/dist'));
  const started = performance.now();
  const n = precompressDir(dir);
  const s = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`web build: ${n} files compressed (brotli, gzip) in ${s} s`);
}
