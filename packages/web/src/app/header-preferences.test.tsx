import { type Me, pageType } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { session } from '../lib/session';
import { testAdmin } from '../test/admins';
import { contentServer } from '../test/content-server';
import { on, serve } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { routes } from './routes';

function open(path: string) {
  const admin = testAdmin();
  session.set({ token: 'tok', admin });
  serve(on.get<Me>('/admin/auth/me', () => ({ admin, site: { timezone: 'UTC', url: null, served: true } })));
  contentServer(pageType, []);
  return renderRoutes(routes, path);
}

afterEach(() => {
  session.clear();
  setLanguage('en');
});

// Issue "Review findings" §8: the header's two selects say what they are.
describe("the header's language and theme", () => {
  it('are named Language and Theme, each shown with its icon and its name as a tooltip', async () => {
    open('/admin/pages');
    const header = within(await screen.findByRole('banner'));
    const language = header.getByRole('combobox', { name: 'Language' });
    const theme = header.getByRole('combobox', { name: 'Theme' });
    for (const [select, name] of [
      [language, 'Language'],
      [theme, 'Theme'],
    ] as const) {
      expect(select).toHaveAttribute('title', name);
      expect(select.parentElement?.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
    expect(
      within(theme)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Light', 'Dark', 'System']);
  });

  it('are named Idioma and Tema in Portuguese', async () => {
    setLanguage('pt-BR');
    open('/admin/pages');
    const header = within(await screen.findByRole('banner'));
    expect(header.getByRole('combobox', { name: 'Idioma' })).toBeInTheDocument();
    expect(header.getByRole('combobox', { name: 'Tema' })).toBeInTheDocument();
  });
});
