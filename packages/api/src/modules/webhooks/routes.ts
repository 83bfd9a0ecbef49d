import {
  IdParam,
  Webhook,
  WebhookCreate,
  WebhookCreated,
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookTestQueued,
  WebhookUpdate,
} from '@land-office/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operationDocs } from '../../plugins/operation-docs.js';
import { webhooksTag } from './openapi.js';
import { webhookRepository } from './repository.js';

/**
 * `/api/admin/webhooks` (owners only, `webhooks` in the permission table): the endpoints, their
 * delivery log and "Send test event". Nothing here is in a public read.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const hooks = webhookRepository(app.db, app.secrets);
  const admin = { onRequest: app.requireAdmin, config: { invalidates: [] } };
  const webhooksDoc = operationDocs(webhooksTag.name);

  app.get(
    '/admin/webhooks',
    {
      ...admin,
      schema: webhooksDoc(
        'listWebhooks',
        'List webhook endpoints',
        'Every endpoint, its events and its state (on, or switched off after failures).',
        { response: { 200: Webhook.array() } },
      ),
    },
    () => hooks.list(),
  );

  app.post(
    '/admin/webhooks',
    {
      ...admin,
      schema: webhooksDoc(
        'createWebhook',
        'Add a webhook endpoint',
        'Adds an endpoint for the events chosen.',
        { body: WebhookCreate, response: { 200: WebhookCreated } },
      ),
    },
    async (req) => {
      await app.webhooks.checkUrl(req.body.url);
      return hooks.create(req.body, req);
    },
  );

  app.put(
    '/admin/webhooks/:id',
    {
      ...admin,
      schema: webhooksDoc(
        'updateWebhook',
        'Update a webhook endpoint',
        'Changes the URL, events, or whether it is on.',
        { params: IdParam, body: WebhookUpdate, response: { 200: Webhook } },
      ),
    },
    async (req) => {
      if (req.body.url !== undefined) await app.webhooks.checkUrl(req.body.url);
      return hooks.update(req.params.id, req.body, req);
    },
  );

  app.delete(
    '/admin/webhooks/:id',
    {
      ...admin,
      schema: webhooksDoc(
        'deleteWebhook',
        'Delete a webhook endpoint',
        'Removes the endpoint and its delivery log.',
        { params: IdParam, response: { 200: z.object({ ok: z.literal(true) }) } },
      ),
    },
    async (req) => {
      await hooks.remove(req.params.id, req);
      return { ok: true as const };
    },
  );

  app.get(
    '/admin/webhooks/:id/deliveries',
    {
      ...admin,
      schema: webhooksDoc(
        'listWebhookDeliveries',
        'List deliveries',
        'The latest deliveries to an endpoint: event, tries, status and answer.',
        { params: IdParam, querystring: WebhookDeliveriesQuery, response: { 200: WebhookDeliveriesPage } },
      ),
    },
    (req) =>
      hooks.deliveries(req.params.id, {
        before: req.query.cursor === undefined ? undefined : Number(req.query.cursor),
        limit: req.query.limit,
      }),
  );

  app.post(
    '/admin/webhooks/:id/test',
    {
      ...admin,
      schema: webhooksDoc(
        'testWebhook',
        'Send a test event',
        'Sends `webhook.test` to the endpoint now and answers how it answered.',
        { params: IdParam, response: { 200: WebhookTestQueued } },
      ),
    },
    async (req) => {
      const delivery = await hooks.queueTest(req.params.id, req, app.config.publicSiteUrl);
      void app.webhooks.wake();
      return { delivery };
    },
  );
};
