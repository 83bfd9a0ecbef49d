import { blogMessages, blogType, userMessages } from '@land-office/contract';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n';
import { problems } from '../i18n/pt-BR/problems';
import { fail, on, serve } from '../test/msw';
import { LandOfficeError, landOffice, unwrap } from './api';
import { issueText, refusalText, roleRefusalText } from './refusal-text';

/** A refusal as the typed client throws it, from the body the server sent. */
async function refused(status: number, error: string, details: Parameters<typeof fail>[2] = {}) {
  serve(on.post('/blog/admin', () => fail(status, error, details)));
  return unwrap(landOffice.POST('/api/blog/admin', { body: { title: 'A', slug: 'a', content: 'x' } })).catch(
    (e: unknown) => e,
  );
}

describe('a refusal in the admin language, by its code', () => {
  it("shows the server's own text in English and in the default language", async () => {
    const taken = await refused(409, blogMessages.slugTaken, { code: 'slug_taken', field: 'slug' });
    expect(refusalText(taken)).toBe(blogMessages.slugTaken);
    setLanguage('en');
    expect(refusalText(taken)).toBe(blogMessages.slugTaken);
  });

  it('says a taken slug in Portuguese, naming the field by its label', async () => {
    setLanguage('pt-BR');
    const taken = await refused(409, blogMessages.slugTaken, { code: 'slug_taken', field: 'slug' });
    expect(refusalText(taken)).toBe('Slug: outro registro já tem este slug');
  });

  it('says a required field with its Portuguese label, and a text too long with its limit', async () => {
    setLanguage('pt-BR');
    const missing = await refused(400, 'Title is required', { code: 'required', field: 'title' });
    expect(refusalText(missing)).toBe('O campo Título é obrigatório');
    const long = await refused(400, 'title: Too big: expected string to have <=255 characters', {
      code: 'too_long',
      field: 'title',
      max: 255,
    });
    expect(refusalText(long)).toBe('O campo Título é longo demais (no máximo 255)');
  });

  it('says a value in the wrong form and a wrong current password in Portuguese', async () => {
    setLanguage('pt-BR');
    const slug = await refused(400, 'Slug may hold only lowercase letters, digits, - and _', {
      code: 'invalid_format',
      field: 'slug',
    });
    expect(refusalText(slug)).toBe('O campo Slug não está no formato esperado');
    const password = await refused(400, userMessages.currentPasswordWrong, {
      code: 'wrong_password',
      field: 'current_password',
    });
    expect(refusalText(password, undefined, 'Senha atual')).toBe('Senha atual: a senha não está correta');
  });

  it('says a refused role with the role and what it may not do, in Portuguese', async () => {
    setLanguage('pt-BR');
    const english = userMessages.forbidden('editor', 'siteSettings');
    const forbidden = await refused(403, english, {
      code: 'forbidden',
      role: 'editor',
      operation: 'siteSettings',
    });
    expect(refusalText(forbidden)).toBe('Sua função (editor) não permite alterar as configurações do site');
    expect(roleRefusalText('support', 'users')).toBe('Sua função (suporte) não permite gerenciar usuários');
    setLanguage('en');
    expect(refusalText(forbidden)).toBe(english);
    expect(roleRefusalText('support', 'users')).toBe(userMessages.forbidden('support', 'users'));
  });

  it('says too many attempts in Portuguese', async () => {
    setLanguage('pt-BR');
    const limited = await refused(429, 'Too many sign-in attempts. Try again in 3 minutes.');
    expect(refusalText(limited)).toBe(problems.codes.rate_limited);
  });

  it("shows the server's text for a code the admin does not know, or none", async () => {
    setLanguage('pt-BR');
    const unknown = await refused(409, 'Something new', { code: 'no_such_code' as never });
    expect(refusalText(unknown)).toBe('Something new');
    expect(refusalText(new LandOfficeError(400, 'Address not allowed: example.test'))).toBe(
      'Address not allowed: example.test',
    );
  });

  it("says the screen's fallback when the server could not be reached or sent no text", () => {
    setLanguage('pt-BR');
    expect(refusalText(new LandOfficeError(0, 'Network error'), 'Não foi possível salvar')).toBe(
      'Não foi possível salvar',
    );
    expect(refusalText(new LandOfficeError(502, 'Request failed (502)'), 'Falhou')).toBe('Falhou');
  });
});

describe("a form's own check in the admin language, by the kind of issue", () => {
  const issues = (value: object) => blogType.schemas.create.safeParse(value).error?.issues ?? [];

  it("keeps the contract's English in English", () => {
    const [issue] = issues({ slug: 'a', content: 'x' });
    expect(issue && issueText(issue, { slug: 'a', content: 'x' })).toBe('Title is required');
  });

  it('says a missing and a too long field in Portuguese, with the field label', () => {
    setLanguage('pt-BR');
    const missing = { title: '', slug: 'a', content: 'x' };
    expect(issues(missing).map((issue) => issueText(issue, missing))).toContain(
      'O campo Título é obrigatório',
    );
    const long = { title: 'x'.repeat(300), slug: 'a', content: 'x' };
    expect(issues(long).map((issue) => issueText(issue, long))).toContain(
      'O campo Título é longo demais (no máximo 255)',
    );
  });
});
