import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH, userMessages } from '@land-office/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { ValidationError } from '../errors.js';

const require = createRequire(import.meta.url);

let zxcvbn: ZxcvbnFactory | undefined;
/**
 * Loaded and built on first use: the language packs unpack their dictionaries as they load (some
 * 90 ms and 30 MB of a cold start), and only a password being chosen needs them.
 */
const estimator = () => {
  if (zxcvbn) return zxcvbn;
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const common = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
  const english = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
  zxcvbn = new ZxcvbnFactory({
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
