import { screens } from '../app/routes';
import { renderRoutes } from './render-routes';

/** The admin's screens under /admin (without the shell), at `path`. */
export const openScreen = (path: string) => renderRoutes([{ path: '/admin', children: screens }], path);
