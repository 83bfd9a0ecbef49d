import { type Faq, faqType, serviceType } from '@land-office/contract';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../i18n';
import { contentServer } from '../test/content-server';
import { englishLeft } from '../test/english-left';
import { on, requests, serve } from '../test/msw';
import { renderRoutes } from '../test/render-routes';
import { navEntries, pageTitle, withDeclaredTypes } from './nav';
import { screens } from './routes';

vi.mock('../components/rich-text-editor', () => import('../test/plain-rich-text-editor'));

const faq = (id: number, question: string, category: string | null = null): Faq => ({
  id,
  question,
  answer: `<p>Answer ${id}</p>`,
  category,
  is_active: true,
  order_pos: id,
  active_from: null,
  active_until: null,
});

/** The admin's own screens under /admin, as the app routes them, at `path`. */
const open = (path: string) => renderRoutes([{ path: '/admin', children: screens }], path);

describe('a declared type with no screens of its own (FAQ)', () => {
  it('has a sidebar entry after the one its declaration names, and its own page title', () => {
    const labels = navEntries.map((entry) => entry.label);
    expect(labels.indexOf('FAQ')).toBe(labels.indexOf('Pages') + 1);
    expect(pageTitle('/admin/faq/edit/3')).toBe('types:faq.nav');
    // A type already in the sidebar is not listed twice; an unknown `after` puts it last.
    const entries = [
      {
        label: 'Services',
        key: 'common:nav.services',
        to: serviceType.adminPath,
        operation: 'content' as const,
      },
    ];
    expect(withDeclaredTypes(entries, [serviceType])).toEqual(entries);
    expect(
      withDeclaredTypes(entries, [{ ...faqType, nav: { label: 'FAQ', after: 'Nowhere' } }]).at(-1),
    ).toEqual({
      label: 'FAQ',
      key: 'types:faq.nav',
      to: '/admin/faq',
      operation: 'content',
    });
  });

  it('lists its entries with the declared columns, in order', async () => {
    contentServer(faqType, [faq(2, 'Can I pay in L$?', 'Billing'), faq(1, 'How big is a region?')]);
    open('/admin/faq');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Question', 'Category']));
    expect(headers).not.toContain('Answer');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).queryByText(/\?$/)?.textContent)).toEqual([
      'How big is a region?',
      'Can I pay in L$?',
    ]);
    expect(within(rows[1] as HTMLElement).getByText('Billing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit How big is a region?' })).toHaveAttribute(
      'href',
      '/admin/faq/edit/1',
    );
  });

  it('speaks Portuguese in its list, empty state and form when the admin does', async () => {
    setLanguage('pt-BR');
    contentServer(faqType, [faq(1, 'Qual o tamanho de uma região?', 'Terrenos')]);
    open('/admin/faq');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Pergunta', 'Categoria', 'Situação']));
    expect(screen.getByRole('button', { name: 'Ativo' })).toBeInTheDocument();
    expect(englishLeft(document)).toEqual([]);

    cleanup();
    contentServer(faqType, []);
    open('/admin/faq');
    expect(await screen.findByText('Nenhuma pergunta frequente ainda.')).toBeInTheDocument();
    expect(englishLeft(document)).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Adicionar Pergunta' }));
    expect(await screen.findByRole('heading', { name: 'Nova Pergunta Frequente' })).toBeInTheDocument();
    expect(screen.getByLabelText('Pergunta')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar Pergunta Frequente' })).toBeInTheDocument();
    expect(englishLeft(document)).toEqual([]);
  });

  it('creates an entry from the generic form, with the declared defaults, and returns to the list', async () => {
    const api = contentServer(faqType, []);
    open('/admin/faq');
    expect(await screen.findByText('No FAQ entries yet.')).toBeInTheDocument();
    // An empty list says what to do, not only that it is empty.
    expect(
      screen.getByText('Add the first FAQ entry: it shows on the public site while it is active.'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('link', { name: 'Add FAQ Entry' }));
    expect(await screen.findByRole('heading', { name: 'New FAQ Entry' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Question'), 'Do you sell whole regions?');
    await userEvent.type(screen.getByLabelText('Answer'), '<p>Yes, on request.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));

    expect(await screen.findByRole('cell', { name: 'Do you sell whole regions?' })).toBeInTheDocument();
    expect(api.rows).toEqual([
      {
        id: 1,
        question: 'Do you sell whole regions?',
        answer: '<p>Yes, on request.</p>',
        category: null,
        is_active: true,
        order_pos: 0,
        active_from: null,
        active_until: null,
      },
    ]);
  });

  it('refuses an entry without a question before sending anything', async () => {
    contentServer(faqType, []);
    open('/admin/faq/new');
    await userEvent.type(await screen.findByLabelText('Answer'), 'An answer to nothing');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));
    expect(await screen.findByText('Question is required')).toBeInTheDocument();
    expect(requests().filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it("shows the server's refusal beside the field it names, under the field's label, and focuses it", async () => {
    contentServer(faqType, []);
    serve(
      on.post('/faq/admin', () =>
        HttpResponse.json(
          { error: 'order_pos: must be at most 1000 on this site', code: 'validation', field: 'order_pos' },
          { status: 400 },
        ),
      ),
    );
    open('/admin/faq/new');
    await userEvent.type(await screen.findByLabelText('Question'), 'Where is the sandbox?');
    await userEvent.type(screen.getByLabelText('Answer'), '<p>North-east.</p>');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Order: must be at most 1000 on this site');
    const order = screen.getByLabelText('Order');
    expect(order).toHaveAttribute('aria-invalid', 'true');
    expect(order).toHaveAccessibleDescription('must be at most 1000 on this site');
    expect(order).toHaveFocus();
    expect(screen.getByLabelText('Question')).not.toHaveAttribute('aria-invalid');
  });

  it('keeps unsaved work in this browser and offers it back on return, until it is saved', async () => {
    const api = contentServer(faqType, [faq(1, 'How big is a region?')]);
    open('/admin/faq/edit/1');
    await userEvent.type(await screen.findByLabelText('Category (optional)'), 'Regions');
    // The tab closes (or the session ends) before the save.
    cleanup();
    open('/admin/faq/edit/1');
    const offer = await screen.findByRole('region', { name: 'Unsaved changes' });
    expect(offer).toHaveTextContent(/^Restore unsaved changes from .+\?/);
    expect(screen.getByLabelText('Category (optional)')).toHaveValue('');
    await userEvent.click(within(offer).getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('Category (optional)')).toHaveValue('Regions');
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));
    await screen.findByRole('cell', { name: 'How big is a region?' });
    expect(api.rows[0]?.category).toBe('Regions');

    // Saved: nothing is offered any more, and a new entry has a draft of its own.
    cleanup();
    open('/admin/faq/edit/1');
    await screen.findByLabelText('Category (optional)');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
    cleanup();
    open('/admin/faq/new');
    await userEvent.type(await screen.findByLabelText('Question'), 'Half a question');
    cleanup();
    open('/admin/faq/new');
    await userEvent.click(
      within(await screen.findByRole('region', { name: 'Unsaved changes' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    cleanup();
    open('/admin/faq/new');
    await screen.findByLabelText('Question');
    expect(screen.queryByRole('region', { name: 'Unsaved changes' })).not.toBeInTheDocument();
  });

  it('edits an entry, sending the changed fields through the update route', async () => {
    const api = contentServer(faqType, [faq(1, 'How big is a region?')]);
    open('/admin/faq/edit/1');
    expect(await screen.findByRole('heading', { name: 'Edit FAQ Entry' })).toBeInTheDocument();
    const category = screen.getByLabelText('Category (optional)');
    await userEvent.type(category, 'Regions');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Active' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save FAQ Entry' }));
    await screen.findByRole('cell', { name: 'How big is a region?' });
    expect(api.rows[0]).toMatchObject({ category: 'Regions', is_active: false, answer: '<p>Answer 1</p>' });
  });

  it('says the declared "not found" for an entry that does not exist', async () => {
    contentServer(faqType, []);
    open('/admin/faq/edit/99');
    expect(await screen.findByRole('alert')).toHaveTextContent('FAQ entry not found');
    expect(screen.getByRole('link', { name: 'Back to the FAQ entries' })).toHaveAttribute(
      'href',
      '/admin/faq',
    );
  });
});
