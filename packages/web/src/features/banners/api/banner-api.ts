import { bannerType } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Banners over /banner/admin, read from their declaration (reorder body `{ banners }`, spec §7). */
export const bannerApi = contentResource(bannerType);
