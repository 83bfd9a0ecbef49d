// The server as `npm start` runs it: dist/main.js (tsc's output, a file per module) bundled into
// dist/server.cjs, with a chunk per lazily loaded part (dist/server-*.cjs), which dist/boot.cjs
// runs from V8's code cache. Loading some 1,100 files was most of a start; one file read and
// compiled once (then taken from the cache) is a fraction of it (docs/performance.md, "Start").
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';
import { startServer } from '../../scripts/server-process.mjs';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));

/**
 * Left out of the bundle and required where they are at run time: native addons (their binaries
 * are found from their own directories) and a headless browser's driver, large and needed only by
 * a dynamic land source. Lazily loaded parts of the server (the website's renderer, migrations,
 * the passkeys' library) become chunks of their own.
 */
const external = [/^node:/, 'better-sqlite3', 'sharp', 'pg', 'pg-native', 'playwright-core'];

/**
 * CommonJS files of the bundled libraries that read files beside them (a package.json, a worker
 * script, Swagger UI's static files) name them from `__dirname`, which in the bundle would be
 * dist/: each file's own directory is put back, relative to dist/ so the tree can move.
 */
const ownDirname = {
  name: 'own-dirname',
  transform(code, id) {
    if (!id.includes('/node_modules/') || !/\b__(dirname|filename)\b/.test(code)) return null;
    const dir = JSON.stringify(relative(dist, dirname(id)));
    const file = JSON.stringify(relative(dist, id));
    return code
      .replace(/\b__dirname\b/g, `require("node:path").join(__dirname, ${dir})`)
      .replace(/\b__filename\b/g, `require("node:path").join(__dirname, ${file})`);
  },
};

// Written aside first, then moved in with the entry last: a server starting meanwhile (the tests
// start several) finds the previous bundle or the whole new one.
const aside = `${dist}.bundle-${process.pid}/`;
try {
  const { output } = await build({
    input: { server: `${dist}main.js` },
    platform: 'node',
    external,
    plugins: [ownDirname],
    logLevel: 'warn',
    output: {
      dir: aside,
      format: 'cjs',
      entryFileNames: '[name].cjs',
      chunkFileNames: 'server-[name]-[hash].cjs',
      // Without its whitespace and dead code, 3.4 -> 2.3 MB: less to read and 5 MB less resident
      // (V8 keeps the source). Names are kept, so a logged stack still says which function threw.
      minify: { mangle: false, compress: true, codegen: { removeWhitespace: true } },
      sourcemap: false,
    },
  });
  // dist/boot.cjs runs the bundle as a script, which has no import(): a library or module that
  // must be imported is required instead (sharp, the browser's driver) or bundled.
  for (const chunk of output)
    if (chunk.type === 'chunk' && chunk.dynamicImports.some((id) => !id.startsWith('server')))
      throw new Error(
        `${chunk.fileName} imports ${chunk.dynamicImports.join(', ')}: require it, or bundle it`,
      );
  const files = output.map((o) => o.fileName).sort((a, b) => (a === 'server.cjs') - (b === 'server.cjs'));
  for (const file of files) renameSync(`${aside}${file}`, `${dist}${file}`);
  for (const file of readdirSync(dist))
    if (/^server-.+\.cjs$/.test(file) && !files.includes(file)) rmSync(`${dist}${file}`);
} finally {
  rmSync(aside, { recursive: true, force: true });
}

// The code cache, made now rather than by the first start: the bundle started once on an empty
// SQLite database of its own, on loopback, as `npm start` runs it (the same V8 flags: V8 takes a
// cache made under other flags for none), until dist/boot.cjs has written it.
const cache = `${dist}server.cjs.cache`;
rmSync(cache, { force: true });
const server = await startServer({ main: `${dist}boot.cjs` });
try {
  for (let waited = 0; !existsSync(cache) && waited < 20_000; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  if (!existsSync(cache)) console.warn('The code cache was not made: the first start will make it.');
} finally {
  await server.stop();
}
