import type { history as en } from '../en/history';
import type { Texts } from '../texts';

/** The history namespace, in Brazilian Portuguese. */
export const history: Texts<typeof en> = {
  title: 'Histórico',
  titleOf: 'Histórico: {{subject}}',
  versions: 'Versões',
  loadError: 'Erro ao carregar o histórico',
  empty: 'Nenhuma alteração registrada ainda.',
  loadMore: 'Carregar mais',
  someone: 'Alguém',
  current: 'Versão atual',
  actions: {
    create: 'Criou',
    update: 'Editou',
    toggle: 'Ativou ou desativou',
    reorder: 'Reordenou',
    delete: 'Excluiu',
    restore: 'Restaurou uma versão anterior',
    save: 'Salvou',
    autosave: 'Salvo automaticamente',
    baseline: 'Versão mais antiga conhecida',
  },
  summaries: {
    changed: 'Alterado: {{fields}}',
    baseline: 'Como estava antes de o histórico ser mantido',
  },
  diff: {
    heading: 'Versão de {{when}}',
    before: 'Antes',
    after: 'Depois',
    removed: 'removido:',
    added: 'adicionado:',
    empty: '(vazio)',
    nothing: 'Nada mudou nesta versão.',
    first: 'A primeira versão: todos os valores são novos.',
    formattingOnly: 'Só a formatação ou as imagens mudaram.',
    showAll: 'Mostrar também os campos sem alteração',
    loadError: 'Erro ao carregar esta versão',
  },
  restore: 'Restaurar esta versão',
  restoreAction: 'Restaurar',
  restoring: 'Restaurando…',
  restoreConfirm: 'Restaurar esta versão? O conteúdo atual fica guardado no histórico.',
  restored: 'Versão restaurada',
  restoreError: 'Erro ao restaurar esta versão',
  autosave: {
    label: 'Alterações salvas automaticamente',
    offer: 'Você tem alterações não salvas de {{time}}. Deseja restaurá-las?',
    restore: 'Restaurar',
    dismiss: 'Dispensar',
  },
};
