import { PASSWORD_MIN_LENGTH, userMessages } from '@land-office/contract';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { ValidationError } from '../errors.js';

let zxcvbn: ZxcvbnFactory | undefined;
/** Built on first use: its dictionaries take a moment and some memory, and most requests never need them. */
const estimator = () => {
  zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return zxcvbn;
};

/** The lowest zxcvbn score (0–4) a chosen password may have: "safely unguessable". */
const MIN_SCORE = 3;

/**
 * Why `password` may not be chosen, or undefined when it may. `known` are words the password must
 * not lean on (the username, the e-mail, the display name).
 */
export function passwordProblem(password: string, known: readonly (string | null | undefined)[] = []) {
  if ([...password].length < PASSWORD_MIN_LENGTH) return userMessages.passwordTooShort;
  const words = known.filter((w): w is string => Boolean(w)).flatMap((w) => [w, ...w.split(/[@.\s_-]+/)]);
  const result = estimator().check(password.slice(0, 200), words);
  if (result.score >= MIN_SCORE) return undefined;
  const reason = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  return userMessages.passwordTooWeak(reason || 'Add more words or characters that are hard to guess.');
}

/** Throws a 400 naming `field` when `password` may not be chosen. */
export function checkPassword(
  password: string,
  known: readonly (string | null | undefined)[],
  field: string,
) {
  const problem = passwordProblem(password, known);
  if (problem) throw new ValidationError(problem, field);
}
