import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import type { Calls } from './context.js';
import { imageForm } from './images.js';

/** The site, header and available-land settings: the owner saves them, the public reads them. */
export const settingsCalls: Calls = async ({ owner, anonymous }) => {
  await unwrap(
    owner.PUT('/api/site-settings/admin', {
      body: {
        site_title: 'Bayside Land',
        contact_email: 'office@example.com',
        default_theme: 'dark',
        site_language: 'pt-BR',
      },
    }),
  );
  expect((await unwrap(owner.GET('/api/site-settings/admin'))).site_title).toBe('Bayside Land');
  expect((await unwrap(anonymous.GET('/api/site-settings'))).site_title).toBe('Bayside Land');
  expect((await unwrap(anonymous.GET('/api/site-settings/'))).default_theme).toBe('dark');
  expect((await unwrap(anonymous.GET('/api/site-settings'))).site_language).toBe('pt-BR');

  const { logo_url } = await unwrap(
    owner.POST('/api/header-settings/admin/upload-logo', { body: await imageForm('logo', '#135') }),
  );
  await unwrap(
    owner.PUT('/api/header-settings/admin', { body: { logo_light_url: logo_url, site_name: 'Bayside' } }),
  );
  expect((await unwrap(owner.GET('/api/header-settings/admin'))).logo_light_url).toBe(logo_url);
  expect((await unwrap(anonymous.GET('/api/header-settings'))).site_name).toBe('Bayside');
  await unwrap(
    owner.PUT('/api/header-settings/admin/button', {
      body: { text: 'Rent now', url: '/available-land', color_light: '#0a7', is_active: true },
    }),
  );
  expect((await unwrap(owner.GET('/api/header-settings/admin/button'))).text).toBe('Rent now');
  expect((await unwrap(anonymous.GET('/api/header-settings/button'))).text).toBe('Rent now');

  await unwrap(
    owner.PUT('/api/available-land-settings', {
      body: { page_title: 'Land for rent', default_view: 'list' },
    }),
  );
  expect((await unwrap(owner.GET('/api/available-land-settings/admin'))).default_view).toBe('list');
  expect((await unwrap(anonymous.GET('/api/available-land-settings'))).page_title).toBe('Land for rent');
};
