import type { media as en } from '../en/media';
import type { Texts } from '../texts';
import { dashboard } from './dashboard';

/** The media namespace, in Brazilian Portuguese. */
export const media: Texts<typeof en> = {
  intro:
    'Toda imagem enviada no painel fica aqui, uma vez só. Qualquer campo de imagem pode usá-la com "Escolher da biblioteca".',
  drop: {
    zone: 'Enviar imagens',
    title: 'Arraste imagens para cá para enviá-las',
    choose: 'Escolher arquivos',
    hint: 'JPEG, PNG, GIF, WebP, AVIF ou TIFF (não SVG); várias de uma vez.',
  },
  upload: {
    list: 'Envios',
    sending: 'Enviando {{name}}: {{percent}}%',
    done: '{{name}}: enviada',
    reused: '{{name}}: já estava na biblioteca',
    failed: '{{name}} falhou: {{error}}',
    summary_one: '{{count}} imagem enviada',
    summary_other: '{{count}} imagens enviadas',
    someFailed: '{{failed}} de {{count}} envios falharam',
    error: 'Falha no envio',
  },
  search: 'Buscar por nome ou texto alternativo',
  type: 'Tipo',
  allTypes: 'Todos os tipos',
  unusedOnly: 'Só as não usadas',
  empty: 'Nenhuma imagem ainda. Arraste algumas para cima.',
  noMatch: 'Nenhuma imagem corresponde.',
  loadError: 'Erro ao carregar a biblioteca de mídia',
  loadMore: 'Carregar mais',
  loadingMore: 'Carregando…',
  usedBy_one: 'Usada em {{count}} registro',
  usedBy_other: 'Usada em {{count}} registros',
  unused: 'Não usada',
  inTrash: '{{user}} (na lixeira)',
  altText: 'Texto alternativo',
  altOf: 'Texto alternativo de {{name}}',
  altHint: 'O que a imagem mostra, para quem não pode vê-la.',
  saveAlt: 'Salvar',
  altSaved: 'Texto alternativo salvo',
  altError: 'Erro ao salvar o texto alternativo',
  altTooLong: 'O texto alternativo deve ter no máximo 500 caracteres',
  deleteItem: 'Excluir {{name}}',
  deleteConfirm: 'Excluir esta imagem?',
  deleted: 'Imagem excluída',
  deleteError: 'Erro ao excluir a imagem',
  inUse: 'Esta imagem ainda é usada em {{users}}. Troque-a lá primeiro.',
  resources: dashboard.resources,
};
