/** The menus namespace, in English (the spec's texts where it quotes them). */
export const menus = {
  columns: { type: 'Type' },
  hints: {
    external: 'A full address, such as https://example.com',
    internal: 'A page of this site, such as /news',
  },
};
