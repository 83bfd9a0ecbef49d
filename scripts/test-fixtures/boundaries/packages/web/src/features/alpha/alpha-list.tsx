import { type Banner, bannerMessages } from '@land-office/contract';
import { Spinner } from '../../components/spinner';
import { api } from '../../lib/api-client';
import { alphaKeys } from './api/keys';

export const alphaList = (banners: Banner[]) => [banners, bannerMessages, Spinner, api, alphaKeys];
