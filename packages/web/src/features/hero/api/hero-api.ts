import { heroType } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Hero sections over /hero/admin, read from their declaration. */
export const heroApi = contentResource(heroType);
