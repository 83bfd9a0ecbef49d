import { type Webhook, WebhookCreate } from '@land-office/contract';
import type { UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { refusedField } from '../../lib/save-error';

/** The add and edit forms check what the server checks: the contract's create schema. */
export const WebhookForm = WebhookCreate;
export type WebhookFormValues = z.input<typeof WebhookForm>;

export type WebhookField = 'url' | 'description' | 'events' | 'format' | 'enabled';

/** Each field of a webhook form, registered. */
export const registerFields = (register: UseFormRegister<WebhookFormValues>) => ({
  url: register('url'),
  description: register('description'),
  events: register('events'),
  format: register('format'),
  enabled: register('enabled'),
});

export const FIELDS: readonly WebhookField[] = ['url', 'description', 'events', 'format', 'enabled'];

/** The form's starting values: the endpoint's, or a new one's (standard, on). */
export const formValues = (webhook?: Webhook): WebhookFormValues => ({
  url: webhook?.url ?? '',
  description: webhook?.description ?? '',
  events: webhook?.events ?? [],
  format: webhook?.format ?? 'standard',
  enabled: webhook?.enabled ?? true,
});

/** The field a refused save is about: the one the server names (`url` for a refused address). */
export const refusedWebhookField = (error: unknown) => refusedField(error, FIELDS);
