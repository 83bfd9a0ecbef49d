import type { hero as en } from '../en/hero';
import type { Texts } from '../texts';

/** The hero namespace, in Brazilian Portuguese. */
export const hero: Texts<typeof en> = {
  hints: {
    buttonUrl: 'Páginas internas: /available-land; externas: https://…',
    order: 'Números menores aparecem primeiro',
  },
  livePreview: 'Pré-visualização ao vivo',
  preview: {
    label: 'Pré-visualização',
    title: 'Título da seção principal',
    description: 'A descrição aparece aqui.',
    button: 'Botão',
  },
  columns: {
    button: 'Botão',
    colours: 'Cores',
    link: 'Destino',
  },
  swatch: {
    title: 'Título',
    button: 'Botão',
  },
};
