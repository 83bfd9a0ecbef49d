import type { PreviewLink } from '@land-office/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { common } from '../i18n/en/common';
import { fail, on, sentWith, serve } from '../test/msw';
import { renderScreen } from '../test/render-screen';
import { PreviewLinkButton } from './preview-link';

const link: PreviewLink = {
  url: 'https://land.example/api/preview/YmxvZzo3OjE3OTU2MzIyMTI.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
  expires_at: '2026-12-03T09:00:00.000Z',
};

describe('Copy preview link', () => {
  it('asks for a link to this record, copies it, and says until when it works', async () => {
    const user = userEvent.setup();
    serve(on.post<PreviewLink>('/admin/preview', () => link));
    renderScreen(<PreviewLinkButton resource="blog" id={7} />);
    const copy = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: common.preview.copy }));
    expect(await screen.findByText(/^Preview link copied\. It works until .*2026.*\.$/)).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(sentWith('POST')).toEqual([{ path: '/admin/preview', body: { resource: 'blog', id: 7 } }]);
    expect(copy).toHaveBeenCalledWith(link.url);
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the link, selected, when there is no clipboard; and the server’s refusal when it has one', async () => {
    const user = userEvent.setup();
    serve(on.post<PreviewLink>('/admin/preview', () => link, { once: true }));
    renderScreen(<PreviewLinkButton resource="blog" id={7} />);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('not allowed'));
    await user.click(screen.getByRole('button', { name: common.preview.copy }));
    const field = await screen.findByRole('textbox', { name: common.preview.link });
    expect(field).toHaveValue(link.url);
    expect(screen.getByText(/^Copy the preview link below\. It works until /)).toBeInTheDocument();

    serve(on.post('/admin/preview', () => fail(403, 'Your role (support) cannot change content')));
    await user.click(screen.getByRole('button', { name: common.preview.copy }));
    expect(await screen.findByText('Your role (support) cannot change content')).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });
});
