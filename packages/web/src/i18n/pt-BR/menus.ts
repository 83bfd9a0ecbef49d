import type { menus as en } from '../en/menus';
import type { Texts } from '../texts';

/** The menus namespace, in Brazilian Portuguese. */
export const menus: Texts<typeof en> = {
  columns: { type: 'Tipo' },
  hints: {
    external: 'Um endereço completo, como https://example.com',
    internal: 'Uma página deste site, como /news',
  },
};
