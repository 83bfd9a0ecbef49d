import { serviceType } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Service tiles over /service/admin, read from their declaration (reorder sends `{ services }`). */
export const services = contentResource(serviceType);
