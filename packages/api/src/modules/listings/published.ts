import type { AvailableLands } from '@land-office/contract';
import type { Db } from '../../db/index.js';
import { listingsRepository } from './repository.js';

/**
 * What the listings module offers the scraper: the public list as it stands (the spec's
 * available-lands.json is written from it after each good run and each hide).
 */
export async function publishedLands(db: Db, now: string): Promise<AvailableLands> {
  return (await listingsRepository(db).publicList(now)).list;
}

export { recordRun as recordListings } from './record-run.js';
