import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screens } from '../../app/routes';
import { setLanguage } from '../../i18n';
import { media as texts } from '../../i18n/en/media';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { mediaItem, mediaServer } from '../../test/media-server';
import { requests, sent } from '../../test/msw';
import { renderRoutes } from '../../test/render-routes';

const beach = mediaItem({
  id: 3,
  file_name: 'beach.jpg',
  mime: 'image/jpeg',
  width: 1600,
  height: 900,
  bytes: 84_200,
  alt_text: 'Sandy beach at dusk',
  variants: [
    { url: '/uploads/media/beach-320w.webp', width: 320, format: 'webp' },
    { url: '/uploads/media/beach-320w.avif', width: 320, format: 'avif' },
  ],
  used_by: [
    { resource: 'banner', id: 4, title: 'Summer', field: 'image_url', trashed: false },
    { resource: 'blog', id: 9, title: 'Island news', field: 'content', trashed: true },
  ],
});
const logo = mediaItem({ id: 2, file_name: 'logo.png', width: 300, height: 100, bytes: 5_000 });
const old = mediaItem({ id: 1, file_name: 'old-map.gif', mime: 'image/gif', width: 200, height: 200 });

const open = (path = '/admin/media') => renderRoutes([{ path: '/admin', children: screens }], path);
const card = async (name: string) => within(await screen.findByRole('listitem', { name }));
const shownNames = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'))
    .filter(Boolean);

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

