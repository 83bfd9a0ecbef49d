import { logActivity } from '../beta/log.js';
import { betaRoutes } from '../beta/routes.js';
import { alphaRepository } from './repository.js';

export const alphaService = [logActivity, betaRoutes, alphaRepository];
