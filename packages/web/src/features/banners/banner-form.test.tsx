import { type Banner, bannerMessages } from '@land-office/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { englishLeft } from '../../test/english-left';
import { fakeContentApi, renderRoutes } from '../../test/fake-content-api';
import BannerFormPage from './banner-form-page';

const banner = (fields: Partial<Banner> & { id: number }): Banner => ({
  title: 'Summer',
  image_url: '/uploads/banner/old.png',
  alt_text: '',
  link_url: null,
  is_external: false,
  is_active: true,
  order_pos: 0,
  active_from: null,
  active_until: null,
  ...fields,
});

let uploads = 0;
const open = (path: string, banners: Banner[] = [], uploadFails = false) => {
  uploads = 0;
  const api = fakeContentApi('banner', banners, (method, url) => {
    if (method === 'POST' && url === '/api/upload/banner') {
      uploads += 1;
      return uploadFails
        ? new Response(JSON.stringify({ error: 'nope', code: 'unsupported_type' }), { status: 415 })
        : new Response(
            JSON.stringify({ filePath: `/uploads/banner/new${uploads}.png`, filename: `new${uploads}.png` }),
          );
    }
    if (method === 'DELETE' && url.startsWith('/api/upload/banner/')) return new Response('{"ok":true}');
    return undefined;
  });
  renderRoutes(
    [
      { path: '/admin/banner/new', element: <BannerFormPage /> },
      { path: '/admin/banner/edit/:id', element: <BannerFormPage /> },
      { path: '/admin/banner', element: <p>the list</p> },
    ],
    path,
  );
  return api;
};
const png = (name = 'sea.png') => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
const save = (name = 'Create Banner') => userEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:local-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

