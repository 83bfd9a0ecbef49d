import * as en from './en';
import * as ptBR from './pt-BR';
import { specDefault } from './spec-default';

/**
 * The admin's one catalogue: a namespace per screen family, in English and Brazilian
 * Portuguese, and the spec's default (English with the texts the spec writes in Portuguese).
 */
export const resources = {
  en: { ...en },
  'pt-BR': { ...ptBR },
  'en-x-spec': specDefault,
};

export type Catalogue = typeof en;
