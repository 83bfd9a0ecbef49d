import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { residents, startProfileServer } from '../../../test-servers/profile-server.js';
import { describeEachDb } from '../../api/src/test/app.js';
import { startReceiver } from '../../api/src/test/webhook-receiver.js';
import { accountCalls } from './calls/accounts.js';
import { contentTypeCalls } from './calls/content-types.js';
import type { CallContext, Calls } from './calls/context.js';
import { landCalls } from './calls/land.js';
import { mediaCalls } from './calls/media.js';
import { overviewCalls } from './calls/overview.js';
import { publishingCalls } from './calls/publishing.js';
import { settingsCalls } from './calls/settings.js';
import { supportCalls } from './calls/support.js';
import { tokenCalls } from './calls/tokens.js';
import { transferCalls } from './calls/transfer.js';
import { twoFactorCalls } from './calls/two-factor.js';
import { webhookCalls } from './calls/webhooks.js';
import { type ApiDocument, contractClients, operationsOf } from './harness.js';

const ADMIN_ORIGIN = 'https://office.example.com';
const INWORLD_SECRET = 'a-long-in-world-secret';

const areas: Record<string, Calls> = {
  'content types sharing one shape': contentTypeCalls,
  'blog, pages, previews, revisions and the trash': publishingCalls,
  'users, invitations, reset links, sessions and the account': accountCalls,
  'two-factor sign-in: app codes, recovery codes, passkeys': twoFactorCalls,
  'site, header and available-land settings': settingsCalls,
  'the scraper, its runs and the listings': landCalls,
  'the support roster and in-world status': supportCalls,
  'the media library and banner images': mediaCalls,
  webhooks: webhookCalls,
  'API tokens': tokenCalls,
  'content export and import': transferCalls,
  'health, the dashboard and the activity log': overviewCalls,
};

const profiles = await startProfileServer();
const landSource = { url: '', page: '' };
const source = createServer((_req, res) =>
  res.writeHead(200, { 'content-type': 'text/html' }).end(landSource.page),
);
await new Promise<void>((resolve) => source.listen(0, '127.0.0.1', resolve));
landSource.url = `http://127.0.0.1:${(source.address() as AddressInfo).port}/rentals/index.html`;
const receiver = await startReceiver();
afterAll(async () => {
  await Promise.all([profiles.close(), receiver.close(), new Promise((resolve) => source.close(resolve))]);
});

// Issue "Integrations" §3: the typed client calls every operation of the API document against the
// running server, and every answer is the one the document gives.
describeEachDb(
  'the typed client and the API document',
  (t) => {
    let document: ApiDocument;
    let clients: ReturnType<typeof contractClients>;
    const ctx = {
      adminOrigin: ADMIN_ORIGIN,
      landSource,
      inworldSecret: INWORLD_SECRET,
      receiver,
    } as CallContext;

    beforeAll(async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      document = (await (await fetch(`${address}/api/openapi.json`)).json()) as ApiDocument;
      clients = contractClients(document, address);
      const token = (await t.auth()).slice('Bearer '.length);
      Object.assign(ctx, {
        owner: clients.as(token),
        anonymous: clients.as(),
        as: clients.as,
        resident: residents.marisol,
      });
    });

    for (const [area, calls] of Object.entries(areas)) it(area, () => calls(ctx));

    // Each operation reaches its success answer (uploads, passkeys, app codes, reset links, the
    // scraper and in-world reports included, through the loopback stand-ins above): a new route
    // fails here until the calls above make it answer 200.
    it('called every operation of the document, and each answered 200 at least once', () => {
      const operations = operationsOf(document);
      expect(operations.length).toBeGreaterThan(100);
      const missed = operations.filter((op) => !clients.answered.get(op)?.includes(200));
      expect(missed, 'operations never answered 200 through the client').toEqual([]);
    });
  },
  {
    PUBLIC_ADMIN_URL: ADMIN_ORIGIN,
    PUBLIC_SITE_URL: 'https://land.example.com',
    INWORLD_SECRET,
    SL_PROFILE_URL_TEMPLATE: profiles.template,
  },
);
