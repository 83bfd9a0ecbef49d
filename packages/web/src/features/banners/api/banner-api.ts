import type { Banner, BannerCreate, BannerUpdate } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Banners over /banner/admin (reorder body `{ banners }`, spec §7): keys and one hook per call. */
export const bannerApi = contentResource<Banner, BannerCreate, BannerUpdate>('banner', {
  reorderKey: 'banners',
});
