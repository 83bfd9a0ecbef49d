/** The two-factor API of /admin/account keeping one person's second factors as the server would. */
import {
  type Passkey,
  type RecoveryCodes,
  type TotpSetup,
  type TwoFactorStatus,
  twoFactorMessages,
  userMessages,
} from '@land-office/contract';
import { HttpResponse } from 'msw';
import { fail, on, serve } from '../../test/msw';

/** The password the server takes to turn the app off or make new recovery codes. */
export const PASSWORD = 'violet harbour kettle drum';
/** The code the app shows now. */
export const GOOD_CODE = '246810';

export const SETUP: TotpSetup = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
  otpauth_url: 'otpauth://totp/Land%20Office:ana?secret=JBSWY3DPEHPK3PXPJBSWY3DP&issuer=Land%20Office',
  qr_svg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
};

/** Ten codes as the server makes them; `set` tells one set from the next. */
export const recoveryCodes = (set: string) => Array.from({ length: 10 }, (_, i) => `${set}BCDE-${23456 + i}`);

/** What the browser's passkey prompt answers (the server checks it; here it is only passed on). */
export const REGISTRATION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'o2Nm' },
  clientExtensionResults: {},
};

export const passkey = (id: number, name: string, fields: Partial<Passkey> = {}): Passkey => ({
  id,
  name,
  created_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  last_used_at: null,
  ...fields,
});

export const notSetUp: TwoFactorStatus = {
  totp: false,
  recovery_codes_left: 0,
  passkeys: [],
  required: false,
};

/** `/admin/account/two-factor` and the routes that change it, over `initial`. */
export function twoFactorServer(initial: Partial<TwoFactorStatus> = {}) {
  const state = { status: { ...notSetUp, ...initial }, sets: 0 };
  const wrongPassword = () =>
    HttpResponse.json(
      { error: userMessages.currentPasswordWrong, code: 'validation', field: 'password' },
      { status: 400 },
    );
  const newCodes = (): RecoveryCodes => {
    state.sets += 1;
    state.status = { ...state.status, recovery_codes_left: 10 };
    return { recovery_codes: recoveryCodes(String.fromCharCode(64 + state.sets)) };
  };
  serve(
    on.get<TwoFactorStatus>('/admin/account/two-factor', () => state.status),
    on.post<TotpSetup>('/admin/account/totp/setup', () => SETUP),
    on.post<RecoveryCodes, { code: string }>('/admin/account/totp/confirm', ({ body }) => {
      if (body.code !== GOOD_CODE)
        return HttpResponse.json(
          { error: twoFactorMessages.wrongCode, code: 'second_factor_failed', field: 'code' },
          { status: 400 },
        );
      state.status = { ...state.status, totp: true };
      return newCodes();
    }),
    on.post<{ totp: false }, { password: string }>('/admin/account/totp/disable', ({ body }) => {
      if (body.password !== PASSWORD) return wrongPassword();
      state.status = { ...state.status, totp: false, recovery_codes_left: 0 };
      return { totp: false };
    }),
    on.post<RecoveryCodes, { password: string }>('/admin/account/recovery-codes', ({ body }) =>
      body.password === PASSWORD ? newCodes() : wrongPassword(),
    ),
    on.post<Record<string, unknown>>('/admin/auth/webauthn/register/options', () => ({
      challenge: 'register-challenge',
      rp: { name: 'Land Office', id: 'localhost' },
    })),
    on.post<Passkey, { name?: string }>('/admin/auth/webauthn/register/verify', ({ body }) => {
      const added = passkey(state.status.passkeys.length + 10, body.name ?? 'Passkey', {
        created_at: new Date().toISOString(),
      });
      state.status = { ...state.status, passkeys: [...state.status.passkeys, added] };
      return added;
    }),
    on.delete<{ ok: true }>('/admin/account/passkeys/:id', ({ params }) => {
      const id = Number(params.id);
      if (!state.status.passkeys.some((p) => p.id === id))
        return fail(404, twoFactorMessages.passkeyNotFound);
      state.status = { ...state.status, passkeys: state.status.passkeys.filter((p) => p.id !== id) };
      return { ok: true };
    }),
  );
  return state;
}
