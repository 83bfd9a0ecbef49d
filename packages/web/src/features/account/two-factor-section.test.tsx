import { type Admin, twoFactorMessages, userMessages } from '@land-office/contract';
import { startRegistration } from '@simplewebauthn/browser';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { account } from '../../i18n/en/account';
import { problems } from '../../i18n/pt-BR/problems';
import { session } from '../../lib/session';
import { testAdmin } from '../../test/admins';
import { answerConfirm } from '../../test/confirm';
import { englishLeft } from '../../test/english-left';
import { on, requests, sent, serve } from '../../test/msw';
import { renderScreen } from '../../test/render-screen';
import { AccountPage } from './account-page';
import {
  GOOD_CODE,
  PASSWORD,
  passkey,
  REGISTRATION,
  recoveryCodes,
  SETUP,
  twoFactorServer,
} from './two-factor-test-server';

vi.mock('@simplewebauthn/browser', () => ({ startRegistration: vi.fn(), startAuthentication: vi.fn() }));

const texts = account.twoFactor;
const open = (admin: Partial<Admin> = {}) => {
  session.set({ token: 'tok-1', admin: testAdmin(admin) });
  return renderScreen(<AccountPage preferences={null} sessions={null} />);
};
const section = () => screen.getByRole('region', { name: texts.title });
/** The page's sections in order (not the regions inside them). */
const sections = () =>
  screen.getAllByRole('region').filter((region) => !region.parentElement?.closest('section'));
const codesPanel = () => screen.getByRole('region', { name: texts.recovery.list });
beforeEach(() => {
  // A browser that can use passkeys (jsdom has no WebAuthn).
  vi.stubGlobal('PublicKeyCredential', class {});
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.mocked(startRegistration).mockReset();
});

/** Sets the app up as a person does: start, read the key, confirm with the app's code. */
async function setUpApp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: texts.app.setUp }));
  const code = await screen.findByLabelText(texts.app.code);
  await user.type(code, GOOD_CODE);
  await user.click(screen.getByRole('button', { name: texts.app.confirm }));
}

