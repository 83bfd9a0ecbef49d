import { unwrap } from '@land-office/client';
import { expect } from 'vitest';
import type { Calls } from './context.js';
import { imageForm } from './images.js';

/**
 * The five content types that share one shape (list, create, read, update, reorder, delete), each
 * with a body of its own. Their paths differ only by the type's name, so one loop calls them; the
 * bodies are checked by the server, the answers by the document.
 */
const typesWith = (bannerImage: string) => [
  { name: 'menu', key: 'menu', order: 'menus', body: { label: 'Rentals', url: '/rentals' } },
  {
    name: 'service',
    key: 'service',
    order: 'services',
    body: { title: 'Land rental', description: 'Parcels by the week', icon: 'faHouse' },
  },
  {
    name: 'hero',
    key: 'hero',
    order: 'items',
    body: {
      title: 'Find your place',
      description: 'Land in every region',
      button_text: 'Browse',
      button_url: '/available-land',
    },
  },
  {
    name: 'banner',
    key: 'banner',
    order: 'banners',
    body: { title: 'Open day', image_url: bannerImage, alt_text: 'Open day' },
  },
  {
    name: 'faq',
    key: 'faq',
    order: 'items',
    body: { question: 'How do I pay?', answer: 'In L$, by the week.', category: 'Billing' },
  },
];

// One literal path of the family stands for each: the loop's bodies are per type, checked at run time.
type Item = { id: number };
const path = <P extends string>(name: string, tail: P) => `/api/${name}${tail}` as `/api/menu${P}`;

export const contentTypeCalls: Calls = async ({ owner, anonymous }) => {
  const { filePath } = await unwrap(
    owner.POST('/api/upload/banner', { body: await imageForm('image', '#36c') }),
  );
  for (const type of typesWith(filePath)) {
    const created = (await unwrap(
      owner.POST(path(type.name, '/admin'), { body: type.body as never }),
    )) as unknown as Record<string, Item>;
    const id = created[type.key]?.id as number;
    const second = (await unwrap(
      owner.POST(path(type.name, '/admin'), { body: type.body as never }),
    )) as unknown as Record<string, Item>;
    const read = await unwrap(owner.GET(path(type.name, '/admin/{id}'), { params: { path: { id } } }));
    expect(read).toHaveProperty(`${type.key}.id`, id);
    await unwrap(
      owner.PUT(path(type.name, '/admin/{id}'), { params: { path: { id } }, body: { is_active: true } }),
    );
    const order = [
      { id: second[type.key]?.id as number, order_pos: 0 },
      { id, order_pos: 1 },
    ];
    await unwrap(owner.PUT(path(type.name, '/admin/reorder'), { body: { [type.order]: order } as never }));
    const listed = (await unwrap(owner.GET(path(type.name, '/admin')))) as Item[];
    expect(listed.map((row) => row.id)).toEqual(order.map((row) => row.id));
    expect(await unwrap(anonymous.GET(path(type.name, '')))).toHaveLength(2);
    await unwrap(owner.DELETE(path(type.name, '/admin/{id}'), { params: { path: { id } } }));
  }
};
