import {
  type HeaderButton,
  type HeaderSettings,
  headerButtonDefaults,
  headerSettingsDefaults,
  type MenuItem,
  menuType,
} from '@land-office/contract';
import { contentServer } from '../../test/content-server';
import { on, serve } from '../../test/msw';

/** The header endpoints at their defaults, plus the menu API over an in-memory table. */
export function headerServer(menu: MenuItem[] = []) {
  serve(
    on.get<HeaderSettings>('/header-settings/admin', () => headerSettingsDefaults),
    on.get<HeaderButton>('/header-settings/admin/button', () => headerButtonDefaults),
  );
  return contentServer(menuType, menu);
}
