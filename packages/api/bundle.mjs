// The server as `npm start` runs it: dist/main.js (tsc's output, a file per module) bundled into
// dist/server.cjs, with a chunk per part loaded late with import() (dist/server-*.cjs), which
// dist/start.js requires with Node's compile cache on. Loading some 1,100 files is most of a start
// even from the compile cache: on Node 26, 805 ms to healthy against 466 bundled (docs/performance.md).
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));

/**
 * Left out of the bundle and loaded where they are at run time: native addons (their binaries
 * are found from their own directories) and a headless browser's driver, large and needed only by
 * a dynamic land source. Parts of the server loaded late (the website's renderer, migrations,
 * the passkeys' library, cheerio…) become chunks of their own.
 */
const external = [/^node:/, 'better-sqlite3', 'sharp', 'pg-native', 'playwright-core'];

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

/**
 * React picks its build by NODE_ENV as it loads; the server runs as production (src/production.ts)
 * and the bundle is what `npm start` runs, so React's development builds (half the website's
 * renderer chunk) are left out.
 */
const reactProduction = {
  name: 'react-production',
  transform(code, id) {
    if (!/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return null;
    return code.replace(/\bprocess\.env\.NODE_ENV\b/g, '"production"');
  },
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: the range is every non-ASCII code unit
const NON_ASCII = /[^\x00-\x7f]/g;
/** `\uXXXX` of one UTF-16 code unit: a character beyond them comes as its two surrogates. */
const unicodeEscape = (unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`;

// Written aside first, then moved in with the entry last: a server starting meanwhile (the tests
// start several) finds the previous bundle or the whole new one.
const aside = `${dist}.bundle-${process.pid}/`;
try {
  const { output } = await build({
    input: { server: `${dist}main.js` },
    platform: 'node',
    external,
    plugins: [ownDirname, reactProduction],
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
  // Every character outside ASCII written as its escape (there are some 7,000, in strings and
  // regular expressions): V8 holds a script's source as long as the script lives, in one byte a
  // character when it is all Latin-1 and two otherwise (2.3 MB more for this bundle).
  for (const chunk of output) {
    const file = `${aside}${chunk.fileName}`;
    const code = readFileSync(file, 'utf8');
    // A backslash before one (an identity escape) would turn its escape into text.
    if (new RegExp(`\\\\${NON_ASCII.source}`).test(code))
      throw new Error(`${chunk.fileName}: a backslash before a non-ASCII character`);
    writeFileSync(file, code.replace(NON_ASCII, unicodeEscape));
  }
  const files = output.map((o) => o.fileName).sort((a, b) => (a === 'server.cjs') - (b === 'server.cjs'));
  for (const file of files) renameSync(`${aside}${file}`, `${dist}${file}`);
  for (const file of readdirSync(dist))
    if (/^server-.+\.cjs$/.test(file) && !files.includes(file)) rmSync(`${dist}${file}`);
} finally {
  rmSync(aside, { recursive: true, force: true });
}
