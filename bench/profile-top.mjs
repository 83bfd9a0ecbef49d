// Where a CPU profile (`npm run bench -- --profile`) spent its time: self time per package (or
// own source file) and the hottest functions. Usage: node bench/profile-top.mjs <file.cpuprofile> [n]
import { readFileSync } from 'node:fs';

const [file, n = '20'] = process.argv.slice(2);
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const byPlace = new Map();
const byFunction = new Map();
let total = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  const { url, functionName, lineNumber } = nodes.get(id).callFrame;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  const place =
    pkg ?? (url ? url.replace(/^file:\/\/.*?\/packages\//, 'packages/') : `(${functionName || 'native'})`);
  const fn = `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
  byPlace.set(place, (byPlace.get(place) ?? 0) + us);
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  total += us;
});
const top = (map) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(n))
    .map(
      ([k, us]) =>
        `${(us / 1000).toFixed(0).padStart(7)} ms ${((us / total) * 100).toFixed(1).padStart(5)}%  ${k}`,
    )
    .join('\n');
process.stdout.write(
  `total ${(total / 1000).toFixed(0)} ms\n\nby place\n${top(byPlace)}\n\nby function\n${top(byFunction)}\n`,
);
