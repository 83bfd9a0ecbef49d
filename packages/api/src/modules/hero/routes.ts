import { Hero, HeroCreate, HeroUpdate, heroMessages, heroProblem } from '@land-office/contract';
import { contentRoutes } from '../content/routes.js';

/** Hero sections (spec §7): the shared content routes; colours default and are checked by the schema. */
export const heroRoutes = contentRoutes<Hero>({
  name: 'hero',
  table: 'heroes',
  resource: 'hero',
  booleans: ['is_external', 'open_new_tab', 'is_active'],
  notFound: heroMessages.notFound,
  entity: Hero,
  create: HeroCreate,
  update: HeroUpdate,
  check: heroProblem,
});
