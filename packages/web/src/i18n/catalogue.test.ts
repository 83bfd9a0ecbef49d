import { blogMessages } from '@land-office/contract';
import { describe, expect, it } from 'vitest';
import { resources } from './catalogue';
import { i18next } from './index';

type Tree = { [key: string]: string | Tree };

/** Every text of a namespace tree, by its dotted key. */
const leaves = (tree: Tree, prefix = ''): Map<string, string> => {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [inner, text] of leaves(value, path)) found.set(inner, text);
  }
  return found;
};
const texts = (language: 'en' | 'pt-BR') => leaves(resources[language] as unknown as Tree);
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{(\w+)(?:,[^}]*)?\}\}/g)].map((m) => m[1]).sort();

// Words that are the same in both languages: names, and borrowings Brazilian Portuguese uses as is.
const sameInBoth = new Set([
  'Land Office',
  'E-mail',
  'Banners',
  'Banner',
  'Menus',
  'URL',
  'Slug',
  'Item',
  'UUID',
  'Email',
  'Logo',
  'Online',
  'Offline',
  'Status',
  'Editor',
  'Site',
  // Names: the webhooks screen, its formats.
  'Webhook',
  'Webhooks',
  'Standard Webhooks',
  'Discord',
]);

describe('the catalogue', () => {
  const en = texts('en');
  const pt = texts('pt-BR');

  it('has every English key in Portuguese, and no Portuguese key English lacks', () => {
    expect([...en.keys()].filter((key) => !pt.has(key))).toEqual([]);
    expect([...pt.keys()].filter((key) => !en.has(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...en].filter(([key, text]) => {
      const other = pt.get(key);
      return other !== undefined && placeholders(text).join() !== placeholders(other).join();
    });
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('leaves no Portuguese text blank or in English, but for shared words', () => {
    const untranslated = [...pt].filter(
      ([key, text]) =>
        !text.trim() ||
        // Placeholders are not words: a text of placeholders and signs alone is the same in both.
        (text === en.get(key) &&
          !sameInBoth.has(text) &&
          /[a-z]{3}/i.test(text.replace(/\{\{[^}]*\}\}/g, ''))),
    );
    expect(untranslated).toEqual([]);
  });

  it('keeps the spec by default: English screens, Portuguese dashboard and upload error', () => {
    const fixed = (language: string) => i18next.getFixedT(language) as unknown as (key: string) => string;
    const t = fixed('en-x-spec');
    expect(t('common:logout')).toBe('Logout');
    expect(t('blog:uploadError')).toBe(blogMessages.uploadError);
    expect(t('dashboard:labels.quickActions')).toBe('Ações Rápidas');
    expect(fixed('en')('dashboard:labels.quickActions')).toBe('Quick Actions');
    expect(fixed('en')('blog:uploadError')).not.toBe(blogMessages.uploadError);
  });
});
