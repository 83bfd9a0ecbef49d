import { type ContentTypeResource, contentTypes, TOKEN_ADDRESSES_MAX } from '@land-office/contract';
import type { tokens as en } from '../en/tokens';
import type { Texts } from '../texts';
import { types } from './types';

/** The tokens namespace, in Brazilian Portuguese. */
export const tokens: Texts<typeof en> = {
  list: {
    intro:
      'Com o que uma integração (um front-end, um bot do Discord, um quiosque in-world) entra no lugar de uma senha, cada uma limitada aos seus escopos.',
    add: 'Novo token',
    empty: 'Nenhum token de API ainda. Crie um para cada integração com "Novo token".',
    loadError: 'Erro ao carregar os tokens de API',
    columns: {
      name: 'Nome',
      scopes: 'Escopos',
      created: 'Criado',
      expires: 'Expira',
      lastUse: 'Último uso',
    },
    createdBy: 'por {{name}}',
    onlyFrom: 'Somente de {{addresses}}',
    never: 'Nunca',
    expired: 'Expirado',
    neverUsed: 'Nunca usado',
    usedFrom: 'de {{address}}',
    revoke: 'Revogar',
    revokeItem: 'Revogar {{name}}',
    revokeConfirm: 'Revogar o token "{{name}}"? O que o usa para de funcionar na hora.',
    revoked: 'Token revogado',
    revokeError: 'Erro ao revogar o token',
  },
  resources: {
    // A content type's: its Portuguese texts say it (pt-BR/types.ts, `scope`; the catalogue test
    // fails a type without them).
    ...(Object.fromEntries(
      contentTypes.map((type) => [type.scope.resource, types[type.name]?.scope ?? type.scope.label]),
    ) as Record<ContentTypeResource, string>),
    support: 'Equipe de suporte',
    settings: 'Configurações do site, do cabeçalho e de terrenos disponíveis, fontes da busca',
    listings: 'Anúncios e buscas de terrenos',
    webhooks: 'Webhooks',
    media: 'Biblioteca de mídia',
  },
  summary: {
    read: 'leitura',
    write: 'escrita',
    status: 'Status in-world',
  },
  form: {
    heading: 'Novo token de API',
    name: 'Nome',
    nameHint: 'O que o usa, para quem vê a lista ("Bot do Discord", "Quiosque do porto").',
    scopes: 'Escopos',
    scopesHint: 'O que ele pode ler e alterar. Quem escreve também lê.',
    resource: 'Recurso',
    read: 'Ler',
    write: 'Escrever',
    readEverything: 'Ler tudo',
    supportStatus: 'Informar o status in-world (support:status)',
    supportStatusHint: 'Para scripts in-world que dizem quem da equipe de suporte está online.',
    expires: 'Expira em',
    expiresHint: 'Vazio, ele nunca expira.',
    addresses: 'Endereços permitidos',
    addressesHint: `Um endereço ou faixa CIDR por linha (203.0.113.7, 2001:db8::/32), no máximo ${TOKEN_ADDRESSES_MAX}. Vazio: qualquer endereço.`,
    create: 'Criar token',
    saveError: 'Erro ao criar o token',
  },
  created: {
    title: 'Novo token: {{name}}',
    once: 'Token criado. Copie-o agora: ele não é mostrado de novo.',
    label: 'Token de API',
    copy: 'Copiar',
    copied: 'Copiado.',
    copyFailed: 'Não foi possível copiar: o token está selecionado, copie-o pelo teclado.',
    use: 'Envie-o como Authorization: Bearer <token>.',
    done: 'Concluir',
  },
};
