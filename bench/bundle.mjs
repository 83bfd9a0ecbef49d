// The admin's first load, read from the Vite build manifest: the entry chunk and everything it
// imports statically is what a browser fetches before the first screen; the rest (each screen,
// the rich-text editor) is fetched on navigation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** A class name only Quill's code and stylesheet hold: its presence marks the editor. */
const QUILL_MARK = 'ql-editor';

export function analyseBundle(webDist) {
  const manifest = JSON.parse(readFileSync(join(webDist, '.vite/manifest.json'), 'utf8'));
  const gz = (file) => {
    const bytes = readFileSync(join(webDist, file));
    return { bytes: bytes.length, gzip: gzipSync(bytes).length, text: bytes.toString('utf8') };
  };

  const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
  const firstLoad = new Set();
  const visit = (key) => {
    if (firstLoad.has(key)) return;
    firstLoad.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  for (const key of entryKeys) visit(key);

  const sum = (keys, kind) => {
    const files = new Set();
    for (const key of keys) {
      const chunk = manifest[key];
      if (kind === 'js' && chunk.file.endsWith('.js')) files.add(chunk.file);
      if (kind === 'css') for (const css of chunk.css ?? []) files.add(css);
    }
    let gzip = 0;
    let quill = false;
    for (const file of files) {
      const f = gz(file);
      gzip += f.gzip;
      if (f.text.includes(QUILL_MARK)) quill = true;
    }
    return { files: [...files].sort(), gzip, quill };
  };

  const lazyKeys = Object.keys(manifest).filter((k) => !firstLoad.has(k));
  const entry = { js: sum(firstLoad, 'js'), css: sum(firstLoad, 'css') };
  const lazy = { js: sum(lazyKeys, 'js'), css: sum(lazyKeys, 'css') };
  // Every screen module (features/*/…-page.tsx) should be its own chunk, loaded on navigation.
  const pages = Object.keys(manifest).filter((k) => /src\/features\/.+-page\.tsx$/.test(k));
  const lazyPages = pages.filter((k) => manifest[k].isDynamicEntry && !firstLoad.has(k));
  return {
    entry: { jsGzip: entry.js.gzip, cssGzip: entry.css.gzip, files: [...entry.js.files, ...entry.css.files] },
    lazy: { jsGzip: lazy.js.gzip, cssGzip: lazy.css.gzip, chunks: lazy.js.files.length },
    quillInEntry: entry.js.quill || entry.css.quill,
    quillInLazy: lazy.js.quill,
    screens: {
      pages: pages.length,
      lazy: lazyPages.length,
      eager: pages.filter((k) => !lazyPages.includes(k)),
    },
  };
}
