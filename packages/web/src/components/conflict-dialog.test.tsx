import { type Faq, faqType } from '@land-office/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { conflict as texts } from '../i18n/en/conflict';
import { typeTexts } from '../lib/type-texts';
import { contentServer } from '../test/content-server';
import { englishLeft } from '../test/english-left';
import { held, on, requests, serve } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { changedBy, versionedRecords } from '../test/versioned-records';
import { ContentTypeFormPage } from './content-type-form';

vi.mock('./rich-text-editor', () => import('../test/plain-rich-text-editor'));

const entry: Faq = {
  id: 1,
  question: 'How big is a region?',
  answer: '<p>65,536 m².</p>',
  category: 'Land',
  is_active: true,
  order_pos: 1,
  active_from: null,
  active_until: null,
};
const sentence = changedBy('Bruno Costa', '2026-11-25 10:00 UTC');

/** The FAQ entry's edit form over a server that keeps versions; answers the server. */
function openEntry() {
  const api = contentServer(faqType, [entry]);
  const versions = versionedRecords(faqType, api);
  const router = renderRoutes(
    [
      { path: '/admin/faq/edit/:id', element: <ContentTypeFormPage type={faqType} /> },
      { path: '/admin/faq', element: <p>the list</p> },
    ],
    '/admin/faq/edit/1',
  );
  return { api, versions, router };
}

const puts = () => requests().filter((request) => request.method === 'PUT');
const saveForm = async () =>
  userEvent.click(await screen.findByRole('button', { name: typeTexts(faqType).form.save }));
const retype = async (label: string | RegExp, text: string) => {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, text);
};
const fieldOf = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByRole('group', { name: label }));

describe('saving a record someone else changed meanwhile', () => {
  it('sends the version the form opened, and the saved one the next time', async () => {
    const { api, versions, router } = openEntry();
    await retype('Question', 'How large is a region?');
    await saveForm();
    await screen.findByText('the list');
    expect(puts()[0]?.headers.get('if-match')).toBe('"v1"');
    expect(api.rows[0]?.question).toBe('How large is a region?');
    expect(versions.etag(1)).toBe('"v2"');

    await router.navigate('/admin/faq/edit/1');
    await retype('Question', 'How wide is a region?');
    await saveForm();
    await screen.findByText('the list');
    expect(puts()[1]?.headers.get('if-match')).toBe('"v2"');
    expect(api.rows[0]?.question).toBe('How wide is a region?');
  });

  it('shows theirs beside mine, and sends the fields merged as chosen at the version now saved', async () => {
    const { versions } = openEntry();
    await screen.findByLabelText('Question');
    versions.changeElsewhere(1, { question: 'What size is a region?', answer: '<p>256 m × 256 m.</p>' });
    await retype('Question', 'How large is a region?');
    await retype('Answer', '<p>Exactly 65,536 m².</p>');
    await saveForm();

    const dialog = await screen.findByRole('alertdialog', { name: sentence });
    expect(puts()[0]?.headers.get('if-match')).toBe('"v1"');
    // Only the fields that differ are asked about; category, order and active are the same.
    expect(
      within(dialog)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Question', 'Answer']);
    const question = fieldOf(dialog, 'Question');
    expect(question.getByText(texts.theirs).nextSibling).toHaveTextContent('What size is a region?');
    expect(question.getByText(texts.mine).nextSibling).toHaveTextContent('How large is a region?');
    expect(question.getByRole('radio', { name: texts.keepMine })).toBeChecked();
    const answer = fieldOf(dialog, 'Answer');
    // Rich text is shown as its words.
    expect(answer.getByText(texts.theirs).nextSibling).toHaveTextContent(/^256 m × 256 m\.$/);

    await userEvent.click(answer.getByRole('radio', { name: texts.takeTheirs }));
    const saving = held<{ faq: Faq }>();
    serve(on.put<{ faq: Faq }>('/faq/admin/1', saving.answer, { once: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));

    // Their answer is in the form (the editor shows it), my question stays.
    await waitFor(() => expect(screen.getByLabelText('Answer')).toHaveValue('<p>256 m × 256 m.</p>'));
    expect(screen.getByLabelText('Question')).toHaveValue('How large is a region?');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(puts()).toHaveLength(2));
    const resent = puts()[1];
    expect(resent?.headers.get('if-match')).toBe('"v2"');
    await waitFor(() =>
      expect(resent?.body).toMatchObject({
        question: 'How large is a region?',
        answer: '<p>256 m × 256 m.</p>',
        category: 'Land',
      }),
    );
    saving.release({
      faq: { ...entry, question: 'How large is a region?', answer: '<p>256 m × 256 m.</p>' },
    });
    expect(await screen.findByText('the list')).toBeInTheDocument();
  });

  it('goes back to the form as it is on Cancel, and asks again on the next save', async () => {
    const { api, versions } = openEntry();
    await screen.findByLabelText('Question');
    versions.changeElsewhere(1, { category: 'Regions' });
    await retype(/^Category/, 'Sizes');
    await saveForm();
    const dialog = await screen.findByRole('alertdialog', { name: sentence });
    const category = fieldOf(dialog, 'Category');
    expect(category.getByText(texts.theirs).nextSibling).toHaveTextContent('Regions');
    expect(category.getByText(texts.mine).nextSibling).toHaveTextContent('Sizes');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.cancel }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Category/)).toHaveValue('Sizes');
    expect(puts()).toHaveLength(1);
    expect(api.rows[0]?.category).toBe('Regions');
    await saveForm();
    expect(await screen.findByRole('alertdialog', { name: sentence })).toBeInTheDocument();
    expect(puts().map((request) => request.headers.get('if-match'))).toEqual(['"v1"', '"v1"']);
  });

  it('keeps every one of my values by default, and sends them at the new version', async () => {
    const { api, versions } = openEntry();
    await screen.findByLabelText('Question');
    versions.changeElsewhere(1, { question: 'What size is a region?', is_active: false });
    await retype('Question', 'How large is a region?');
    await saveForm();
    const dialog = await screen.findByRole('alertdialog', { name: sentence });
    const active = fieldOf(dialog, 'Active');
    expect(active.getByText(texts.theirs).nextSibling).toHaveTextContent(texts.no);
    expect(active.getByText(texts.mine).nextSibling).toHaveTextContent(texts.yes);
    await userEvent.click(within(dialog).getByRole('button', { name: texts.save }));
    expect(await screen.findByText('the list')).toBeInTheDocument();
    expect(puts()[1]?.headers.get('if-match')).toBe('"v2"');
    expect(api.rows[0]).toMatchObject({ question: 'How large is a region?', is_active: true });
  });

  it('is in Portuguese in pt-BR, but for the server’s sentence', async () => {
    setLanguage('pt-BR');
    const { versions } = openEntry();
    await screen.findByLabelText('Pergunta');
    versions.changeElsewhere(1, { question: 'What size is a region?' });
    await retype('Pergunta', 'Qual o tamanho de uma região?');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar Pergunta Frequente' }));
    const dialog = await screen.findByRole('alertdialog', { name: sentence });
    const question = fieldOf(dialog, 'Pergunta');
    expect(question.getByText('Da outra pessoa')).toBeInTheDocument();
    expect(question.getByText('Meu')).toBeInTheDocument();
    expect(question.getByRole('radio', { name: 'Manter o meu' })).toBeChecked();
    expect(question.getByRole('radio', { name: 'Usar o da outra pessoa' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Salvar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(englishLeft(dialog).filter((text) => text !== sentence)).toEqual([]);
  });
});
