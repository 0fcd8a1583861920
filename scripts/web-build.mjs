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
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
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

const viteBin = path.join(
  path.dirname(createRequire(path.join(web, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);
/** `vite build` with these arguments in apps/web; its exit status. */
const vite = (args, env) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [viteBin, 'build', ...args], { cwd: web, stdio: 'inherit', env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/**
 * Builds the web app and stamps it; the exit status. The client build and the server-rendering build (what
 * `npm run build -w apps/web` runs one after the other) run side by side: they write different folders and
 * read nothing of each other's, and on two cores the pair takes about the longer one's time. With
 * `forStart` (`npm start`) the client build writes no `.br`/`.gz` copies (scripts/precompress.mjs writes
 * them once the server listens) and reports no compressed sizes, and both print only warnings and errors.
 */
export async function buildWeb(hash, { forStart = false } = {}) {
  const env = forStart ? { ...process.env, HZ_START_BUILD: '1' } : process.env;
  const quiet = forStart ? ['--logLevel', 'warn'] : [];
  const [client, ssr] = await Promise.all([
    vite(quiet, env),
    vite([...quiet, '--ssr', 'src/entry-server.tsx'], env),
  ]);
  if (client || ssr) return client || ssr;
  fs.writeFileSync(stampFile, `${hash}\n`);
  return 0;
}

// run as a script (scripts/start.mjs imports the functions above)
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
  process.exit(await buildWeb(hash));
}
