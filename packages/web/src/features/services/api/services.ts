import type { Service, ServiceCreate, ServiceUpdate } from '@land-office/contract';
import { contentResource } from '../../../lib/content-resource';

/** Service tiles over /service/admin: keys and one hook per call (reorder sends `{ services }`). */
export const services = contentResource<Service, ServiceCreate, ServiceUpdate>('service', {
  reorderKey: 'services',
});
