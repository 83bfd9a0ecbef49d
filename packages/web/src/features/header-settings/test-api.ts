import {
  type HeaderButton,
  type HeaderSettings,
  headerButtonDefaults,
  headerSettingsDefaults,
  type MenuItem,
  menuType,
  type Page,
  pageType,
} from '@land-office/contract';
import { contentServer } from '../../test/content-server';
import { on, serve } from '../../test/msw';

/** The header endpoints at their defaults, plus the menu and page APIs over in-memory tables. */
export function headerServer(menu: MenuItem[] = [], pages: Page[] = []) {
  serve(
    on.get<HeaderSettings>('/header-settings/admin', () => headerSettingsDefaults),
    on.get<HeaderButton>('/header-settings/admin/button', () => headerButtonDefaults),
  );
  contentServer(pageType, pages);
  return contentServer(menuType, menu);
}
