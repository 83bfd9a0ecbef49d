import { supportMessages } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { common } from '../../i18n/en/common';
import { conflict as texts } from '../../i18n/en/conflict';
import { support as supportTexts } from '../../i18n/en/support';
import { fail, held, requests, serve } from '../../test/msw';
import SupportSettingsPage from './support-settings-page';
import {
  changedMeanwhile,
  MARISOL,
  member,
  NED,
  renderWithRouter,
  rowOf,
  supportServer,
} from './support-test-stub';

/** Ned on a server that versions each member; the roster shown. */
function openRoster() {
  const stub = {
    members: [
      member({
        id: 7,
        uuid: NED,
        name: 'Harbormaster Ned',
        email: 'ned@example.com',
        languages: 'de,it',
        roles: ['manager' as const],
      }),
    ],
  };
  const server = supportServer(stub);
  renderWithRouter(<SupportSettingsPage />);
  return { ned: stub.members[0], ...server };
}

const editNed = async () => {
  await userEvent.click(within(await rowOf('Harbormaster Ned')).getByRole('button', { name: /Edit/ }));
  await screen.findByRole('heading', { name: supportTexts.editHeading });
};
const emailInput = () => screen.getByRole('textbox', { name: /^E-mail/ });
const retypeEmail = async (text: string) => {
  await userEvent.clear(emailInput());
  await userEvent.type(emailInput(), text);
};
const writes = (method: string) => requests().filter((request) => request.method === method);
const ifMatches = () => writes('PUT').map((request) => request.headers.get('if-match'));

describe('opening a member to edit', () => {
  it('shows the spinner while the member loads, and the error when they cannot', async () => {
    openRoster();
    const answer = held<never>();
    serve(http.get('/api/admin/support/7', answer.answer, { once: true }));
    await userEvent.click(within(await rowOf('Harbormaster Ned')).getByRole('button', { name: /Edit/ }));
    expect(screen.getByRole('status')).toHaveTextContent(common.loading);
    answer.release(fail(503, 'Database unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent(supportMessages.loadError);
    // Asked again, the member comes.
    await userEvent.click(screen.getByRole('button', { name: supportTexts.tryAgain }));
    expect(await screen.findByRole('heading', { name: supportTexts.editHeading })).toBeInTheDocument();
    expect(emailInput()).toHaveValue('ned@example.com');
  });
});

describe('saving a member someone else changed meanwhile', () => {
  it('sends the version the member was opened at; adding and the active toggle send none', async () => {
    const { ned } = openRoster();
    await editNed();
    await retypeEmail('ned@harbour.example');
    await userEvent.click(screen.getByRole('button', { name: supportTexts.update }));
    expect(await screen.findByRole('status')).toHaveTextContent(supportMessages.updated);
    expect(ifMatches()).toEqual(['"v1"']);
    expect(ned?.email).toBe('ned@harbour.example');

    await userEvent.click(within(await rowOf('Harbormaster Ned')).getByRole('button', { name: 'Active' }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    expect(ifMatches()[1]).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: supportTexts.addTab }));
    await userEvent.click(screen.getByRole('textbox', { name: /^UUID/ }));
    await userEvent.paste(MARISOL);
    await userEvent.click(screen.getByRole('button', { name: supportTexts.add }));
    expect(await screen.findByText(supportMessages.added)).toBeInTheDocument();
    expect(writes('POST')[0]?.headers.get('if-match')).toBeNull();
  });

  it('shows their change beside mine, takes theirs where chosen, and saves at their version', async () => {
    const { ned, changeElsewhere } = openRoster();
    await editNed();
    changeElsewhere(7, { email: 'harbour@example.com', languages: 'de,it,en' });
    await retypeEmail('ned@harbour.example');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Italian' }));
    await userEvent.click(screen.getByRole('button', { name: supportTexts.update }));

    const dialog = await screen.findByRole('alertdialog', { name: changedMeanwhile });
    // Only what differs: the roles and the uuid are the same on both sides.
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['E-mail', 'Languages']);
    const languages = within(within(dialog).getByRole('group', { name: 'Languages' }));
    await userEvent.click(languages.getByRole('radio', { name: texts.takeTheirs }));
    // The resend waits, so the form can be seen holding their languages and my e-mail.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Answers nothing itself: once released, the stub's handler answers.
    serve(http.put('/api/admin/support/7', () => gate, { once: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    await waitFor(() => expect(writes('PUT')).toHaveLength(2));
    expect(screen.getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Italian' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'German' })).toBeChecked();
    expect(emailInput()).toHaveValue('ned@harbour.example');
    expect(ifMatches()).toEqual(['"v1"', '"v2"']);

    release();
    expect(await screen.findByRole('status')).toHaveTextContent(supportMessages.updated);
    expect(ned).toMatchObject({ email: 'ned@harbour.example', languages: 'en,de,it' });
    expect(within(await rowOf('Harbormaster Ned')).getByText('English, German, Italian')).toBeInTheDocument();
  });
});
