import { generateSecret, generateURI, verify } from 'otplib';
import qrcode from 'qrcode';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30 s steps; one step either side accepted. */
const STEP_SECONDS = 30;

export const newTotpSecret = () => generateSecret();

/** The otpauth:// URL an authenticator app scans, and its QR code as SVG. */
export async function totpEnrolment(secret: string, account: string) {
  const otpauth_url = generateURI({ issuer: 'Land Office', label: account, secret });
  const qr_svg = await qrcode.toString(otpauth_url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_url, qr_svg };
}

/**
 * The time step `code` belongs to, when it is valid at `nowMs` (± one step) and later than
 * `afterStep` (each code works once); undefined otherwise.
 */
export async function totpStep(secret: string, code: string, nowMs: number, afterStep: number | null) {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: STEP_SECONDS,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  });
  // The TOTP result names its time step (the HOTP one, in the same union type, does not).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
