import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialJsSize } from './vite/initial-js-size.ts';

/** The API the dev server proxies to (npm start's address by default). */
const apiUrl = process.env.PORTAL_API_URL ?? 'http://127.0.0.1:8080';
const apiPaths = ['/web', '/.well-known', '/__portal', '/healthz'];

export default defineConfig({
  plugins: [react(), initialJsSize()],
  resolve: {
    // The SDK compiles from packages/client/src: no build of its dist needed, and its source is tree-shaken with the app.
    conditions: ['@partner-portal/source', 'module', 'browser', 'development|production'],
  },
  server: {
    proxy: Object.fromEntries(apiPaths.map((path) => [path, { target: apiUrl, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The budget that matters is the initial JS (initialJsSize fails the build above it), not one chunk's raw size.
    chunkSizeWarningLimit: 1024,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
});
