// Proves that the import boundaries in biome.boundaries.jsonc refuse what they should: lints the
// fixtures in scripts/test-fixtures/boundaries (laid out as the repository is) with the
// repository's Biome configuration, in a scratch folder, and checks every line marked
// `// refused: <rule> "<words>"` is refused by that rule with those words, that no other import is
// refused, and that Biome fails the lint on them and passes the files with none. Run by `npm run lint`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const fixtures = join(root, 'scripts/test-fixtures/boundaries');
const biome = join(root, 'node_modules/.bin/biome');
const RULES = {
  noRestrictedImports: 'lint/style/noRestrictedImports',
  noImportCycles: 'lint/suspicious/noImportCycles',
};

/** Each fixture file's refusals as `line → [{ category, words }]`. */
function expectations(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(dir, join(e.parentPath, e.name)));
  return new Map(
    files.map((file) => {
      const refused = new Map();
      readFileSync(join(dir, file), 'utf8')
        .split('\n')
        .forEach((text, i) => {
          const mark = text.match(/\/\/ refused: (.*)$/);
          if (!mark) return;
          const wanted = [...mark[1].matchAll(/(\w+) "([^"]+)"/g)].map(([, rule, words]) => ({
            category: RULES[rule] ?? rule,
            words,
          }));
          refused.set(i + 1, wanted);
        });
      return [file, refused];
    }),
  );
}

function lint(cwd, paths) {
  const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', ...paths], {
    cwd,
    encoding: 'utf8',
  });
  if (!run.stdout) throw new Error(`biome did not run: ${run.stderr || run.error}`);
  return { status: run.status, diagnostics: JSON.parse(run.stdout).diagnostics };
}

const work = mkdtempSync(join(tmpdir(), 'boundaries-'));
const problems = [];
let refusedCount = 0;
try {
  cpSync(fixtures, work, { recursive: true });
  for (const config of ['biome.json', 'biome.boundaries.jsonc'])
    copyFileSync(join(root, config), join(work, config));
  const expected = expectations(work);

  const all = lint(work, ['.']);
  const boundary = all.diagnostics.filter((d) => Object.values(RULES).includes(d.category));
  for (const [file, refused] of expected) {
    const found = boundary.filter((d) => d.location.path === file);
    for (const [line, wanted] of refused) {
      for (const { category, words } of wanted) {
        const hit = found.some(
          (d) => d.location.start.line === line && d.category === category && d.message.includes(words),
        );
        if (hit) refusedCount++;
        else problems.push(`${file}:${line} was not refused by ${category} ("${words}")`);
      }
    }
    for (const d of found.filter((d) => !refused.has(d.location.start.line)))
      problems.push(`${file}:${d.location.start.line} was refused but is allowed: ${d.message}`);
  }
  if (all.status === 0) problems.push('biome lint passed the forbidden imports (exit 0)');

  const clean = [...expected].filter(([, refused]) => refused.size === 0).map(([file]) => file);
  const passes = lint(work, clean);
  if (passes.status !== 0) {
    const why = passes.diagnostics.map((d) => `${d.location.path}:${d.location.start.line} ${d.message}`);
    problems.push(
      `biome lint fails the fixtures without a forbidden import: ${why.join('; ') || passes.status}`,
    );
  }

  if (problems.length) {
    console.error(
      `Import boundaries are not enforced as docs/boundaries.md says:\n  ${problems.join('\n  ')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `Import boundaries: ${refusedCount} refusals as expected; ${clean.length} fixtures without a forbidden import pass.`,
    );
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
