import { createRequire } from 'node:module';

// V8 "pretenures" an allocation site once many of its objects outlive a young-generation GC: from
// then on they are born in the old generation. A burst of writes (seeding, an import) makes
// Fastify's and Node's per-request objects look long-lived, and afterwards every request's
// objects land in the old generation for good: scavenges grow from 0.5 to 16 ms, a full GC runs
// every 3 s, and cached reads halve (measured: 3 runs in 4 fell into it after the benchmark's
// seeding; 12-13k against 17-25k req/s on one core, p99 at 10 connections 8-14 ms against 1 ms).
// A request's objects never outlive it, so the server is better off without it. Imported first
// by main.ts, before the server makes anything. `npm start` gives it on node's command line
// (package.json), which spares loading node:v8 as the server starts.
const V8_FLAG = '--no-allocation-site-pretenuring';
if (!process.execArgv.includes(V8_FLAG))
  createRequire(import.meta.url)('node:v8').setFlagsFromString(V8_FLAG);
