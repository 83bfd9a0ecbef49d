import { createHash, timingSafeEqual } from 'node:crypto';
import {
  IdParam,
  PublicSupportMember,
  SUPPORT_STATUS_SCOPE,
  SupportMember,
  SupportMemberCreate,
  SupportMemberUpdate,
  SupportStatus,
  SupportStatusReport,
  supportMessages,
} from '@land-office/contract';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFound, TooManyRequests, Unauthorized } from '../../errors.js';
import { ifMatch, versionTag } from '../../lib/versions.js';
import { errorResponse } from '../../plugins/openapi-responses.js';
import { operationDocs } from '../../plugins/operation-docs.js';
import { loginThrottle } from '../auth/throttle.js';
import { memberVersion } from './member.js';
import { publicMembers } from './public-members.js';
import { supportRepository } from './repository.js';

/** Who may report a status: the shared secret of the scripts, or an API token with the scope support:status. */
const statusCallers: FastifySchema['security'] = [{ inworldSecret: [] }, { bearerAuth: [] }];

const digest = (text: string) => createHash('sha256').update(text).digest();

/** The in-world scripts' name in the throttle's counts. */
const INWORLD = 'x-inworld-secret';

/** The tag of the support routes in the API reference. */
export const supportTag = {
  name: 'support',
  description:
    'The support team roster, the public list of who is online, and the status in-world scripts report.',
};
const supportDoc = operationDocs(supportTag.name);

/** The support roster: admin CRUD, the public list, and the in-world status endpoint. */
export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = supportRepository(app.db);
  app.history.register({
    resource: 'support',
    operation: 'support',
    scopes: ['support'],
    restore: async (id, data, actor) => {
      const {
        status: _status,
        last_seen: _seen,
        profile_status: _profile,
        ...member
      } = await members.restoreVersion(Number(id), data, actor);
      return member;
    },
    trash: {
      table: 'support_members',
      title: 'name',
      fallbackTitle: 'uuid',
      untrash: (id, actor) => members.untrash(id, actor),
      purge: (id, actor) => members.purge(id, actor),
    },
  });
  const profiles = app.avatarProfiles;
  // Writes here change the support list only (the public cache keeps the other resources).
  const writes = { invalidates: ['support'] };
  const admin = { onRequest: app.requireAdmin, config: writes };
  const Member = SupportMember;

  /** The member as stored once its profile lookup finished or the save stopped waiting for it. */
  const afterLookup = async (member: SupportMember) => {
    if (await profiles.settle(member.id, member.uuid)) return members.get(member.id);
    return member;
  };

  const team = supportDoc(
    'listSupportTeam',
    'List the support team',
    'The active members of the support team and their status, as the public site shows them.',
    { response: { 200: PublicSupportMember.array() } },
  );
  const listPublic = publicMembers(app.db);
  app.get('/support', { schema: team }, (req, reply) =>
    app.publicCache.reply(req, reply, 'support', listPublic),
  );

  const everyMember = supportDoc(
    'listSupportMembers',
    'List support members',
    'Every member of the support team, active or not.',
    { response: { 200: Member.array() } },
  );
  app.get('/admin/support', { ...admin, schema: everyMember }, () => members.list());

  /** The member, with their version (ETag) for the form that saves them back (If-Match). */
  const versioned = (reply: FastifyReply, member: SupportMember) => {
    reply.header('etag', versionTag(memberVersion(member)));
    return member;
  };

  app.get(
    '/admin/support/:id',
    {
      ...admin,
      schema: supportDoc(
        'getSupportMember',
        'Read a support member',
        'One member, with their version (ETag).',
        { params: IdParam, response: { 200: Member } },
      ),
    },
    async (req, reply) => versioned(reply, await members.get(req.params.id)),
  );

  app.post(
    '/admin/support',
    {
      ...admin,
      schema: supportDoc(
        'createSupportMember',
        'Add a support member',
        'Adds a member by their avatar key; their name and photo are read from their Second Life profile.',
        { body: SupportMemberCreate, response: { 200: Member } },
      ),
    },
    async (req, reply) => versioned(reply, await afterLookup(await members.create(req.body, req))),
  );

  app.put(
    '/admin/support/:id',
    {
      ...admin,
      schema: supportDoc(
        'updateSupportMember',
        'Update a support member',
        'Saves the fields sent; a new avatar key reads the profile again.',
        { params: IdParam, body: SupportMemberUpdate, response: { 200: Member } },
      ),
    },
    async (req, reply) => {
      const member = await members.update(req.params.id, req.body, req, { expected: ifMatch(req) });
      // A new uuid, or a profile still owed after failures: look it up (again) now.
      const owed = member.profile_status === 'pending' || member.profile_status === 'failed';
      return versioned(reply, owed ? await afterLookup(member) : member);
    },
  );

  app.delete(
    '/admin/support/:id',
    {
      ...admin,
      schema: supportDoc('deleteSupportMember', 'Delete a support member', 'Moves the member to the trash.', {
        params: IdParam,
        response: { 200: z.object({ ok: z.literal(true) }) },
      }),
    },
    async (req) => {
      await members.remove(req.params.id, req);
      profiles.forget(req.params.id);
      return { ok: true as const };
    },
  );

  const secret = app.config.inworldSecret;
  // A wrong secret counts as a failed sign-in does, in counts of its own. The secret is checked
  // before it is counted (the check is cheap, and parallel reports from one region must not
  // wait on each other), so a burst of guesses is checked in full once; the rate limit bounds it.
  const guesses = loginThrottle(app.db, { ...app.config.login, now: app.clock, scope: 'in-world' });
  /**
   * Scripts in Second Life prove themselves with the shared secret, or with an API token that has
   * the scope `support:status`; checked before the body is read.
   */
  const requireInworldSecret = async (req: FastifyRequest) => {
    if (await app.apiTokenFor(req, SUPPORT_STATUS_SCOPE)) return;
    if (!secret) throw new NotFound('In-world status reporting is off (INWORLD_SECRET is not set)');
    const wait = await guesses.blockedFor(INWORLD, req.ip);
    if (wait > 0) throw new TooManyRequests(supportMessages.secretThrottled(Math.ceil(wait / 60)), wait);
    const given = req.headers['x-inworld-secret'];
    // Equal-length digests, so the comparison takes the same time whatever was sent.
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), digest(secret))) {
      await guesses.failed(INWORLD, req.ip);
      throw new Unauthorized('Missing or wrong X-Inworld-Secret header');
    }
  };

  app.post(
    '/support/status',
    {
      onRequest: requireInworldSecret,
      config: writes,
      schema: supportDoc(
        'reportSupportStatus',
        'Report a support status',
        'What an in-world script sends when its avatar comes online or goes offline: with the `X-Inworld-Secret` header, or a bearer API token with the scope `support:status`. 404 while INWORLD_SECRET is not set (and no token is sent).',
        {
          security: statusCallers,
          body: SupportStatusReport,
          response: {
            200: z.object({ uuid: z.string(), status: SupportStatus, last_seen: z.string().nullable() }),
            401: errorResponse('Missing or wrong X-Inworld-Secret header, or an API token that is not valid'),
            403: errorResponse(`The API token lacks the scope ${SUPPORT_STATUS_SCOPE}`),
            404: errorResponse(
              'In-world status reporting is off (INWORLD_SECRET is not set), or no member has this avatar key',
            ),
          },
        },
      ),
    },
    async (req) => members.setStatus(req.body.uuid, req.body.status),
  );
};
