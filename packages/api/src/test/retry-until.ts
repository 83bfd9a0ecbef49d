/**
 * Calls `attempt` until `done` holds for its result or `withinMs` have passed, and returns the
 * last result: for what a test can only watch come true (a recovery, a sampled state).
 */
export async function retryUntil<T>(
  attempt: () => T | Promise<T>,
  done: (result: T) => boolean,
  withinMs: number,
  everyMs = 50,
): Promise<T> {
  const until = Date.now() + withinMs;
  let result = await attempt();
  while (!done(result) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, everyMs));
    result = await attempt();
  }
  return result;
}
