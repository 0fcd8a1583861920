import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes `.br` and `.gz` beside every text asset of the build, so that the API server (which serves
 * dist with @fastify/static `preCompressed`) sends compressed files without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'hz-precompress',
    apply: 'build',
    configResolved: (c) => {
      // the server-side render's bundle is read by the server from disk, never sent
      outDir = c.build.ssr ? '' : path.resolve(c.root, c.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => {
          const p = path.join(dir, f);
          return statSync(p).isDirectory() ? walk(p) : [p];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
        const raw = readFileSync(file);
        if (raw.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }));
        const br = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length };
        writeFileSync(`${file}.br`, brotliCompressSync(raw, { params: br }));
      }
    },
  };
}

/**
 * antd's pre-generated style sheet (`antd/dist/antd.css`, imported first in main.tsx; decision 031) as a
 * file of its own, linked from index.html before the app's style sheet (`id="antd-css"`), instead of
 * inside the entry's CSS: the SPA shell keeps it render-blocking, while a server-rendered page inlines the
 * rules of the antd components it shows and loads this file without blocking its first paint (the
 * server's render, src/entry-server.tsx; decision 041). The development server keeps the plain import.
 */
function antdStylesheet(): Plugin {
  const file = createRequire(import.meta.url).resolve('antd/dist/antd.css');
  let source: Buffer | undefined;
  let fileName = '';
  let client = false;
  return {
    name: 'hz-antd-stylesheet',
    apply: 'build',
    enforce: 'pre',
    configResolved: (c) => {
      client = !c.build.ssr;
      if (!client) return;
      source = readFileSync(file);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      fileName = `assets/antd-${hash.replace(/[-_]/g, '0')}.css`;
    },
    load(id) {
      // the import in main.tsx adds nothing to the entry's CSS: the file is linked on its own
      if (client && id.split('?')[0] === file) return '';
      return undefined;
    },
    generateBundle() {
      if (client && source) this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        if (!client) return html;
        const first = html.indexOf('<link rel="stylesheet"');
        if (first < 0) throw new Error('hz-antd-stylesheet: the built index.html links no style sheet');
        // first, so that every other rule (ours) comes after antd's in the cascade
        return `${html.slice(0, first)}<link rel="stylesheet" crossorigin href="/${fileName}" id="antd-css">\n    ${html.slice(first)}`;
      },
    },
  };
}

/**
 * `@rc-component/tree` marked free of side effects (its package.json does not say so; its modules only
 * define components and functions). antd's Cascader needs two of its functions (`conductCheck`,
 * `convertDataToEntities`), imported through the package's index, which imports the Tree component: the
 * list pages' city picker loaded all of it (~11 KB gzipped, a chunk shared with Table and TreeSelect).
 * Free of side effects, the index's unused imports are dropped and the Cascader gets only those functions.
 */
function rcTreeSideEffectFree(): Plugin {
  return {
    name: 'hz-rc-tree-side-effect-free',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]@rc-component[\\/]tree[\\/]es[\\/]/ },
      handler: (code) => ({ code, moduleSideEffects: false }),
    },
  };
}

// the API server (apps/server); HZ_API overrides it, e.g. when that server runs on another port
const api = process.env.HZ_API || 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/files': { target: api, changeOrigin: false },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), antdStylesheet(), rcTreeSideEffectFree(), precompress()],
  server: { proxy },
  preview: { proxy },
  // the server-side render (src/entry-server.tsx, decision 041): one file with its libraries inside, so
  // that Node loads it without resolving the browser-oriented packages (antd's CSS, dayjs locales)
  ssr: { noExternal: true },
  // the libraries' production builds on the server too, whatever NODE_ENV the server runs with: the same
  // markup as the browser's (antd marks its class names in development) and React's faster build
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, ssr: 'src/entry-server.tsx', copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // dist/.vite/manifest.json: the chunk graph the bundle budget test reads (src/bundle-budget.test.ts)
        manifest: true,
        // antd is large; screens are split into lazy chunks (see src/app/router.tsx)
        chunkSizeWarningLimit: 1600,
      },
}));
