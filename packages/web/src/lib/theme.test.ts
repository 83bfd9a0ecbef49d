import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module, as a page load starts it, with the system's scheme given. */
async function loadTheme(systemDark: boolean) {
  vi.resetModules();
  const listeners: Array<() => void> = [];
  const query = {
    matches: systemDark,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  const theme = await import('./theme');
  const systemChanges = (dark: boolean) => {
    query.matches = dark;
    for (const listener of listeners) listener();
  };
  return { ...theme, systemChanges };
}

const dark = () => document.documentElement.classList.contains('dark');

describe('colour scheme', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.documentElement.className = '';
  });

  it("follows the system's scheme by default, also when it changes", async () => {
    const { startTheme, systemChanges } = await loadTheme(true);
    startTheme();
    expect(dark()).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe('dark');
    systemChanges(false);
    expect(dark()).toBe(false);
  });

  it('keeps a chosen scheme over the system, and remembers it for the next visit', async () => {
    const first = await loadTheme(true);
    first.startTheme();
    first.setTheme('light');
    expect(dark()).toBe(false);
    first.systemChanges(true);
    expect(dark()).toBe(false);

    const next = await loadTheme(false);
    next.startTheme();
    expect(dark()).toBe(false);
    next.setTheme('dark');
    const after = await loadTheme(false);
    after.startTheme();
    expect(dark()).toBe(true);
  });
});
