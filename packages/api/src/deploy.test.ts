import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The example image (deploy/Dockerfile) cannot be built where the tests run (no Docker engine):
// what can go wrong in it without a build is checked here.
const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const dockerfile = read('deploy/Dockerfile');
const { workspaces, engines } = JSON.parse(read('package.json')) as {
  workspaces: string[];
  engines: { node: string };
};

describe('the example image', () => {
  it("copies every workspace's package.json before npm ci, so the install is the whole project's", () => {
    const install = dockerfile.indexOf('RUN npm ci');
    expect(workspaces.length).toBeGreaterThan(0);
    for (const workspace of workspaces) {
      const copy = dockerfile.indexOf(`COPY ${workspace}/package.json ${workspace}/`);
      expect(copy, `${workspace}/package.json`).toBeGreaterThan(-1);
      expect(copy, `${workspace}/package.json before npm ci`).toBeLessThan(install);
    }
  });

  it('is built on a Node line package.json supports, and runs npm start (one place for the runtime settings)', () => {
    const base = /^FROM node:(\d+)-/m.exec(dockerfile)?.[1];
    expect(base).toBeDefined();
    expect(engines.node.split('||').map((range) => /\d+/.exec(range)?.[0])).toContain(base);
    expect(dockerfile).toMatch(/^CMD \["npm", "start"\]$/m);
    expect(dockerfile).not.toMatch(/GLIBC_TUNABLES|--max-semi-space-size/);
  });
});
