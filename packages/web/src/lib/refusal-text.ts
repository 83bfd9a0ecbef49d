import { LandOfficeError } from '@land-office/client/refusals';

/**
 * The server's words when it refused the signed-in role (403: "Your role (editor) cannot change
 * site settings"), for screens that otherwise show a text of their own.
 */
export function forbiddenText(error: unknown): string | undefined {
  return error instanceof LandOfficeError && error.status === 403 && error.message
    ? error.message
    : undefined;
}

/** The server's error text when there is one, else the screen's own fallback text. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof LandOfficeError && error.status !== 0 && error.message ? error.message : fallback;
}
