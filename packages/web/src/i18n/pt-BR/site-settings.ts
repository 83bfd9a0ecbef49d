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
    siteLanguage: 'Idioma do Site',
    siteLanguageHint: 'O idioma dos textos próprios do site público',
    contactEmail: 'E-mail de Contato',
    footerText: 'Texto do Rodapé',
    googleAnalytics: 'ID do Google Analytics',
    googleAnalyticsHint: 'ID de medição, como G-XXXXXXXXXX',
    facebookPixel: 'ID do Pixel do Facebook',
    socialLinks: 'Redes Sociais',
  },
  themes: {
    light: 'Claro',
    dark: 'Escuro',
  },
  headerBehaviours: {
    scrollable: 'Rolável',
    fixed: 'Fixo',
  },
  security: {
    title: 'Segurança',
    requireTwoFactor: 'Exigir a verificação em duas etapas de todos',
    hint: 'Quem não tiver um aplicativo autenticador nem uma chave de acesso será levado a configurar um logo depois da senha, na próxima entrada. As sessões já abertas continuam.',
    saved: 'Configurações de segurança salvas',
    saveError: 'Erro ao salvar as configurações de segurança',
    loadError: 'Erro ao carregar as configurações de segurança',
  },
  saved: 'Configurações do site atualizadas com sucesso!',
  saveFailed: 'Falha ao salvar as configurações',
  saveError: 'Erro ao salvar as configurações do site',
};
