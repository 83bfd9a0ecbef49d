import type { Icon } from './parts.js';

const known = new Map<string, Promise<Icon | undefined>>();

/**
 * The Font Awesome solid icons of these names (`faHome`…), each module loaded on first use and
 * kept: the whole set is some 2 MB of JavaScript, a service tile needs a handful. A name the set
 * lacks gives no icon. Names are checked by the contract (`fa` + letters and digits).
 */
export async function loadIcons(names: string[]): Promise<Record<string, Icon>> {
  const icons: Record<string, Icon> = {};
  await Promise.all(
    [...new Set(names)]
      .filter((name) => /^fa[A-Z0-9][A-Za-z0-9]*$/.test(name))
      .map(async (name) => {
        let loading = known.get(name);
        if (!loading) {
          loading = import(`@fortawesome/free-solid-svg-icons/${name}`).then(
            (mod: { width: number; height: number; svgPathData: string | string[] }) => ({
              width: mod.width,
              height: mod.height,
              path: [mod.svgPathData].flat().join(' '),
            }),
            () => undefined,
          );
          known.set(name, loading);
        }
        const icon = await loading;
        if (icon) icons[name] = icon;
      }),
  );
  return icons;
}
