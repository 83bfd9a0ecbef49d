import { describe, expect, it } from 'vitest';
import { runtimeWarning } from './runtime.js';

describe('runtime warning', () => {
  it('warns on Node.js 20 (end of life) and older, naming the supported lines', () => {
    expect(runtimeWarning('20.20.2')).toBe(
      'Node.js 20.20.2 is end of life and gets no security releases: run Land Office on Node.js 22, 24, 26',
    );
    expect(runtimeWarning('18.20.0')).toMatch(/^Node\.js 18\.20\.0 is end of life/);
  });

  it('says nothing on a maintained line or a newer one', () => {
    for (const version of ['22.23.5', '24.22.3', '26.12.1', '27.0.0'])
      expect(runtimeWarning(version)).toBeUndefined();
  });
});
