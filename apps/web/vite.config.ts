import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// the API server (apps/server); HZ_API overrides it, e.g. when that server runs on another port
const api = process.env.HZ_API || 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/files': { target: api, changeOrigin: false },
};

export default defineConfig({
  plugins: [react()],
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the chunk graph the bundle budget test reads (src/bundle-budget.test.ts)
    manifest: true,
    // antd is large; screens are split into lazy chunks (see src/app/router.tsx)
    chunkSizeWarningLimit: 1600,
  },
});
