import { blogType, heroType, serviceType } from '@land-office/contract';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { englishLeft } from '../test/english-left';
import { problemText } from './problem-text';

/** What the contract's own create rule says of `value`, as the form and the server say it. */
const refusals = (type: { schemas: { create: { safeParse: (v: unknown) => unknown } } }, value: object) => {
  const result = type.schemas.create.safeParse(value) as { error?: { issues: { message: string }[] } };
  return result.error?.issues.map((issue) => issue.message) ?? [];
};

const everyRefusal = () => [
  ...refusals(serviceType, {}),
  ...refusals(serviceType, { title: 'x'.repeat(300), description: 'd', icon: 'not an icon' }),
  ...refusals(heroType, { title: 't', title_color: 'red' }),
  ...refusals(blogType, { title: 'T', slug: 'Not A Slug', content: '', image_url: 'x' }),
  serviceType.check?.({ link_url: '/x', is_external: true }) ?? '',
  'description: Description is required',
];

const asText = (text: string) => {
  const box = document.createElement('p');
  box.textContent = text;
  return box;
};

describe('refusals in the admin language', () => {
  it('keeps the contract English in the default language and in English', () => {
    for (const text of everyRefusal()) expect(problemText(text)).toBe(text);
    setLanguage('en');
    for (const text of everyRefusal()) expect(problemText(text)).toBe(text);
  });

  it('says each rule of the contract in Portuguese, with the field named in Portuguese', () => {
    setLanguage('pt-BR');
    const said = everyRefusal().map(problemText);
    expect(said).toContain('O campo Título é obrigatório');
    expect(said).toContain('Texto longo demais: no máximo 255 caracteres');
    expect(said).toContain('Cor do título deve ser uma cor como #ffd700');
    expect(said).toContain('URL do link: um link externo precisa de uma URL http(s) completa');
    expect(said.flatMap((text) => englishLeft(asText(text)))).toEqual([]);
  });

  it('says the sign-in throttle and a temporary fault in Portuguese', () => {
    setLanguage('pt-BR');
    expect(problemText('Too many sign-in attempts. Try again in 3 minutes.')).toBe(
      'Tentativas de entrar demais. Tente de novo em 3 minutos.',
    );
    expect(problemText('The database is unavailable, try again shortly')).toBe(
      'O banco de dados está indisponível; tente de novo em instantes',
    );
  });

  it('leaves a text it does not know as it came', () => {
    setLanguage('pt-BR');
    expect(problemText('Address not allowed: example.test')).toBe('Address not allowed: example.test');
  });
});
