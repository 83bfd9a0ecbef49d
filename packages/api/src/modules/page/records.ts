import { Page, PageSummary, pageType } from '@land-office/contract';
import type { Db } from '../../db/index.js';
import type { PublishedRecords } from '../content/published-reads.js';
import { publishedRepository } from '../content/published-repository.js';

/** What the pages' admin list answers of a page: no content. */
const summaryColumns = [
  'id',
  'title',
  'slug',
  'published',
  'publish_at',
  'noindex',
  'created_at',
  'updated_at',
];

/** Pages as their routes and the site read them: a list row, a whole page. */
export const pageRecords = (db: Db): PublishedRecords<PageSummary, Page> => ({
  repo: publishedRepository<PageSummary, Page>(db, pageType, summaryColumns),
  summary: PageSummary,
  full: Page,
});
