import { tokenMessages } from '@land-office/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { tokens as texts } from '../../i18n/en/tokens';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { sentWith } from '../../test/msw';
import { openScreen } from '../../test/open-screen';
import { apiToken, tokensServer } from './tokens-test-server';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const frontEnd = apiToken({
  id: 1,
  name: 'Website front end',
  scopes: ['blog:read', 'menus:read', 'menus:write'],
  allowed_addresses: ['203.0.113.7/32'],
  expires_at: '2099-01-15T18:00:00.000Z',
  last_used_at: minutesAgo(5),
  last_used_ip: '203.0.113.7',
});
const kiosk = apiToken({
  id: 2,
  name: 'Harbour kiosk',
  scopes: ['support:status'],
  expires_at: '2026-01-01T00:00:00.000Z',
  created_by: null,
});
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

beforeEach(() => session.set({ token: 'tok', admin: testAdmin() }));
afterEach(() => session.clear());

describe('the API tokens list', () => {
  it('shows name, scopes, when and by whom made, expiry and last use, and marks an expired token', async () => {
    tokensServer([frontEnd, kiosk]);
    openScreen('/admin/tokens');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Scopes', 'Created', 'Expires', 'Last use', 'Actions']);

    const first = within(await rowOf(frontEnd.name));
    expect(first.getByText('Only from 203.0.113.7/32')).toBeInTheDocument();
    expect(first.getByText('Blog posts: read · Menus: read, write')).toBeInTheDocument();
    expect(first.getByText(/^Nov 29, 2026, 10:00/)).toBeInTheDocument();
    expect(first.getByText('by Ana Lima')).toBeInTheDocument();
    expect(first.getByText(/^Jan 15, 2099, 6:00/)).toBeInTheDocument();
    expect(first.queryByText(texts.list.expired)).not.toBeInTheDocument();
    expect(first.getByText('5 minutes ago')).toBeInTheDocument();
    expect(first.getByText('from 203.0.113.7')).toBeInTheDocument();

    const second = within(await rowOf(kiosk.name));
    expect(second.getByText('In-world status')).toBeInTheDocument();
    expect(second.getByText(texts.list.expired)).toBeInTheDocument();
    expect(second.getByText('Never used')).toBeInTheDocument();
    expect(second.queryByText(/^by /)).not.toBeInTheDocument();
  });

  it('says "Never" of a token that does not expire', async () => {
    tokensServer([apiToken({ id: 3, name: 'Discord bot' })]);
    openScreen('/admin/tokens');
    expect(within(await rowOf('Discord bot')).getByText('Never')).toBeInTheDocument();
  });

  it('revokes a token only once asked, and says so', async () => {
    const rows = tokensServer([frontEnd, kiosk]);
    openScreen('/admin/tokens');
    const revoke = async () =>
      userEvent.click(await screen.findByRole('button', { name: 'Revoke Harbour kiosk' }));
    const question = 'Revoke the token "Harbour kiosk"? Whatever uses it stops working at once.';

    await revoke();
    await answerConfirm(question, false);
    expect(sentWith('DELETE')).toEqual([]);

    await revoke();
    await answerConfirm(question, true);
    expect(await screen.findByRole('status')).toHaveTextContent(tokenMessages.revoked);
    expect(sentWith('DELETE')).toEqual([{ path: '/admin/tokens/2', body: undefined }]);
    expect(screen.queryByText('Harbour kiosk')).not.toBeInTheDocument();
    expect(rows.map((row) => row.id)).toEqual([1]);
  });

  it('says when there is none, and offers a new token', async () => {
    tokensServer([]);
    openScreen('/admin/tokens');
    expect(await screen.findByText(texts.list.empty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New token' })).toHaveAttribute('href', '/admin/tokens/new');
  });

  it('reads in Portuguese, the resources too, with no English left', async () => {
    tokensServer([frontEnd, kiosk]);
    setLanguage('pt-BR');
    openScreen('/admin/tokens');
    const first = within(await rowOf(frontEnd.name));
    expect(first.getByText('Posts do blog: leitura · Menus: leitura, escrita')).toBeInTheDocument();
    expect(within(await rowOf(kiosk.name)).getByText('Expirado')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revogar Harbour kiosk' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});
