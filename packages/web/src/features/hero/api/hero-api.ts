import type { Hero, HeroCreate, HeroUpdate } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Hero sections over /hero/admin: keys and one hook per call. */
export const heroApi = contentResource<Hero, HeroCreate, HeroUpdate>('hero');
