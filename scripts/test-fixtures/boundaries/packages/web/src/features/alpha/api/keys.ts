import { api } from '../../../lib/api-client';
import { BetaList } from '../../beta/beta-list'; // refused: noRestrictedImports "another feature"
import { alphaLabel } from '../alpha-label';

export const alphaKeys = [api, BetaList, alphaLabel];
