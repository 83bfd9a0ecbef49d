import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/admin/',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@land-office/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)) },
  },
  // The manifest (dist/.vite/manifest.json) lets `npm run bench` split the entry from lazy chunks.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
});
