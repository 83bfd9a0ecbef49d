import { Banner } from '@land-office/contract';
import { Spinner } from '../../components/spinner';
import { api } from '../../lib/api-client';
import { betaKeys } from '../beta/api/keys'; // refused: noRestrictedImports "another feature"
import { BetaForm } from '../../features/beta/beta-form'; // refused: noRestrictedImports "another feature"
import { alphaKeys } from './api/keys';

export const alphaPage = [Banner, Spinner, api, betaKeys, BetaForm, alphaKeys];
