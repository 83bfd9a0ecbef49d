import type { siteSettings as en } from '../en/site-settings';
import type { Texts } from '../texts';

/** The siteSettings namespace, in Brazilian Portuguese. */
export const siteSettings: Texts<typeof en> = {
  transferLink: 'Exportar / importar',
  sections: {
    basic: 'Informações Básicas',
    contact: 'Informações de Contato',
    analytics: 'Análise e Rastreamento',
  },
  fields: {
    siteTitle: 'Título do Site',
    siteDescription: 'Descrição do Site',
    keywords: 'Palavras-chave de SEO',
    keywordsHint: 'Separadas por vírgula',
    defaultTheme: 'Tema Padrão',
    headerBehaviour: 'Comportamento do Cabeçalho',
    contactEmail: 'E-mail de Contato',
    footerText: 'Texto do Rodapé',
    googleAnalytics: 'ID do Google Analytics',
    googleAnalyticsHint: 'ID de medição, como G-XXXXXXXXXX',
    facebookPixel: 'ID do Pixel do Facebook',
  },
  themes: {
    light: 'Claro',
    dark: 'Escuro',
  },
  headerBehaviours: {
    scrollable: 'Rolável',
    fixed: 'Fixo',
  },
  saved: 'Configurações do site atualizadas com sucesso!',
  saveFailed: 'Falha ao salvar as configurações',
  saveError: 'Erro ao salvar as configurações do site',
};
