import {
  Service,
  ServiceCreate,
  ServiceUpdate,
  serviceLinkProblem,
  serviceMessages,
} from '@land-office/contract';
import { contentRoutes } from '../content/routes.js';

/** Service tiles (spec §7): the shared content routes plus the link rule of spec §5. */
export const serviceRoutes = contentRoutes<Service>({
  name: 'service',
  table: 'services',
  resource: 'service',
  booleans: ['is_external', 'is_active'],
  notFound: serviceMessages.notFound,
  entity: Service,
  create: ServiceCreate,
  update: ServiceUpdate,
  check: serviceLinkProblem,
  reorderKey: 'services',
});
