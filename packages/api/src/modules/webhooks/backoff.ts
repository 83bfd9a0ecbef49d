/**
 * When a failed delivery is tried again: WEBHOOK_RETRY_BASE_SECONDS × these after the 1st, 2nd…
 * failed try (30 s, 2 min, 10 min, 1 h, 6 h with the default 30); after the sixth it has failed.
 */
export const RETRY_STEPS = [1, 4, 20, 120, 720] as const;
export const MAX_TRIES = RETRY_STEPS.length + 1;
/** Tries of any kind (a 429 honoured counts here only), so a receiver that always says 429 ends too. */
export const MAX_ATTEMPTS = 50;
/** The longest a 429's `retry_after` is waited for. */
export const MAX_RETRY_AFTER_MS = 6 * 3_600_000;

/** The wait after the `failures`-th failed try, or undefined when there is no try left. */
export function retryDelayMs(failures: number, baseSeconds: number): number | undefined {
  const step = RETRY_STEPS[failures - 1];
  return step === undefined ? undefined : step * baseSeconds * 1000;
}

/**
 * How long a 429 asks to wait: Discord's body says `retry_after` in seconds (a fraction allowed),
 * others the `Retry-After` header (seconds or an HTTP date). Undefined when neither says.
 */
export function retryAfterMs(body: string, header: string | null, now: number): number | undefined {
  let ms: number | undefined;
  try {
    const value = (JSON.parse(body) as { retry_after?: unknown }).retry_after;
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) ms = value * 1000;
  } catch {
    // Not JSON: the header may say.
  }
  if (ms === undefined && header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds) && seconds >= 0) ms = seconds * 1000;
    else if (!Number.isNaN(Date.parse(header))) ms = Math.max(0, Date.parse(header) - now);
  }
  return ms === undefined ? undefined : Math.min(Math.ceil(ms), MAX_RETRY_AFTER_MS);
}
