import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/**
 * Every text file of the build also as `.br` (best quality) and `.gz`, written once here so the
 * server sends them as they are (`preCompressed`) instead of compressing per request or not at
 * all. Files under 1 KB gain nothing and are left alone.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'land-office-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const path = join(outDir, file);
            const body = await readFile(path);
            if (body.length < 1024) return;
            const params = {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            };
            await writeFile(`${path}.br`, await brotli(body, { params }));
            await writeFile(`${path}.gz`, await gzipped(body, { level: 9 }));
          }),
      );
    },
  };
}

/**
 * React Router's production build in the bundle: the same code as its development build without
 * the development warnings. Its package exports only the development build (until its export map
 * names both), so the build resolves `react-router` to the other by path; the dev server keeps the
 * warnings.
 */
function reactRouterProduction(): Plugin {
  const production = fileURLToPath(
    import.meta.resolve('react-router').replace('/development/', '/production/'),
  );
  return {
    name: 'land-office-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === 'react-router' ? production : null),
  };
}

/**
 * The sign-in screen's chunks and its English texts fetched with the entry (`<link
 * rel="modulepreload">`): every session starts there (a visit without one is sent to it), and
 * otherwise they are asked for only once the entry has run and the router has matched, then once
 * the screen asks for its texts: two round trips later. A signed-in visit finds them in the
 * browser's cache (immutable assets).
 */
function preloadSignIn(): Plugin {
  const screen = 'src/features/auth/login-page.tsx';
  const texts = 'src/i18n/en/auth.ts';
  return {
    name: 'land-office-preload-sign-in',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((out) => out.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const files = new Set<string>();
        const visit = (file: string) => {
          const chunk = byFile.get(file);
          if (!chunk || chunk.isEntry || files.has(file)) return;
          files.add(file);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const module of [screen, texts]) {
          const chunk = chunks.find((out) => out.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`no chunk for ${module}`);
          visit(chunk.fileName);
        }
        return [...files]
          .filter((file) => !html.includes(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/admin/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig({
  base: '/admin/',
  plugins: [reactRouterProduction(), react(), tailwindcss(), preloadSignIn(), precompress()],
  resolve: {
    alias: {
      '@land-office/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)),
      // The longer name first: an alias also takes the names below it.
      '@land-office/client/refusals': fileURLToPath(new URL('../client/src/refusals.ts', import.meta.url)),
      '@land-office/client': fileURLToPath(new URL('../client/src/index.ts', import.meta.url)),
    },
  },
  // The manifest (dist/.vite/manifest.json) lets `npm run bench` split the entry from lazy chunks.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    manifest: true,
    // Every module the first screen needs in the entry chunk: one file compresses better than the
    // several shared chunks the automatic splitting makes of them (react, query, the contract…).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' } },
});
