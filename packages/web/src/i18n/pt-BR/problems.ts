import type { problems as en } from '../en/problems';
import type { Texts } from '../texts';

export const problems: Texts<typeof en> = {
  required: 'O campo {{label}} é obrigatório',
  tooLong: 'Texto longo demais: no máximo {{max}} caracteres',
  colour: '{{label}} deve ser uma cor como {{example}}',
  known: {
    icon: 'O ícone deve ser um nome do Font Awesome, como faHome',
    slug: 'O slug só pode ter letras minúsculas, dígitos, - e _',
    imageUrl: 'A URL da imagem deve ser uma URL http(s)',
    externalLink: 'um link externo precisa de uma URL http(s) completa',
    internalLink: 'uma página interna precisa de uma URL relativa, como /news',
    bannerImage: 'um banner precisa de uma imagem',
    httpUrl: 'deve ser uma URL http(s)',
    siteUrl: 'deve ser uma URL http(s) ou um caminho do site',
    uploadedImage: 'deve ser uma URL http(s) ou uma imagem enviada',
    email: 'deve ser um endereço de e-mail',
    plainId: 'deve ser um ID simples (letras, dígitos, - e _)',
    theme: 'deve ser claro ou escuro',
    view: 'deve ser grade ou lista',
    invalidCredentials: 'Usuário ou senha inválidos',
    throttled: 'Tentativas de entrar demais. Tente de novo em {{minutes}} minutos.',
    tooManyRequests: 'Pedidos demais deste endereço; tente de novo em {{after}}',
    databaseDown: 'O banco de dados está indisponível; tente de novo em instantes',
    databaseReadOnly: 'O banco de dados está somente leitura no momento; tente de novo em instantes',
    storageDown: 'O armazenamento de arquivos está indisponível; tente de novo em instantes',
    storageReadOnly:
      'O armazenamento de arquivos está somente leitura no momento; tente de novo em instantes',
    diskFull: 'O disco está cheio: nada foi salvo. Libere espaço e tente de novo',
    busy: 'O servidor está ocupado; tente de novo em instantes',
  },
};
