import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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

// the API server (apps/server); HZ_API overrides it, e.g. when that server runs on another port
const api = process.env.HZ_API || 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/files': { target: api, changeOrigin: false },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), precompress()],
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
