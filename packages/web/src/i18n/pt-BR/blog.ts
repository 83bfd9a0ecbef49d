import { blogMessages } from '@land-office/contract';
import type { blog as en } from '../en/blog';
import type { Texts } from '../texts';

/** The blog namespace, in Brazilian Portuguese. */
export const blog: Texts<typeof en> = {
  uploadError: blogMessages.uploadError,
  createPost: 'Criar Post',
  published: 'Publicado',
  publishAtHint:
    'Um post publicado com um horário futuro fica oculto até lá. Deixe vazio para publicar agora.',
  draft: 'Rascunho',
  unknownAuthor: 'Desconhecido',
  noExcerpt: 'Sem resumo',
  list: {
    headers: {
      author: 'Autor',
      created: 'Criado em',
    },
    emptyHint: 'Escreva o primeiro post: ele fica como rascunho, visível só aqui, até você publicá-lo.',
    search: 'Buscar posts',
    searchPlaceholder: 'Buscar no título, resumo e texto…',
    allPosts: 'Todos os posts',
    count_one: '{{shown}} de {{count}} post',
    count_other: '{{shown}} de {{count}} posts',
    countEstimate: '{{shown}} de cerca de {{count}} posts',
    noMatch: 'Nenhum post corresponde à busca.',
    loadMore: 'Carregar mais posts',
    loadingMore: 'Carregando mais posts…',
  },
  form: {
    slugHint: 'O endereço do post: letras minúsculas, dígitos, - e _',
    save: 'Salvar Post',
  },
};
