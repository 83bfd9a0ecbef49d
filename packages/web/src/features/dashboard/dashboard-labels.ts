/** The dashboard's Portuguese texts (spec §2: labels are in Portuguese). */
export const dashboardLabels = {
  blogPosts: 'Posts do Blog',
  activeBanners: 'Banners Ativos',
  availableLands: 'Terrenos Disponíveis',
  supportOnline: 'Suporte online agora',
  noTickets: 'Não há sistema de tickets: membros da equipe de suporte online',
  published: (n: number) => `${n} publicado${n === 1 ? '' : 's'}`,
  lastScrape: (when: string) => `Última busca: ${when}`,
  notInstalled: 'Ainda não disponível',
  quickActions: 'Ações Rápidas',
  recentActivity: 'Atividade Recente',
  allActivity: 'Ver todo o histórico',
  scrapeRuns: 'Últimas 20 buscas de terrenos',
  noScrapeRuns: 'Nenhuma busca registrada.',
  loadError: 'Erro ao carregar o painel',
  retry: 'Tentar novamente',
} as const;
