import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../i18n';
import { activitySummary } from './activity-summary';

// The accounts as the API writes them (modules/activity/log.ts, auth, content, transfer, scraper).
const logged = [
  'Changed: title, order_pos',
  'Reordered 3 item(s)',
  'Image banner-1.png',
  'Username: admin',
  'Signed out 1 other session',
  'Signed out 2 other sessions',
  'Created 4, replaced 1 (menu_items, faqs)',
  'acatech: found 21 lands',
  'Invited carla as support',
  'Deleted carla',
  'Password reset link for carla',
  'Accepted the invitation',
];

describe("the activity log's accounts of changes", () => {
  it('are said in English, word for word as logged, when the admin is in English', () => {
    setLanguage('en');
    expect(logged.map(activitySummary)).toEqual(logged);
  });

  it('are said in Portuguese, fields by their form labels, when the admin is in Portuguese', () => {
    setLanguage('pt-BR');
    expect(logged.map(activitySummary)).toEqual([
      'Alterado: Título, Ordem',
      '3 item(ns) reordenado(s)',
      'Imagem banner-1.png',
      'Usuário: admin',
      '1 outra sessão encerrada',
      '2 outras sessões encerradas',
      '4 criados, 1 substituídos (menu_items, faqs)',
      'acatech: 21 terrenos encontrados',
      'Convidou carla como suporte',
      'Excluiu carla',
      'Link de redefinição de senha para carla',
      'Aceitou o convite',
    ]);
    expect(activitySummary('Something new')).toBe('Something new');
  });

  it('are in Portuguese on the default dashboard, which the spec writes in Portuguese', () => {
    expect(activitySummary('Changed: title, slug')).toBe('Alterado: title, slug');
  });
});
