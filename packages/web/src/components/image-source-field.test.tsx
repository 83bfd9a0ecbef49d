import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { common } from '../i18n/en/common';
import { media } from '../i18n/en/media';
import { session } from '../lib/session';
import { testAdmin } from '../test/admins';
import { mediaItem, mediaServer } from '../test/media-server';
import { requests } from '../test/msw';
import { ImageSourceField } from './image-source-field';

const beach = mediaItem({
  id: 3,
  file_name: 'beach.jpg',
  alt_text: 'Sandy beach at dusk',
  variants: [{ url: '/uploads/media/beach-320w.webp', width: 320, format: 'webp' }],
});
const logo = mediaItem({ id: 2, file_name: 'logo.png' });

/** The field in a form that keeps its value, as the banner and blog forms do. */
function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  const [pending, setPending] = useState<File | null>(null);
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ImageSourceField
        label="Banner image"
        value={value}
        onChange={setValue}
        pending={pending}
        onPick={setPending}
        accept="image/*"
      />
      <output aria-label="value">{value}</output>
      <output aria-label="pending">{pending?.name ?? ''}</output>
    </QueryClientProvider>
  );
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:local-preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  session.clear();
  vi.restoreAllMocks();
});

describe('an image field’s "Choose from library"', () => {
  it('offers the library beside the URL and the upload, and fills the field with the image chosen', async () => {
    session.set({ token: 'tok', admin: testAdmin({ role: 'editor' }) });
    mediaServer([beach, logo]);
    render(<Harness initial="https://cdn.example.com/old.png" />);
    expect(screen.getByRole('radio', { name: common.image.url })).toBeChecked();
    // Nothing is read until the library is opened.
    expect(requests()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Choose from library (Banner image)' }));
    const dialog = within(await screen.findByRole('dialog', { name: media.picker.title }));
    expect(await dialog.findByRole('button', { name: 'Choose Sandy beach at dusk' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Choose logo.png' })).toBeInTheDocument();

    await userEvent.type(dialog.getByRole('searchbox', { name: media.picker.search }), 'beach');
    await waitFor(() => expect(dialog.queryByRole('button', { name: 'Choose logo.png' })).toBeNull());
    expect(requests().at(-1)?.query.get('q')).toBe('beach');
    await userEvent.click(dialog.getByRole('button', { name: 'Choose Sandy beach at dusk' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(beach.url);
    // A library image is a stored upload: the upload side is chosen, its preview shown.
    expect(screen.getByRole('radio', { name: common.image.upload })).toBeChecked();
    expect(screen.getByRole('img', { name: common.image.preview })).toHaveAttribute('src', beach.url);
  });

  it('drops a picked file that was not uploaded yet when a library image is chosen', async () => {
    session.set({ token: 'tok', admin: testAdmin() });
    mediaServer([beach]);
    render(<Harness />);
    await userEvent.upload(
      screen.getByLabelText('Banner image file'),
      new File([new Uint8Array(4)], 'sea.png', { type: 'image/png' }),
    );
    expect(screen.getByRole('status', { name: 'pending' })).toHaveTextContent('sea.png');
    await userEvent.click(screen.getByRole('button', { name: 'Choose from library (Banner image)' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Sandy beach at dusk' }));
    expect(screen.getByRole('status', { name: 'pending' })).toBeEmptyDOMElement();
    expect(screen.getByRole('status', { name: 'value' })).toHaveTextContent(beach.url);
  });

  it('is not offered to a role that cannot use the library', () => {
    session.set({ token: 'tok', admin: testAdmin({ role: 'support' }) });
    render(<Harness />);
    expect(screen.queryByRole('button', { name: /from library/ })).toBeNull();
  });
});
