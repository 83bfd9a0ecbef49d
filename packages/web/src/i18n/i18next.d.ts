import 'i18next';
import type { Catalogue } from './catalogue';

// `t('blog:saved')` and `useTranslation('blog')` are checked against the English catalogue.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Catalogue;
  }
}
