import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The admin SPA under /admin (index.html for client routes) and uploaded files under /uploads/;
 * `/` leads to the admin unless the public site is there (`siteAtRoot`, PUBLIC_SITE=on).
 */
export async function staticWeb(
  app: FastifyInstance,
  opts: { webDistDir: string; uploadsDir: string; siteAtRoot?: boolean },
) {
  const uploads = opts.uploadsDir;
  mkdirSync(uploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploads,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    maxAge: '1h',
    setHeaders: (res) => {
      res.header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
      res.header('cross-origin-resource-policy', 'same-site');
    },
  });

  if (!opts.siteAtRoot) app.get('/', (_req, reply) => reply.redirect('/admin/'));
  // Browsers ask for /favicon.ico whatever a page links; the admin's icon is an SVG of the build.
  app.get('/favicon.ico', (_req, reply) => reply.redirect('/admin/favicon.svg', 301));
  if (!existsSync(join(opts.webDistDir, 'index.html'))) {
    app.log.warn(`admin web build not found in ${opts.webDistDir}; run npm run build`);
    return;
  }
  // Hashed assets never change under their name; everything else is checked on each use. The
  // build writes each text file also as .br and .gz, sent as they are to a client that takes them.
  const hashedAssets = join(opts.webDistDir, 'assets');
  // The build's files are listed once, at the first request for one, and answered by the one
  // route below. As @fastify/static's own routes (`wildcard: false`) each file and its .br and .gz
  // was a GET and a HEAD route: 778 of the server's 1,036, some 130 ms of CPU and 6 MB of a cold
  // start; listed at start, still some 15 ms of it.
  let files: Set<string> | undefined;
  const listFiles = () =>
    new Set(
      readdirSync(opts.webDistDir, { recursive: true, encoding: 'utf8' })
        .map((name) => name.split(sep).join('/'))
        .filter(
          (name) =>
            !name.split('/').some((part) => part.startsWith('.')) &&
            statSync(join(opts.webDistDir, name)).isFile(),
        ),
    );
  await app.register(fastifyStatic, {
    root: opts.webDistDir,
    serve: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, path) => {
      if (path.startsWith(hashedAssets)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else res.header('cache-control', 'no-cache');
    },
  });
  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').sendFile('index.html', opts.webDistDir);
  app.get('/admin', (_req, reply) => reply.redirect('/admin/'));
  app.get(
    '/admin/*',
    {
      // As @fastify/static's own routes: a client gone mid-file is not an error to answer.
      errorHandler(error, req, reply) {
        if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
          reply.request.raw.destroy();
          return;
        }
        return app.errorHandler(error, req, reply);
      },
    },
    (req, reply) => {
      const path = (req.params as { '*': string })['*'];
      files ??= listFiles();
      if (files.has(path)) return reply.sendFile(`/${path}`);
      // Missing assets are real 404s; every other path is a client-side route.
      if (path.startsWith('assets/') || /\.[a-z0-9]{1,8}$/i.test(path)) return reply.callNotFound();
      return sendIndex(reply);
    },
  );
}
