import * as en from './en';
import * as ptBR from './pt-BR';

/**
 * The admin's one catalogue: a namespace per screen family, in English and Brazilian
 * Portuguese. The admin loads each namespace when a screen asks for it (`index.ts`); this whole
 * view is for the checks (`catalogue.test.ts`) and the types of `t()`.
 */
export const resources = {
  en: { ...en },
  'pt-BR': { ...ptBR },
};

export type Catalogue = typeof en;
