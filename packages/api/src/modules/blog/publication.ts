import type { BlogPublishedPayload } from '@land-office/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/index.js';
import { transaction } from '../../db/transaction.js';
import { type Actor, logActivity } from '../activity/log.js';
import { emitEvents } from '../events/outbox.js';
import { blogRepository } from './repository.js';

/** The scheduler acts for no one: its entries carry no user and no address. */
const SCHEDULER: Actor = {};
/** The longest the timer sleeps, so a post scheduled on another instance is seen within it. */
const LOOK_EVERY_MS = 30_000;

export interface GoneLive {
  id: number;
  title: string;
  slug: string;
  publish_at: string;
}

/**
 * Logs `blog.published` for each post that went live at its publish_at since: published, its
 * publish_at come, and scheduled when last saved (publish_at after updated_at: a save that made a
 * post public at once is its own log entry). Marking `announced_at` and logging share a
 * transaction, and the row's condition is checked in the update itself, so of two instances
 * running this at once each post is logged by one of them, once.
 */
export async function announceGoneLive(db: Db, now: string): Promise<GoneLive[]> {
  return transaction(db, async (trx) => {
    const rows = await trx
      .updateTable('blog_posts')
      .set({ announced_at: now })
      .where('published', '=', true)
      .where('deleted_at', 'is', null)
      .where('publish_at', 'is not', null)
      .where('publish_at', '<=', now)
      .where((eb) =>
        eb.and([
          eb('publish_at', '>', eb.ref('updated_at')),
          eb.or([eb('announced_at', 'is', null), eb('announced_at', '<', eb.ref('publish_at'))]),
        ]),
      )
      .returning(['id', 'title', 'slug', 'publish_at'])
      .execute();
    for (const row of rows)
      await logActivity(trx, SCHEDULER, {
        resource: 'blog',
        action: 'published',
        resourceId: row.id,
        summary: row.title,
      });
    await emitEvents(
      trx,
      rows.map((row) => ({
        type: 'blog.published' as const,
        payload: { post: row, by: 'schedule' } satisfies BlogPublishedPayload,
      })),
      now,
    );
    return rows as GoneLive[];
  });
}

/**
 * Wakes at each scheduled post's publish_at (and at least every 30 s, for posts scheduled on
 * another instance) and logs the posts that went live: activity `published` on `blog`, and a log
 * line with `event: "blog.published"`. The public reads do not wait for it: their cached bodies
 * expire at that instant on their own.
 */
async function publicationPlugin(app: FastifyInstance) {
  const posts = blogRepository(app.db);
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const runDue = async () => {
    const now = new Date(app.clock()).toISOString();
    const live = await announceGoneLive(app.db, now);
    for (const post of live)
      app.log.info({ event: 'blog.published', post: { id: post.id, slug: post.slug } }, 'blog.published');
    return live;
  };

  const arm = async () => {
    clearTimeout(timer);
    if (stopped) return;
    const next = await posts.nextChange(new Date(app.clock()).toISOString()).catch(() => undefined);
    const wait =
      next === undefined ? LOOK_EVERY_MS : Math.min(Math.max(next - app.clock(), 0), LOOK_EVERY_MS);
    timer = setTimeout(() => {
      runDue()
        .catch((err) => app.log.warn({ err }, 'scheduled posts not logged; tried again shortly'))
        .finally(() => arm());
    }, wait);
    timer.unref();
  };

  app.decorate('publication', { runDue, arm });
  // A blog write may schedule a post sooner than the timer's next look.
  app.publicCache.onInvalidate((scopes) => {
    if (!scopes || scopes.includes('blog')) arm().catch(() => {});
  });
  app.addHook('onReady', arm);
  app.addHook('preClose', async () => {
    stopped = true;
    clearTimeout(timer);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** `runDue`: logs the posts gone live by now (the timer calls it; tests too). */
    publication: { runDue(): Promise<GoneLive[]>; arm(): Promise<void> };
  }
}

export default fp(publicationPlugin, { name: 'publication', dependencies: ['db', 'public-cache'] });
