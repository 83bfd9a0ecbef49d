import type { trash as en } from '../en/trash';
import type { Texts } from '../texts';

/** The trash namespace, in Brazilian Portuguese. */
export const trash: Texts<typeof en> = {
  intro: 'O conteúdo excluído fica aqui até ser eliminado. Restaure-o ou exclua-o de vez.',
  filter: 'Tipo',
  allTypes: 'Todos os tipos',
  empty: 'A lixeira está vazia.',
  emptyOfType: 'Nada deste tipo na lixeira.',
  loadError: 'Erro ao carregar a lixeira',
  loadMore: 'Carregar mais',
  loadingMore: 'Carregando mais…',
  columns: {
    type: 'Tipo',
    title: 'Título',
    deleted: 'Excluído',
    purge: 'Eliminação',
  },
  untitled: '(sem título)',
  deletedBy: 'por {{name}}',
  purgeOn: 'Eliminado em {{date}}',
  restore: 'Restaurar',
  restoreItem: 'Restaurar {{name}}',
  deletePermanently: 'Excluir de vez',
  deletePermanentlyItem: 'Excluir {{name}} de vez',
  emptyTrash: 'Esvaziar a lixeira',
  deletePermanentlyConfirm: 'Excluir este item de vez? Isso não pode ser desfeito.',
  emptyTrashConfirm: 'Esvaziar a lixeira? Tudo o que está nela será excluído de vez.',
  restored: 'Restaurado da lixeira',
  deletedPermanently: 'Excluído de vez',
  emptied: 'Lixeira esvaziada',
  restoreError: 'Erro ao restaurar o item',
  deleteError: 'Erro ao excluir o item',
  emptyError: 'Erro ao esvaziar a lixeira',
  resources: {
    support: 'Membro da equipe de suporte',
  },
};
