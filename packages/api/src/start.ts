// The server as `npm start` and the tests' server processes run it: the bundle of main.ts
// (dist/server.cjs, made by bundle.mjs), its compiled code kept by Node's own compile cache so
// the next start skips compiling it (Node >= 22.1; where it is missing, the start compiles).
import module from 'node:module';

module.enableCompileCache?.();
module.createRequire(import.meta.url)('./server.cjs');
