import { logActivity } from '../beta/log.js';
import { betaRepository } from '../beta/repository.js'; // refused: noRestrictedImports "another module's repository"
import { alphaRepository } from './repository.js';

export const alphaRoutes = [logActivity, betaRepository, alphaRepository];
