import type { services as en } from '../en/services';
import type { Texts } from '../texts';

/** The services namespace, in Brazilian Portuguese. */
export const services: Texts<typeof en> = {
  noLink: 'Sem URL',
  columns: { link: 'Destino' },
  hints: {
    external: 'Um endereço completo, como https://example.com',
    internal: 'Uma página deste site, como /support',
  },
  icon: {
    none: 'Sem ícone',
    unknown: 'Ícone desconhecido {{name}}',
  },
  picker: {
    loading: 'Carregando ícones…',
    unavailable: 'Não foi possível carregar a lista de ícones; digite o nome do ícone.',
    legend: 'Escolha um ícone',
    search: 'Buscar ícones',
    placeholder: 'Buscar ícones (house, map, star…)',
    noMatch: 'Nenhum ícone corresponde à busca.',
    matches_one: '{{count}} ícone encontrado.',
    matches_other: '{{count}} ícones encontrados.',
    someShown: '{{total}} ícones encontrados; os primeiros {{shown}} são exibidos.',
    keys: 'As setas do teclado movem entre os ícones.',
  },
};