describe('account page: the authenticator app', () => {
  it('shows the QR code and the key to type in, refuses a wrong code beside it, then shows the recovery codes once', async () => {
    const server = twoFactorServer();
    open();
    const user = userEvent.setup();
    const copied = vi.spyOn(navigator.clipboard, 'writeText');
    expect(await within(section()).findByText(texts.status, { selector: 'span.mr-2' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.app.setUp }));

    const qr = await screen.findByRole('img', { name: texts.app.qrAlt });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;utf8,${encodeURIComponent(SETUP.qr_svg)}`);
    expect(screen.getByLabelText(texts.app.secret)).toHaveValue('JBSW Y3DP EHPK 3PXP JBSW Y3DP');
    await user.click(within(section()).getByRole('button', { name: texts.copy }));
    expect(copied).toHaveBeenLastCalledWith(SETUP.secret);
    expect(within(section()).getByRole('status')).toHaveTextContent(texts.copied);

    const code = screen.getByLabelText(texts.app.code);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '12ab');
    await user.click(screen.getByRole('button', { name: texts.app.confirm }));
    expect(code).toHaveAccessibleDescription('Enter the 6-digit code');
    expect(sent('POST', '/admin/account/totp/confirm')).toEqual([]);

    await user.clear(code);
    await user.type(code, '135 791');
    await user.click(screen.getByRole('button', { name: texts.app.confirm }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(twoFactorMessages.wrongCode));
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(sent('POST', '/admin/account/totp/confirm')).toEqual([{ code: '135791' }]);

    await user.clear(code);
    await user.type(code, GOOD_CODE);
    await user.click(screen.getByRole('button', { name: texts.app.confirm }));
    const panel = await screen.findByRole('region', { name: texts.recovery.list });
    expect(within(panel).getByText(texts.recovery.saveNow)).toBeInTheDocument();
    const codes = recoveryCodes('A');
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(codes);
    expect(await screen.findByText(texts.app.turnedOn)).toHaveAttribute('role', 'status');
    expect(server.status.totp).toBe(true);

    await user.click(within(panel).getByRole('button', { name: texts.copy }));
    expect(copied).toHaveBeenLastCalledWith(codes.join('\n'));
    const download = within(panel).getByRole('link', { name: texts.recovery.download });
    expect(download).toHaveAttribute('download', 'land-office-recovery-codes-ana.txt');
    const file = decodeURIComponent((download.getAttribute('href') ?? '').replace(/^data:[^,]*,/, ''));
    expect(file).toBe(`Land Office recovery codes for ana\n\n${codes.join('\n')}\n`);

    // Once saved, they are gone from the screen for good; the count stays.
    await user.click(within(panel).getByRole('button', { name: texts.recovery.done }));
    expect(screen.queryByRole('region', { name: texts.recovery.list })).not.toBeInTheDocument();
    expect(screen.queryByText(codes[0] as string)).not.toBeInTheDocument();
    expect(within(section()).getByText(/^10 recovery codes left/)).toBeInTheDocument();
    expect(within(section()).getByText(texts.on, { selector: 'span.mr-2' })).toBeInTheDocument();
  });

  it('turns the app off after the password, said wrong beside it first', async () => {
    const server = twoFactorServer({ totp: true, recovery_codes_left: 7 });
    open();
    const user = userEvent.setup();
    expect(await screen.findByText(/^7 recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.app.turnOff }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.app.turnOffTitle });
    expect(dialog).toHaveAccessibleDescription(texts.app.turnOffText);
    const password = within(dialog).getByLabelText(texts.password);
    await user.type(password, 'not it');
    await user.click(within(dialog).getByRole('button', { name: texts.app.turnOff }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(userMessages.currentPasswordWrong));
    expect(server.status.totp).toBe(true);

    await user.clear(password);
    await user.type(password, PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: texts.app.turnOff }));
    expect(await screen.findByText(texts.app.turnedOff)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sent('POST', '/admin/account/totp/disable')).toEqual([
      { password: 'not it' },
      { password: PASSWORD },
    ]);
    expect(await screen.findByRole('button', { name: texts.app.setUp })).toBeInTheDocument();
  });

  it('warns that the requirement will ask again when the app is the only second factor', async () => {
    twoFactorServer({ totp: true, recovery_codes_left: 10, required: true });
    open();
    expect(await within(section()).findByText(texts.required)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: texts.app.turnOff }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.app.turnOffTitle });
    expect(within(dialog).getByText(texts.app.turnOffRequired)).toBeInTheDocument();
  });

  it('makes new recovery codes after the password, and shows the new set once', async () => {
    twoFactorServer({ totp: true, recovery_codes_left: 2 });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: texts.recovery.renew }));
    const dialog = await screen.findByRole('alertdialog', { name: texts.recovery.renewTitle });
    await user.type(within(dialog).getByLabelText(texts.password), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: texts.recovery.renew }));
    expect(await screen.findByText(texts.recovery.made)).toHaveAttribute('role', 'status');
    expect(within(codesPanel()).getAllByRole('listitem')).toHaveLength(10);
    expect(within(codesPanel()).getByText(recoveryCodes('A')[0] as string)).toBeInTheDocument();
    expect(await screen.findByText(/^10 recovery codes left/)).toBeInTheDocument();
  });
});

describe('account page: passkeys', () => {
  it('lists the passkeys, and removes one after asking', async () => {
    const used = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const server = twoFactorServer({
      passkeys: [passkey(1, 'Work laptop', { last_used_at: used }), passkey(2, 'Phone')],
    });
    open();
    const laptop = (await screen.findByText('Work laptop')).closest('li') as HTMLElement;
    expect(laptop).toHaveTextContent('Added 2 days ago · last used 3 hours ago');
    const phone = screen.getByText('Phone').closest('li') as HTMLElement;
    expect(phone).toHaveTextContent('never used');

    await userEvent.click(within(phone).getByRole('button', { name: 'Remove Phone' }));
    await answerConfirm('Remove the passkey "Phone"?', true);
    expect(await screen.findByText(texts.passkeys.removed)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByText('Phone')).not.toBeInTheDocument());
    expect(sent('DELETE', '/admin/account/passkeys/2')).toHaveLength(1);
    expect(server.status.passkeys.map((p) => p.name)).toEqual(['Work laptop']);
  });

  it('adds a passkey under the name given, "Passkey 2" unless changed', async () => {
    twoFactorServer({ passkeys: [passkey(1, 'Work laptop')] });
    vi.mocked(startRegistration).mockResolvedValue(REGISTRATION as never);
    open();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(texts.passkeys.name);
    expect(name).toHaveValue('Passkey 2');
    await user.clear(name);
    await user.type(name, 'Desk key');
    await user.click(screen.getByRole('button', { name: texts.passkeys.add }));

    expect(await screen.findByText(texts.passkeys.added)).toHaveAttribute('role', 'status');
    expect(vi.mocked(startRegistration)).toHaveBeenCalledWith({
      optionsJSON: { challenge: 'register-challenge', rp: { name: 'Land Office', id: 'localhost' } },
    });
    expect(sent('POST', '/admin/auth/webauthn/register/verify')).toEqual([
      { response: REGISTRATION, name: 'Desk key' },
    ]);
    expect(await screen.findByText('Desk key')).toBeInTheDocument();
    expect(screen.getByLabelText(texts.passkeys.name)).toHaveValue('Passkey 3');
  });

  it('says in a word that no passkey was added when the browser prompt is closed', async () => {
    twoFactorServer();
    vi.mocked(startRegistration).mockRejectedValue(
      Object.assign(new Error('The operation either timed out or was not allowed.'), {
        name: 'NotAllowedError',
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: texts.passkeys.add }));
    expect(await screen.findByText(texts.passkeys.cancelled)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent('POST', '/admin/auth/webauthn/register/verify')).toEqual([]);
  });

  it('says so when this device already holds a passkey for the account', async () => {
    twoFactorServer({ passkeys: [passkey(1, 'Work laptop')] });
    vi.mocked(startRegistration).mockRejectedValue(
      Object.assign(new Error('The authenticator was previously registered'), { name: 'InvalidStateError' }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: texts.passkeys.add }));
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.passkeys.alreadyHere);
    expect(sent('POST', '/admin/auth/webauthn/register/verify')).toEqual([]);
  });

  it('offers no passkey to add in a browser without WebAuthn', async () => {
    vi.unstubAllGlobals();
    twoFactorServer();
    open();
    expect(await screen.findByText(texts.passkeys.unsupported)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.passkeys.add })).not.toBeInTheDocument();
  });
});

describe('account page: when an owner requires a second factor', () => {
  it('says so first, with the two-factor section at the top, and lets the person in once the app is on', async () => {
    twoFactorServer({ required: true });
    serve(on.get<{ admin: Admin }>('/admin/auth/me', () => ({ admin: testAdmin() })));
    open({ must_enrol_two_factor: true });
    expect(screen.getByText(texts.enrolBanner)).toBeInTheDocument();
    expect(sections()[0]).toBe(section());

    const user = userEvent.setup();
    await setUpApp(user);
    expect(await screen.findByRole('region', { name: texts.recovery.list })).toBeInTheDocument();
    await waitFor(() => expect(session.get()?.admin.must_enrol_two_factor).toBeUndefined());
    expect(screen.queryByText(texts.enrolBanner)).not.toBeInTheDocument();
    // Back in its place, with the codes still on screen.
    expect(sections().at(-1)).toBe(section());
    expect(within(section()).getByRole('region', { name: texts.recovery.list })).toBeInTheDocument();
    expect(requests().filter((r) => r.path === '/admin/auth/me')).toHaveLength(1);
  });

  it('asks the server who is signed in only when the session was opened to enrol', async () => {
    twoFactorServer();
    open();
    await setUpApp(userEvent.setup());
    expect(await screen.findByRole('region', { name: texts.recovery.list })).toBeInTheDocument();
    expect(requests().filter((r) => r.path === '/admin/auth/me')).toEqual([]);
  });
});

describe('account page: two-factor sign-in in Portuguese', () => {
  it('leaves no English in the section, the set-up, the codes and the dialogs', async () => {
    setLanguage('pt-BR');
    twoFactorServer({ passkeys: [passkey(1, 'Notebook')], required: true });
    serve(on.get<{ admin: Admin }>('/admin/auth/me', () => ({ admin: testAdmin() })));
    open({ must_enrol_two_factor: true });
    expect(await screen.findByText('Ativada', { selector: 'span.mr-2' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nome da nova chave de acesso')).toHaveValue('Chave de acesso 2');
    expect(englishLeft(document.body)).toEqual([]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Configurar um aplicativo autenticador' }));
    await user.type(await screen.findByLabelText('Código do aplicativo'), '1');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(screen.getByLabelText('Código do aplicativo')).toHaveAccessibleDescription(
      'Digite o código de 6 dígitos',
    );
    expect(englishLeft(document.body)).toEqual([]);
    await user.clear(screen.getByLabelText('Código do aplicativo'));
    await user.type(screen.getByLabelText('Código do aplicativo'), '000000');
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(problems.codes.second_factor_failed);
    expect(englishLeft(document.body)).toEqual([]);

    await user.clear(screen.getByLabelText('Código do aplicativo'));
    await user.type(screen.getByLabelText('Código do aplicativo'), GOOD_CODE);
    await user.click(screen.getByRole('button', { name: 'Ativar' }));
    expect(
      await screen.findByText('Guarde estes códigos agora: eles não serão mostrados de novo.'),
    ).toBeVisible();
    expect(englishLeft(document.body)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Desativar o aplicativo autenticador?' });
    await user.type(within(dialog).getByLabelText('Sua senha'), 'errada');
    await user.click(within(dialog).getByRole('button', { name: 'Desativar' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Sua senha')).toHaveAccessibleDescription(
        'Sua senha: o valor não foi aceito',
      ),
    );
    expect(englishLeft(document.body)).toEqual([]);
  });
});
