import { bannerType } from '@land-office/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../lib/session';
import { testAdmin } from '../test/admins';
import { contentServer } from '../test/content-server';
import { mediaItem, mediaServer } from '../test/media-server';
import { sent } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { ContentTypeFormPage } from './content-type-form';

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

describe('a declared image field in the generic form', () => {
  it('takes an image chosen from the library, and saves its path', async () => {
    const server = contentServer(bannerType, []);
    mediaServer([mediaItem({ id: 4, file_name: 'pier.png', alt_text: 'The pier' })]);
    renderRoutes(
      [
        { path: '/admin/banner/new', element: <ContentTypeFormPage type={bannerType} /> },
        { path: '/admin/banner', element: <p>the list</p> },
      ],
      '/admin/banner/new',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Choose from library (Image)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose The pier' }));
    const url = '/uploads/media/00000000000000000000000000000004.png';
    expect(screen.getByRole('textbox', { name: /^Image/ })).toHaveValue(url);
    await userEvent.click(screen.getByRole('button', { name: /^Save|^Create/ }));
    await waitFor(() => expect(sent('POST', '/banner/admin')).toHaveLength(1));
    expect(sent('POST', '/banner/admin')[0]).toMatchObject({ image_url: url });
    expect(server.rows[0]?.image_url).toBe(url);
  });
});
