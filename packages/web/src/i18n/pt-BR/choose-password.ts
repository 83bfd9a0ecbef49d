import type { choosePassword as en } from '../en/choose-password';
import type { Texts } from '../texts';

/** The choosePassword namespace, in Brazilian Portuguese. */
export const choosePassword: Texts<typeof en> = {
  invite: {
    documentTitle: 'Aceitar o convite · Land Office',
    heading: 'Boas-vindas, {{name}}',
    text: 'Você foi convidado para o painel do Land Office. Escolha seu nome e uma senha para concluir.',
    submit: 'Aceitar e entrar',
  },
  reset: {
    documentTitle: 'Escolher uma nova senha · Land Office',
    heading: 'Escolha uma nova senha',
    text: 'Para a conta {{username}}.',
    submit: 'Salvar e entrar',
  },
  username: 'Nome de usuário',
  displayName: 'Nome de exibição',
  password: 'Nova senha',
  confirm: 'Repita a senha',
  policy: 'Pelo menos 12 caracteres, difícil de adivinhar',
  passwordRequired: 'Informe a senha',
  tooShort: 'A senha deve ter pelo menos 12 caracteres',
  mismatch: 'As senhas não conferem',
  saving: 'Salvando...',
  checking: 'Verificando o link…',
  linkInvalid: 'Este link expirou ou já foi usado',
  failed: 'Erro ao salvar a senha',
  saved: 'Sua senha foi salva: entre com ela.',
  toSignIn: 'Ir para a página de entrada',
};
