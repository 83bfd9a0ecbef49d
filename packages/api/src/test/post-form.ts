import type { FastifyInstance } from 'fastify';

/** A form posted as a browser without JavaScript posts it (the theme and consent forms). */
export const postForm = (app: FastifyInstance, url: string, fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
