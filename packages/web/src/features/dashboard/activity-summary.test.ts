import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { fieldLabel, savedFields } from '../../lib/field-labels';
import { activitySummary } from './activity-summary';

// The accounts as the API writes them (modules/activity/log.ts, auth, content, transfer, scraper),
// with the resource each is logged under.
const logged: [summary: string, resource: string][] = [
  ['Changed: title, order_pos', 'banner'],
  ['Changed: uuid, email, languages, roles, is_active', 'support'],
  ['Changed: site_title, header_fixed', 'site_settings'],
  ['Reordered 3 item(s)', 'menu'],
  ['Image banner-1.png', 'banner'],
  ['Username: admin', 'auth'],
  ['Signed out 1 other session', 'auth'],
  ['Signed out 2 other sessions', 'auth'],
  ['Created 4, replaced 1 (menu_items, faqs)', 'content'],
  ['acatech: found 21 lands', 'land-scraper'],
  ['Invited carla as support', 'users'],
  ['carla: Changed: display_name, role', 'users'],
  ['sunset.png: Changed: alt_text', 'media'],
  ['Deleted carla', 'users'],
  ['Password reset link for carla', 'users'],
  ['Accepted the invitation', 'account'],
];
const said = () => logged.map(([summary, resource]) => activitySummary(summary, resource));

afterEach(() => setLanguage('en'));

// Issue "Review findings" §10: people read labels, not column names.
describe("the activity log's accounts of changes", () => {
  it('name the changed fields as their forms do, in English', () => {
    setLanguage('en');
    expect(said()).toEqual([
      'Changed: Title, Order',
      'Changed: UUID, E-mail, Languages, Roles, Active',
      'Changed: Site Title, Header Behaviour',
      'Reordered 3 item(s)',
      'Image banner-1.png',
      'Username: admin',
      'Signed out 1 other session',
      'Signed out 2 other sessions',
      'Created 4, replaced 1 (menu_items, faqs)',
      'acatech: found 21 lands',
      'Invited carla as support',
      'carla: Changed: Display name, Role',
      'sunset.png: Changed: Alt text',
      'Deleted carla',
      'Password reset link for carla',
      'Accepted the invitation',
    ]);
  });

  it('are said in Portuguese, fields by their form labels, when the admin is in Portuguese', () => {
    setLanguage('pt-BR');
    expect(said()).toEqual([
      'Alterado: Título, Ordem',
      'Alterado: UUID, Endereço de e-mail, Idiomas, Funções, Ativo',
      'Alterado: Título do Site, Comportamento do Cabeçalho',
      '3 item(ns) reordenado(s)',
      'Imagem banner-1.png',
      'Usuário: admin',
      '1 outra sessão encerrada',
      '2 outras sessões encerradas',
      '4 criados, 1 substituídos (menu_items, faqs)',
      'acatech: 21 terrenos encontrados',
      'Convidou carla como suporte',
      'carla: alterado: Nome de exibição, Função',
      'sunset.png: alterado: Texto alternativo',
      'Excluiu carla',
      'Link de redefinição de senha para carla',
      'Aceitou o convite',
    ]);
    expect(activitySummary('Something new', 'banner')).toBe('Something new');
  });

  it('keep a column no screen names as logged', () => {
    setLanguage('en');
    expect(activitySummary('Changed: title, legacy_flag', 'blog')).toBe('Changed: Title, legacy_flag');
  });
});

describe('every field a screen saves', () => {
  it('has a label in both languages, neither its column name nor a catalogue key', () => {
    for (const language of ['en', 'pt-BR'] as const) {
      setLanguage(language);
      const unnamed = savedFields
        .map(([resource, column]) => [resource, column, fieldLabel(resource, column)])
        .filter(([, column, label]) => label === column || /^\w+:[\w.]+$/.test(label as string));
      expect(unnamed, language).toEqual([]);
    }
  });
});
