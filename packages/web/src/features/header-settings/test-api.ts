import { headerButtonDefaults, headerSettingsDefaults, type MenuItem } from '@land-office/contract';
import { fakeApi, json } from '../../test/render-screen';

/** The header endpoints plus an in-memory menu table behind the menu API. */
export function fakeHeaderApi(menu: MenuItem[] = [], extra: Parameters<typeof fakeApi>[0] = {}) {
  let nextId = menu.length + 1;
  const body = (init?: RequestInit) => JSON.parse(String(init?.body));
  const fake = fakeApi({
    'GET /header-settings/admin': () => json(headerSettingsDefaults),
    'GET /header-settings/button': () => json(headerButtonDefaults),
    'GET /menu/admin': () => json(menu),
    'POST /menu/admin': (init) => {
      const item = { id: nextId++, ...body(init) };
      menu.push(item);
      return json({ menu: item });
    },
    ...Object.fromEntries(
      menu.flatMap((item) => [
        [
          `PUT /menu/admin/${item.id}`,
          (init?: RequestInit) => {
            Object.assign(item, body(init));
            return json({ menu: item });
          },
        ],
        [
          `DELETE /menu/admin/${item.id}`,
          () => {
            menu.splice(menu.indexOf(item), 1);
            return new Response(null, { status: 204 });
          },
        ],
      ]),
    ),
    ...extra,
  });
  return fake;
}
