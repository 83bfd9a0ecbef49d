import '@fortawesome/fontawesome-svg-core/styles.css';
import { config, type IconDefinition } from '@fortawesome/fontawesome-svg-core';
import { fas } from '@fortawesome/free-solid-svg-icons';

// The icon CSS ships as a file with this chunk, rather than a <style> written at run time.
config.autoAddCss = false;

export { FontAwesomeIcon } from '@fortawesome/react-fontawesome';

/**
 * The Font Awesome solid set, in its own chunk (loaded by `loadIcons` only on the services
 * screens, so the admin's entry chunk does not carry it).
 */
const byName = fas as unknown as Record<string, IconDefinition>;

export interface IconChoice {
  /** The stored name, e.g. faHouse. */
  name: string;
  definition: IconDefinition;
  /** Every name of the icon (aliases such as faHome too), lower-cased, for search. */
  words: string;
}

export function iconByName(name: string): IconDefinition | undefined {
  return Object.hasOwn(byName, name) ? byName[name] : undefined;
}

const spaced = (name: string) =>
  name
    .slice(2)
    .replace(/([a-z0-9])([A-Z0-9])/g, '$1 $2')
    .toLowerCase();

/** One choice per icon, its aliases folded into its search words, A to Z. */
export const iconChoices: IconChoice[] = (() => {
  const names = new Map<IconDefinition, string[]>();
  for (const [name, definition] of Object.entries(byName)) {
    names.set(definition, [...(names.get(definition) ?? []), name]);
  }
  return [...names]
    .map(([definition, all]) => {
      const canonical = `fa${definition.iconName.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`;
      const name = all.includes(canonical) ? canonical : (all[0] as string);
      const words = [...all.map(spaced), ...all.map((n) => n.toLowerCase())].join(' ');
      return { name, definition, words };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
})();

/** The choices whose names contain every word of the query ("map pin", "faHome", "home"). */
export function searchIcons(query: string): IconChoice[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return iconChoices;
  return iconChoices.filter((choice) => terms.every((term) => choice.words.includes(term)));
}
