import type { publishing as english } from '../en/publishing';

export const publishing: typeof english = {
  pageLink: {
    label: 'Link para uma página',
    none: 'Escolha uma página…',
    page: '{{title}} (em /{{slug}})',
    draft: '{{title}} (/{{slug}}, ainda não publicada)',
  },
  seo: {
    heading: 'Buscadores',
    preview: 'Prévia do resultado de busca',
    hidden: 'Oculta dos buscadores: eles são instruídos a não listá-la.',
    untitled: 'Sem título',
    noDescription: 'Sem descrição: os buscadores escolherão um trecho por conta própria.',
    count: '{{count}} de {{max}} caracteres',
  },
  schedule: {
    zone: 'Fuso horário: {{zone}}',
    clear: 'Limpar',
    clearField: 'Limpar {{label}}',
    scheduled: 'Agendado',
    scheduledFor: 'Agendado · {{time}}',
    ends: 'Termina em {{date}}',
    ended: 'Terminou em {{date}}',
  },
  status: { published: 'Publicado', draft: 'Rascunho' },
  lastChanged: 'Última alteração',
};
