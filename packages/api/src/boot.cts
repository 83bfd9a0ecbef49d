// `npm start`'s entry: runs the bundled server (dist/server.cjs, made by bundle.mjs) from V8's
// code cache, so a start neither parses the bundle's 2.3 MB nor compiles again each function the
// start runs. The build makes the cache (bundle.mjs starts the new bundle once); a start that finds
// none, or one V8 refuses, runs without it and writes one beside the bundle if it can.
//
// Node 20 has no compile cache of its own (module.enableCompileCache is Node 22), and
// v8-compile-cache, which keeps one, hooks every require of the process for the one file that
// needs it. Hence these few lines. Like v8-compile-cache's scripts, the bundle runs with no
// import(): bundle.mjs makes its lazy parts chunks that it requires, and checks it.
import fs = require('node:fs');
import Module = require('node:module');
import path = require('node:path');
import vm = require('node:vm');

// V8 takes a cache made under the same flags only, and the server sets this one (v8-flags.ts)
// as it starts unless node was given it (as `npm start` does): set before the bundle is compiled,
// so the cache is made and read under it.
const V8_FLAG = '--no-allocation-site-pretenuring';
if (!process.execArgv.includes(V8_FLAG)) require('node:v8').setFlagsFromString(V8_FLAG);

const bundle = path.join(__dirname, 'server.cjs');
const cacheFile = path.join(__dirname, 'server.cjs.cache');
// V8 checks a cache against its source's length only, so the cache starts with the bundle's
// identity: its file (a build writes a new one and renames it in), size and time, taken from the
// file read.
const fd = fs.openSync(bundle, 'r');
const { ino, size, mtimeMs } = fs.fstatSync(fd);
// All ASCII (bundle.mjs writes every other character as its escape): read without decoding UTF-8.
const source = fs.readFileSync(fd, 'latin1');
fs.closeSync(fd);
const key = Buffer.from(`${ino}:${size}:${mtimeMs}\n`);

function readCache(): Buffer | undefined {
  try {
    const file = fs.readFileSync(cacheFile);
    if (file.subarray(0, key.length).equals(key)) return file.subarray(key.length);
  } catch {}
  return undefined;
}

const cachedData = readCache();
const script = new vm.Script(Module.wrap(source), {
  filename: bundle,
  cachedData,
});
const server = new Module(bundle, module);
server.filename = bundle;
server.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(__dirname);
// The bundle's lazy chunks require it for what they share with it: they find this module.
(Module as unknown as { _cache: Record<string, Module> })._cache[bundle] = server;
script.runInThisContext()(server.exports, Module.createRequire(bundle), server, bundle, __dirname);
server.loaded = true;

if (!cachedData || script.cachedDataRejected) {
  // Made once the start is done, so it holds every function the start compiled; written to a
  // temporary name and renamed, so a server starting meanwhile reads a whole cache or none.
  setTimeout(() => {
    const temporary = `${cacheFile}.${process.pid}`;
    try {
      fs.writeFileSync(temporary, Buffer.concat([key, script.createCachedData()]));
      fs.renameSync(temporary, cacheFile);
    } catch {
      // A read-only installation (or a full disk) starts without the cache.
      fs.rmSync(temporary, { force: true });
    }
  }, 2_000).unref();
}
