import type { banners as en } from '../en/banners';
import type { Texts } from '../texts';

/** The banners namespace, in Brazilian Portuguese. */
export const banners: Texts<typeof en> = {
  activated: 'Banner ativado com sucesso!',
  deactivated: 'Banner desativado com sucesso!',
  created: 'Banner criado com sucesso!',
  updated: 'Banner atualizado com sucesso!',
  uploadFailed: 'Falha ao enviar a imagem',
  // "image_url: " names the field the text is shown beside; it is not read by a person.
  imageRequired: 'image_url: o banner precisa de uma imagem',
  untitled: 'Sem título',
  noLink: 'Sem URL',
  create: 'Criar Banner',
  update: 'Atualizar Banner',
  image: 'Imagem do banner',
  columns: {
    preview: 'Pré-visualização',
    link: 'Destino',
  },
  hints: {
    title: 'Opcional',
    altText: 'Descreve a imagem para leitores de tela',
    linkUrl: 'Opcional. Páginas internas: /available-land; externas: https://…',
  },
};