describe('the media library', () => {
  it('shows each image as a card: its picture, name, format, size, and who uses it', async () => {
    mediaServer([beach, logo, old]);
    open();
    const shown = await card('beach.jpg');
    expect(shownNames()).toEqual(['beach.jpg', 'logo.png', 'old-map.gif']);
    const picture = shown.getByRole('img', { name: 'Sandy beach at dusk' });
    expect(picture).toHaveAttribute('src', '/uploads/media/beach-320w.webp');
    expect(picture.getAttribute('srcset')).toBe(
      '/uploads/media/beach-320w.webp 320w, /uploads/media/00000000000000000000000000000003.png 1600w',
    );
    expect(shown.getByText('JPEG · 1600 × 900 · 84.2 kB')).toBeInTheDocument();
    await userEvent.click(shown.getByText('Used by 2 records'));
    expect(shown.getByText('Banner “Summer”')).toBeVisible();
    expect(shown.getByText('Blog post “Island news” (in the trash)')).toBeVisible();
    expect((await card('logo.png')).getByText(texts.unused)).toBeInTheDocument();
  });

  it('searches by name or alt text, filters by type and by unused, and says when nothing matches', async () => {
    mediaServer([beach, logo, old]);
    const router = open();
    await card('beach.jpg');
    await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), 'dusk');
    await waitFor(() => expect(shownNames()).toEqual(['beach.jpg']));
    expect(requests().at(-1)?.query.get('q')).toBe('dusk');
    expect(router.state.location.search).toBe('?q=dusk');

    await userEvent.clear(screen.getByRole('searchbox', { name: texts.search }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.type }), 'GIF');
    await waitFor(() => expect(shownNames()).toEqual(['old-map.gif']));
    expect(requests().at(-1)?.query.get('type')).toBe('image/gif');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: texts.type }), texts.allTypes);
    await userEvent.click(screen.getByRole('checkbox', { name: texts.unusedOnly }));
    await waitFor(() => expect(shownNames()).toEqual(['logo.png', 'old-map.gif']));
    expect(requests().at(-1)?.query.get('unused')).toBe('1');

    await userEvent.type(screen.getByRole('searchbox', { name: texts.search }), 'nothing like it');
    expect(await screen.findByText(texts.noMatch)).toBeInTheDocument();
  });

  it('reads the next page when asked, after the last image shown', async () => {
    mediaServer([beach, logo, old], 2);
    open();
    await card('logo.png');
    expect(shownNames()).toEqual(['beach.jpg', 'logo.png']);
    await userEvent.click(screen.getByRole('button', { name: texts.loadMore }));
    await card('old-map.gif');
    expect(requests().at(-1)?.query.get('cursor')).toBe('2');
    expect(screen.queryByRole('button', { name: texts.loadMore })).not.toBeInTheDocument();
  });

  it('uploads every file dropped or chosen, one after another, with each one’s progress', async () => {
    mediaServer([logo]);
    open();
    await card('logo.png');
    const files = [
      new File([new Uint8Array(2048)], 'pier.png', { type: 'image/png' }),
      new File(['<svg/>'], 'icon.svg', { type: 'image/svg+xml' }),
    ];
    fireEvent.drop(screen.getByRole('region', { name: texts.drop.zone }), { dataTransfer: { files } });
    const progress = within(await screen.findByRole('list', { name: texts.upload.list }));
    expect(await progress.findByText('pier.png: uploaded')).toBeInTheDocument();
    expect(await progress.findByText(/^icon\.svg failed: Only image files are accepted/)).toBeInTheDocument();
    expect(progress.getByRole('progressbar', { name: 'pier.png' })).toHaveAttribute('value', '1');
    expect(await screen.findByRole('alert')).toHaveTextContent('1 of 2 uploads failed');
    await card('pier.png');
    const uploaded = sent('POST', '/admin/media').map(
      (form) => ((form as FormData).get('file') as File).name,
    );
    expect(uploaded).toEqual(['pier.png', 'icon.svg']);

    await userEvent.upload(screen.getByLabelText(texts.drop.choose), [
      new File([new Uint8Array(10)], 'a.png', { type: 'image/png' }),
      new File([new Uint8Array(10)], 'b.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('status')).toHaveTextContent('2 images uploaded');
    await card('b.png');
  });

  it('saves an image’s alt text, and keeps one that is too long from being sent', async () => {
    mediaServer([beach, logo]);
    open();
    const shown = await card('logo.png');
    const alt = shown.getByRole('textbox', { name: 'Alt text of logo.png' });
    await userEvent.type(alt, 'x'.repeat(501));
    await userEvent.click(shown.getByRole('button', { name: texts.saveAlt }));
    expect(await shown.findByText(texts.altTooLong)).toBeInTheDocument();
    expect(alt).toHaveAttribute('aria-invalid', 'true');
    expect(sent('PUT', '/admin/media/2')).toEqual([]);

    await userEvent.clear(alt);
    await userEvent.type(alt, 'Company logo');
    await userEvent.click(shown.getByRole('button', { name: texts.saveAlt }));
    expect(await screen.findByRole('status')).toHaveTextContent(texts.altSaved);
    expect(sent('PUT', '/admin/media/2')).toEqual([{ alt_text: 'Company logo' }]);
  });

  it('deletes an unused image after asking, and names the records that still use one', async () => {
    mediaServer([beach, logo]);
    open();
    await userEvent.click((await card('beach.jpg')).getByRole('button', { name: 'Delete beach.jpg' }));
    await answerConfirm(texts.deleteConfirm, true);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is still used by Banner “Summer”, Blog post “Island news” (in the trash). Change it there first.',
    );
    expect(shownNames()).toContain('beach.jpg');

    await userEvent.click((await card('logo.png')).getByRole('button', { name: 'Delete logo.png' }));
    await answerConfirm(texts.deleteConfirm, false);
    expect(requests().filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await userEvent.click((await card('logo.png')).getByRole('button', { name: 'Delete logo.png' }));
    await answerConfirm(texts.deleteConfirm, true);
    expect(await screen.findByRole('status')).toHaveTextContent(texts.deleted);
    await waitFor(() => expect(shownNames()).toEqual(['beach.jpg']));
  });

  it('is all Portuguese in Portuguese', async () => {
    setLanguage('pt-BR');
    mediaServer([beach, logo]);
    open();
    await card('beach.jpg');
    expect(screen.getByText('Buscar por nome ou texto alternativo')).toBeInTheDocument();
    expect(englishLeft()).toEqual([]);
  });
});
