import { serviceMessages } from '@land-office/contract';

/** The services namespace, in English (the spec's texts where it quotes them). */
export const services = {
  noLink: serviceMessages.noLink,
  columns: { link: 'Link' },
  hints: {
    external: 'A full address, such as https://example.com',
    internal: 'A page of this site, such as /support',
  },
  icon: {
    none: 'No icon',
    unknown: 'Unknown icon {{name}}',
  },
  picker: {
    loading: 'Loading icons…',
    unavailable: 'The icon list could not be loaded; type the icon name.',
    legend: 'Choose an icon',
    search: 'Search icons',
    placeholder: 'Search icons (house, map, star…)',
    noMatch: 'No icon matches the search.',
    matches_one: '{{count}} icon matches.',
    matches_other: '{{count}} icons match.',
    someShown: '{{total}} icons match; the first {{shown}} are shown.',
    keys: 'The arrow keys move between the icons.',
  },
};
