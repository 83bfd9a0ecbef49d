import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** Whether this browser can use passkeys at all (WebAuthn). */
export const passkeysAvailable = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

// The browser side of WebAuthn is loaded when a passkey is first used, not with the admin's entry.
const webAuthn = () => import('@simplewebauthn/browser');

/** Signs the server's challenge with a passkey the browser offers (its prompt). */
export async function signWithPasskey(options: unknown): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await webAuthn();
  return startAuthentication({ optionsJSON: options as PublicKeyCredentialRequestOptionsJSON });
}

/** Creates a passkey for the server's registration options (the browser's prompt). */
export async function createPasskey(options: unknown): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await webAuthn();
  return startRegistration({ optionsJSON: options as PublicKeyCredentialCreationOptionsJSON });
}

/**
 * Why the browser's passkey prompt did not give a passkey, when it is not a fault: the person
 * closed it or let it time out (`cancelled`: nothing to report as an error); this device already
 * holds a passkey for the account (`alreadyHere`, on create); the page is not at the address the
 * passkeys belong to, or at an IP address, which WebAuthn refuses (`wrongAddress`).
 */
export type PasskeyProblem = 'cancelled' | 'alreadyHere' | 'wrongAddress';

const problems: Record<string, PasskeyProblem> = {
  NotAllowedError: 'cancelled',
  AbortError: 'cancelled',
  InvalidStateError: 'alreadyHere',
  SecurityError: 'wrongAddress',
};

export const passkeyProblem = (error: unknown): PasskeyProblem | undefined =>
  error instanceof Error ? problems[error.name] : undefined;
