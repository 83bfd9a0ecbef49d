import type { account as en } from '../en/account';
import type { Texts } from '../texts';

/** The account namespace (/admin/account), in Brazilian Portuguese. */
export const account: Texts<typeof en> = {
  intro: 'Seus dados de acesso e suas escolhas.',
  profile: {
    title: 'Perfil',
    username: 'Usuário',
    role: 'Função',
    displayName: 'Nome de exibição',
    displayNameHint: 'Como o painel e o histórico de atividades chamam você.',
    email: 'E-mail',
    save: 'Salvar perfil',
    saved: 'Perfil salvo',
    saveError: 'Erro ao salvar o perfil',
  },
  password: {
    title: 'Senha',
    current: 'Senha atual',
    new: 'Nova senha',
    hint: 'Pelo menos {{min}} caracteres, difícil de adivinhar',
    confirm: 'Confirme a nova senha',
    mismatch: 'As duas novas senhas são diferentes',
    save: 'Trocar a senha',
    saving: 'Trocando...',
    changed: 'Senha trocada',
    changedRevoked_one: 'Senha trocada. {{count}} outra sessão foi encerrada.',
    changedRevoked_other: 'Senha trocada. {{count}} outras sessões foram encerradas.',
    saveError: 'Erro ao trocar a senha',
  },
  preferences: {
    title: 'Preferências',
    intro: 'Guardadas neste navegador.',
  },
  sessions: { title: 'Sessões' },
  twoFactor: {
    title: 'Verificação em duas etapas',
    status: 'Não configurada',
  },
};
