import { z } from 'zod';
import { Admin } from './auth.js';

/** The second factors a sign-in can be finished with. */
export const MfaMethod = z.enum(['totp', 'recovery', 'webauthn']);
export type MfaMethod = z.infer<typeof MfaMethod>;

/** The login answer when the password was right and a second factor is owed: no session yet. */
export const MfaRequired = z.object({
  mfa_required: z.literal(true),
  /** Lives 5 minutes and allows 5 tries. */
  mfa_token: z.string(),
  methods: MfaMethod.array(),
});
export type MfaRequired = z.infer<typeof MfaRequired>;

/** A signed-in answer (login, second factor, passkey). */
export const SignedIn = z.object({ token: z.string(), admin: Admin });
export type SignedIn = z.infer<typeof SignedIn>;

/** A code from the authenticator app. */
const SixDigitCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: 'Enter the 6-digit code' })
  .max(6, { error: 'Enter the 6-digit code' });

/** `POST /api/admin/auth/mfa`: a code from the authenticator app, or one of the recovery codes. */
export const MfaBody = z.union([
  z.strictObject({
    mfa_token: z.string().min(16).max(200),
    code: SixDigitCode,
  }),
  z.strictObject({ mfa_token: z.string().min(16).max(200), recovery_code: z.string().trim().min(8).max(40) }),
]);
export type MfaBody = z.input<typeof MfaBody>;

/** `POST /api/admin/account/totp/setup`: the secret to scan (QR code as SVG) or type in. */
export const TotpSetup = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export type TotpSetup = z.infer<typeof TotpSetup>;

export const TotpConfirm = z.strictObject({
  code: SixDigitCode,
});
/** Shown once: 10 one-time codes for when the phone is not at hand. */
export const RecoveryCodes = z.object({ recovery_codes: z.string().array() });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

/** Turning TOTP off or making new recovery codes asks for the password again. */
export const PasswordConfirm = z.strictObject({
  password: z.string({ error: 'Password is required' }).min(1, { error: 'Password is required' }).max(1000),
});

export const Passkey = z.object({
  id: z.number(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof Passkey>;

/** `GET /api/admin/account/two-factor`: the signed-in user's second factors. */
export const TwoFactorStatus = z.object({
  totp: z.boolean(),
  recovery_codes_left: z.number(),
  passkeys: Passkey.array(),
  /** An owner requires a second factor of everyone. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatus>;

/** `GET/PUT /api/admin/security-settings` (owners): site settings → Security. */
export const SecuritySettings = z.strictObject({
  require_two_factor: z.boolean({ error: 'require_two_factor must be true or false' }),
});
export type SecuritySettings = z.infer<typeof SecuritySettings>;

/** Passkey ceremonies: the browser's JSON (from @simplewebauthn/browser) travels as is. */
const BrowserJson = z.record(z.string().max(100), z.unknown());
export const PasskeyRegisterVerify = z.strictObject({
  response: BrowserJson,
  name: z.string().trim().min(1, { error: 'Name the passkey' }).max(100).optional(),
});
export const PasskeyLoginOptionsBody = z.strictObject({ mfa_token: z.string().min(16).max(200).optional() });
export const PasskeyLoginVerify = z.strictObject({
  response: BrowserJson,
  mfa_token: z.string().min(16).max(200).optional(),
});

export const twoFactorMessages = {
  mfaExpired: 'The sign-in expired. Sign in again.',
  wrongCode: 'That code is not right. Try again.',
  enrolFirst: 'Set up two-factor sign-in in your account first',
  noSetup: 'Start the set-up again: no authenticator is being set up',
  passkeyFailed: 'The passkey could not be verified',
  passkeyUnknown: 'This passkey is not registered here',
  passkeyNotFound: 'Passkey not found',
  lastFactorRequired: 'Two-factor sign-in is required: set up another second factor before removing this one',
  usePasskey: 'This account finishes signing in with a passkey',
} as const;
