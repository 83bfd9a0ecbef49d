import { PASSWORD_MIN_LENGTH, userMessages } from '@land-office/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ValidationError } from '../errors.js';

let zxcvbn: Promise<ZxcvbnFactory> | undefined;
/**
 * Loaded and built on first use: the language packs unpack their dictionaries as they load (some
 * 90 ms and 40 MB of a start on Node 26), and only a password being chosen needs them.
 */
const estimator = () =>
  (zxcvbn ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  ));

/** The lowest zxcvbn score (0–4) a chosen password may have: "safely unguessable". */
const MIN_SCORE = 3;

/**
 * Why `password` may not be chosen, or undefined when it may. `known` are words the password must
 * not lean on (the username, the e-mail, the display name).
 */
export async function passwordProblem(
  password: string,
  known: readonly (string | null | undefined)[] = [],
): Promise<string | undefined> {
  if ([...password].length < PASSWORD_MIN_LENGTH) return userMessages.passwordTooShort;
  const words = known.filter((w): w is string => Boolean(w)).flatMap((w) => [w, ...w.split(/[@.\s_-]+/)]);
  const result = (await estimator()).check(password.slice(0, 200), words);
  if (result.score >= MIN_SCORE) return undefined;
  const reason = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return userMessages.passwordTooWeak(reason || 'Add more words or characters that are hard to guess.');
}

/** Throws a 400 naming `field` when `password` may not be chosen. */
export async function checkPassword(
  password: string,
  known: readonly (string | null | undefined)[],
  field: string,
) {
  const problem = await passwordProblem(password, known);
  if (problem) throw new ValidationError(problem, field);
}