// Typing is slow on a loaded machine; these tests type whole forms.
describe('banner form', { timeout: 20_000 }, () => {
  it('creates a banner from an uploaded image, says so, and returns to the list after 1.5 s', async () => {
    const api = open('/admin/banner/new');
    expect(screen.getByLabelText('Upload file')).toBeChecked();
    // Nothing to preview before the first save.
    expect(screen.queryByRole('button', { name: 'Copy preview link' })).toBeNull();
    await userEvent.upload(screen.getByLabelText('Banner image file'), png());
    await userEvent.type(screen.getByLabelText(/^Title/), 'Beach week');
    await save();
    expect(await screen.findByRole('status')).toHaveTextContent(bannerMessages.created);
    const saved = Date.now();
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await screen.findByText('the list', undefined, { timeout: 3000 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(1300);
    expect(api.rows[0]).toMatchObject({
      title: 'Beach week',
      image_url: '/uploads/banner/new1.png',
      is_active: true,
    });
  });

  it('deletes an image uploaded here but replaced before saving, and keeps the saved one', async () => {
    const api = open('/admin/banner/new');
    await userEvent.upload(screen.getByLabelText('Banner image file'), png('one.png'));
    await screen.findByText('Remove image');
    await vi.waitFor(() => expect(uploads).toBe(1));
    await userEvent.upload(screen.getByLabelText('Banner image file'), png('two.png'));
    await vi.waitFor(() => expect(uploads).toBe(2));
    await save();
    await screen.findByRole('status');
    const deletes = api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path);
    expect(deletes).toEqual(['/api/upload/banner/new1.png']);
    expect(api.rows[0]?.image_url).toBe('/uploads/banner/new2.png');
  });

  it('deletes what it uploaded when the form is left without saving, and nothing else', async () => {
    const api = open('/admin/banner/edit/5', [banner({ id: 5 })]);
    await screen.findByLabelText(/^Title/);
    await userEvent.upload(screen.getByLabelText('Banner image file'), png('new.png'));
    await vi.waitFor(() => expect(uploads).toBe(1));
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(api.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
        '/api/upload/banner/new1.png',
      ]),
    );
    expect(api.rows[0]?.image_url).toBe('/uploads/banner/old.png');
  });

  it('says Failed to upload image when the upload is refused, and saves nothing', async () => {
    const api = open('/admin/banner/new', [], true);
    await userEvent.upload(screen.getByLabelText('Banner image file'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent(bannerMessages.uploadFailed);
    await save();
    expect(api.rows).toEqual([]);
  });

  it('asks for an image before sending anything', async () => {
    const api = open('/admin/banner/new');
    await userEvent.type(screen.getByLabelText(/^Title/), 'No picture');
    await save();
    expect(await screen.findByText('a banner needs an image')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('picks url mode in edit mode for images starting with http or //, upload mode otherwise', async () => {
    for (const [image_url, mode] of [
      ['https://cdn.example/a.jpg', 'Image URL'],
      ['//cdn.example/a.jpg', 'Image URL'],
      ['/uploads/banner/a.png', 'Upload file'],
    ] as const) {
      open('/admin/banner/edit/5', [banner({ id: 5, image_url })]);
      expect(await screen.findByLabelText(mode)).toBeChecked();
      if (mode === 'Image URL') expect(screen.getByLabelText('Banner image URL')).toHaveValue(image_url);
      document.body.innerHTML = '';
      vi.restoreAllMocks();
    }
  });

  it('updates a stored banner, and shows the server text when the save fails', async () => {
    const api = open('/admin/banner/edit/5', [banner({ id: 5 })]);
    await userEvent.clear(await screen.findByLabelText(/^Title/));
    await userEvent.type(screen.getByLabelText(/^Title/), 'Winter');
    api.failNext('PUT *', 500, 'Database unavailable, try again shortly');
    await save('Update Banner');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable, try again shortly');
    await save('Update Banner');
    expect(await screen.findByRole('status')).toHaveTextContent(bannerMessages.updated);
    expect(api.rows[0]?.title).toBe('Winter');
    // A saved banner can be shown before it is active.
    expect(screen.getByRole('button', { name: 'Copy preview link' })).toBeInTheDocument();
  });

  it('checks the link against its Internal/External flag before sending, beside the field', async () => {
    const api = open('/admin/banner/edit/5', [banner({ id: 5 })]);
    await userEvent.type(await screen.findByLabelText(/^Link URL/), 'https://x.example');
    await save('Update Banner');
    expect(
      await screen.findByText('an internal page needs a relative URL such as /news'),
    ).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });
});

describe('banner form in Portuguese', { timeout: 20_000 }, () => {
  // Its accessible name is the shared image field's ("… file" in its language).
  const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

  it('offers a new banner in a form all in Portuguese, and says what it lacks', async () => {
    setLanguage('pt-BR');
    const api = open('/admin/banner/new');
    expect(screen.getByRole('heading', { name: 'Novo Banner' })).toBeInTheDocument();
    expect(screen.getByText('Descreve a imagem para leitores de tela')).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await userEvent.type(screen.getByLabelText(/^Título/), 'Sem imagem');
    await save('Criar Banner');
    expect(await screen.findByText('o banner precisa de uma imagem')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Imagem: o banner precisa de uma imagem');
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('creates a banner and says so in Portuguese', async () => {
    setLanguage('pt-BR');
    open('/admin/banner/new');
    await userEvent.upload(fileInput(), png());
    await save('Criar Banner');
    expect(await screen.findByRole('status')).toHaveTextContent('Banner criado com sucesso!');
  });

  it('says Falha ao enviar a imagem when the upload is refused', async () => {
    setLanguage('pt-BR');
    open('/admin/banner/new', [], true);
    await userEvent.upload(fileInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Falha ao enviar a imagem');
  });

  it('edits a stored banner in Portuguese and says it was updated', async () => {
    setLanguage('pt-BR');
    open('/admin/banner/edit/5', [banner({ id: 5, title: 'Verão' })]);
    expect(await screen.findByRole('heading', { name: 'Editar Banner' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
    await save('Atualizar Banner');
    expect(await screen.findByRole('status')).toHaveTextContent('Banner atualizado com sucesso!');
  });
});
