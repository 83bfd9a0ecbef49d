import type { auth as en } from '../en/auth';
import type { Texts } from '../texts';

/** The auth namespace, in Brazilian Portuguese. */
export const auth: Texts<typeof en> = {
  login: {
    documentTitle: 'Entrar · Land Office',
    username: 'Usuário',
    password: 'Senha',
    usernameRequired: 'Informe o usuário',
    passwordRequired: 'Informe a senha',
    signIn: 'Entrar',
    signingIn: 'Entrando...',
    failed: 'Falha ao entrar',
  },
  sessions: {
    intro: 'Onde sua conta está conectada. Encerre o que você não reconhece.',
    browser: 'Navegador',
    address: 'Endereço',
    signedIn: 'Entrou',
    lastUsed: 'Último uso',
    thisDevice: 'Este dispositivo',
    signOut: 'Encerrar',
    signOutConfirm: 'Encerrar esta sessão?',
    signOutOthers: 'Encerrar todas as outras sessões',
    signOutOthersConfirm: 'Encerrar todas as outras sessões? Elas terão de entrar de novo.',
    signedOut: 'Sessão encerrada',
    signedOutOthers_one: '{{count}} outra sessão encerrada',
    signedOutOthers_other: '{{count}} outras sessões encerradas',
    unknownBrowser: 'Desconhecido',
    loadError: 'Erro ao carregar as sessões',
    actionError: 'Erro ao encerrar a sessão',
  },
};
