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
  mfa: {
    title: 'Verificação em duas etapas',
    intro: 'Digite o código de 6 dígitos que o seu aplicativo autenticador mostra agora.',
    code: 'Código',
    recoveryIntro:
      'Digite um dos códigos de recuperação que você guardou ao configurar a verificação em duas etapas. Cada um funciona uma vez.',
    recoveryCode: 'Código de recuperação',
    recoveryInvalid: 'Um código de recuperação tem 10 letras e dígitos, como ABCDE-23456',
    passkeyIntro: 'Confirme que é você com a sua chave de acesso.',
    verify: 'Verificar',
    verifying: 'Verificando...',
    useRecovery: 'Usar um código de recuperação',
    useCode: 'Usar um código do aplicativo',
    usePasskey: 'Usar uma chave de acesso',
    startOver: 'Voltar à senha',
    expired: 'A entrada expirou. Entre de novo.',
    failed: 'Não foi possível verificar o código. Tente de novo.',
  },
  passkey: {
    signIn: 'Entrar com uma chave de acesso',
    waiting: 'Aguardando a chave de acesso...',
    cancelled: 'Nenhuma chave de acesso foi usada.',
    wrongAddress:
      'As chaves de acesso só funcionam no endereço do próprio painel, pelo nome (não por um endereço IP).',
    failed: 'Não foi possível entrar com a chave de acesso. Tente de novo.',
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
