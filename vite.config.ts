import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { captureProxyPlugin } from './src/proxy/captureProxy.ts';

export default defineConfig({
  // The capture proxy lets live capture reach endpoints that send no CORS headers (issue #6).
  plugins: [react(), captureProxyPlugin()],
  // The trace worker (src/worker/) imports core as ES modules.
  worker: { format: 'es' },
  build: { target: 'es2022' },
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
});
