import type { conflict as en } from '../en/conflict';
import type { Texts } from '../texts';

/** The conflict namespace, in Brazilian Portuguese. */
export const conflict: Texts<typeof en> = {
  intro: 'A versão da outra pessoa já está salva. Em cada campo, mantenha a sua ou use a dela e salve.',
  same: 'Os valores da outra pessoa são iguais aos seus: salvar mantém esses valores.',
  theirs: 'Da outra pessoa',
  mine: 'Meu',
  keepMine: 'Manter o meu',
  takeTheirs: 'Usar o da outra pessoa',
  save: 'Salvar',
  cancel: 'Cancelar',
  empty: '(vazio)',
  yes: 'Sim',
  no: 'Não',
};
