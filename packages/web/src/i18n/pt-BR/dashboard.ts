import { contentTypes } from '@land-office/contract';
import type { dashboard as en } from '../en/dashboard';
import type { ContentTypeName } from '../en/types';
import type { Texts } from '../texts';

/** A content type's log entries are named as its declaration names it in the admin ("Post do blog"). */
const contentResources = Object.fromEntries(
  contentTypes.map((type) => [type.name, type.label.admin]),
) as Record<ContentTypeName, string>;

/**
 * The dashboard namespace, in Brazilian Portuguese: the spec's own texts (spec §2), which the
 * default language shows too.
 */
export const dashboard: Texts<typeof en> = {
  summaries: {
    changed: 'Alterado: {{fields}}',
    reordered: '{{count}} item(ns) reordenado(s)',
    image: 'Imagem {{file}}',
    username: 'Usuário: {{name}}',
    signedOut: 'Saiu',
    signedOutSession: 'Sessão {{id}} encerrada',
    signedOutOne: '1 outra sessão encerrada',
    signedOutOthers: '{{count}} outras sessões encerradas',
    imported: '{{created}} criados, {{replaced}} substituídos ({{sections}})',
    scraped: '{{source}}: {{count}} terrenos encontrados',
    scrapeFailed: '{{source}} falhou: {{error}}',
    invited: 'Convidou {{name}} como {{role, lowercase}}',
    userChanged: '{{name}}: alterado: {{fields}}',
    userDeleted: 'Excluiu {{name}}',
    invitationLink: 'Novo link de convite para {{name}}',
    resetLink: 'Link de redefinição de senha para {{name}}',
    passwordChanged: 'Alterou a própria senha',
    invitationAccepted: 'Aceitou o convite',
    passwordReset: 'Escolheu uma nova senha com um link de redefinição',
    deactivated: 'Conta desativada',
  },
  labels: {
    stats: 'Estatísticas',
    blogPosts: 'Posts do Blog',
    activeBanners: 'Banners Ativos',
    availableLands: 'Terrenos Disponíveis',
    supportOnline: 'Suporte online agora',
    noTickets: 'Não há sistema de tickets: membros da equipe de suporte online',
    published_one: '{{count}} publicado',
    published_other: '{{count}} publicados',
    lastScrape: 'Última busca: {{when}}',
    notInstalled: 'Ainda não disponível',
    quickActions: 'Ações Rápidas',
    recentActivity: 'Atividade Recente',
    allActivity: 'Ver todo o histórico',
    scrapeRuns: 'Últimas 20 buscas de terrenos',
    scrapeFailed: 'falhou',
    noScrapeRuns: 'Nenhuma busca registrada.',
    loadError: 'Erro ao carregar o painel',
    retry: 'Tentar novamente',
    webhooksOff_one:
      'Um endpoint de webhook foi desligado após falhar {{failures}} entregas seguidas: {{urls}}',
    webhooksOff_other:
      '{{count}} endpoints de webhook foram desligados após falhar {{failures}} entregas seguidas: {{urls}}',
    openWebhooks: 'Abrir webhooks',
  },
  quickActions: {
    siteSettings: 'Configurações do Site',
    newBanner: 'Novo Banner',
    newPost: 'Novo Post',
    findLands: 'Buscar Terrenos',
  },
  activity: {
    filter: 'Recurso',
    all: 'Todos',
    loadMore: 'Carregar mais',
    loadingMore: 'Carregando…',
    loadError: 'Erro ao carregar o histórico',
    end: 'Fim do histórico.',
    empty: 'Nenhuma atividade registrada.',
    anonymous: 'anônimo',
    scheduler: 'Agendador',
    user: 'Usuário',
  },
  resources: {
    ...contentResources,
    support: 'Equipe de suporte',
    site_settings: 'Configurações do site',
    header_settings: 'Cabeçalho',
    header_button: 'Botão do cabeçalho',
    header_logo: 'Logo do cabeçalho',
    available_land_settings: 'Página de terrenos',
    'land-scraper': 'Busca de terrenos',
    content: 'Conteúdo',
    auth: 'Acesso',
    users: 'Usuário',
    account: 'Própria conta',
    media: 'Biblioteca de mídia',
    webhooks: 'Webhook',
  },
  actions: {
    create: 'criou',
    update: 'alterou',
    delete: 'excluiu',
    toggle: 'ativou/desativou',
    reorder: 'reordenou',
    upload: 'enviou imagem em',
    save: 'salvou',
    run: 'executou',
    import: 'importou',
    login: 'entrou',
    logout: 'saiu',
    login_failed: 'falha de login',
    restore: 'restaurou',
    published: 'publicou no horário agendado',
  },
};
