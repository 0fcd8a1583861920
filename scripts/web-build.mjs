/**
 * `npm start`'s web build (issue 34 point 5): builds `apps/web` (client and server-rendering bundles) only
 * when its inputs changed since the last build that this script made. The stamp
 * (`apps/web/dist/.build-stamp`) is a SHA-256 over the web app's sources, the contract's sources (the web
 * imports them), the lock file, the configuration files and Node's version; `vite build` empties `dist`, so a
 * build made any other way leaves no stamp and the next start builds again. `--force` always builds
 * (`npm run build`); `--check` only says whether a build is due (exit 1) or not (exit 0).
 *
 * Plain Node (no tsx): it runs on every start, and must cost well under a second when nothing changed.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
const stampFile = path.join(web, 'dist/.build-stamp');
const outputs = [path.join(web, 'dist/index.html'), path.join(web, 'dist-ssr/entry-server.js')];

/** Files under the inputs, sorted, so the hash does not depend on the directory order. */
export function filesUnder(p) {
  if (!fs.existsSync(p)) return [];
  if (fs.statSync(p).isFile()) return [p];
  return fs
    .readdirSync(p, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== 'e2e' && !e.name.startsWith('.'))
    .flatMap((e) => filesUnder(path.join(p, e.name)))
    .sort();
}

export function webInputsHash() {
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'packages/contract/src',
    'packages/contract/package.json',
    'package-lock.json',
    'tsconfig.base.json',
  ].flatMap((p) => filesUnder(path.join(root, p)));
  const h = crypto.createHash('sha256');
  // not NODE_ENV: the build is the same whatever the shell exports (apps/web/vite.config.ts)
  h.update(`node ${process.version}\n`);
  for (const f of inputs) {
    h.update(`${path.relative(root, f)}\n`);
    h.update(fs.readFileSync(f));
  }
  return h.digest('hex');
}

/** Whether `dist` holds a build of these sources (the stamp matches and the outputs are there), and the hash. */
export function webBuildState() {
  const hash = webInputsHash();
  const stamp = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8').trim() : '';
  return { hash, fresh: stamp === hash && outputs.every((f) => fs.existsSync(f)) };
}

/** Builds the web app (`npm run build -w apps/web`) and stamps it; the exit status of the build. */
export function buildWeb(hash) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) return r.status ?? 1;
  fs.writeFileSync(stampFile, `${hash}\n`);
  return 0;
}

// run as a script (not imported by scripts/start.mjs)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const force = process.argv.includes('--force');
  const { hash, fresh } = webBuildState();
  // `--check`: exit 0 when up to date, 1 when a build is due (nothing built)
  if (process.argv.includes('--check')) {
    if (fresh)
      console.log(`web build up to date (sources unchanged, ${Math.round(performance.now() - started)} ms)`);
    process.exit(fresh ? 0 : 1);
  }
  if (!force && fresh) {
    console.log(
      `web build up to date (sources unchanged, ${Math.round(performance.now() - started)} ms); npm run build rebuilds it`,
    );
    process.exit(0);
  }
  process.exit(buildWeb(hash));
}
