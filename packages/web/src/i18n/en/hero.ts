/** The hero namespace, in English (the spec's texts where it quotes them). */
export const hero = {
  hints: {
    buttonUrl: 'Internal pages: /available-land; external: https://…',
    order: 'Lower numbers show first',
  },
  livePreview: 'Live preview',
  preview: {
    label: 'Preview',
    title: 'Hero title',
    description: 'The description shows here.',
    button: 'Button',
  },
  columns: {
    button: 'Button',
    colours: 'Colours',
    link: 'Link',
  },
  swatch: {
    title: 'Title',
    button: 'Button',
  },
};
