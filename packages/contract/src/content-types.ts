import { bannerType } from './banner.js';
import { blogType } from './blog.js';
import type { ContentType } from './content-type.js';
import { type Faq, faqType } from './faq.js';
import { heroType } from './hero.js';
import { menuType } from './menu.js';
import { pageType } from './page.js';
import { serviceType } from './service.js';

/**
 * Every content type, in the order an import writes them. A type registered here gets its API
 * routes (ordered types: the shared ones), its export section, its OpenAPI tag, its activity
 * label and, in the admin, its screens and sidebar entry.
 */
export const contentTypes = [
  blogType,
  pageType,
  menuType,
  serviceType,
  heroType,
  bannerType,
  faqType,
] as const satisfies readonly ContentType[];

export { type Faq, faqType };

/** The ordered ones, served by the shared content routes. */
export const orderedContentTypes: readonly ContentType[] = contentTypes.filter((type) => type.ordered);

/** The content type logged under `resource` (`menu`, `blog`…), if any. */
export const contentTypeNamed = (name: string): ContentType | undefined =>
  contentTypes.find((type) => type.name === name);
