import { randomUUID } from 'node:crypto';
import { type SupportMember, type SupportMemberCreate, supportMessages } from '@land-office/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectedProfiles, type ProfileBehaviour, residents } from '../../../test-servers/profile-server.ts';
import type { AdminApi } from './admin-api.ts';
import { answerConfirm, expect, INWORLD_SECRET, test } from './fixtures.ts';

/** The screen asks the server again this often while a name is being looked up (list-members.ts). */
const PENDING_REFETCH_MS = 2_000;

const row = (page: Page, text: string) => page.locator('tr', { hasText: text });

/**
 * A member of this test's own: a fresh uuid whose profile page is a fixture resident's (so no
 * lookup the server made for another test, and cached, answers for it).
 */
function newResident(profiles: { behave: (uuid: string, b: ProfileBehaviour) => void }, as: string) {
  const uuid = randomUUID();
  profiles.behave(uuid, { page: as });
  return uuid;
}

/** Adds a member through the API and waits until the server has looked their profile up. */
async function member(api: AdminApi, uuid: string, fields: Omit<SupportMemberCreate, 'uuid'>) {
  const created = await api.createMember({ uuid, ...fields });
  await expect
    .poll(async () => (await api.get<SupportMember>(`/admin/support/${created.id}`)).profile_status)
    .toBe('found');
  return created;
}

test.describe('support team', () => {
  test.beforeEach(async ({ api, page }) => {
    await api.clear('support');
    // The photos live on Second Life's picture service: answer them locally with a real JPEG.
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fa0' } })
      .jpeg()
      .toBuffer();
    await page.route('https://picture-service.secondlife.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/jpeg', body: jpeg }),
    );
  });

  /** What an in-world status script sends. */
  const report = (
    request: APIRequestContext,
    uuid: string,
    status: 'online' | 'offline',
    secret = INWORLD_SECRET,
  ) =>
    request.post('/api/support/status', {
      headers: { 'x-inworld-secret': secret },
      data: { uuid, status },
    });
  const publicNames = async (api: AdminApi) =>
    (await api.publicGet<Array<{ name: string | null }>>('/support')).map((m) => m.name);
  const addMember = async (page: Page, uuid: string, languages: string[], roles: string[]) => {
    await page.getByRole('tab', { name: 'Add Member' }).click();
    await page.getByRole('textbox', { name: /^UUID/ }).fill(uuid);
    for (const name of [...languages, ...roles]) await page.getByRole('checkbox', { name }).check();
    await page.getByRole('button', { name: 'Add Member', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: supportMessages.added })).toBeVisible();
  };

  test('adds a member by UUID and shows the name and photo read from the profile page', async ({
    adminPage: page,
    profiles,
  }) => {
    const uuid = newResident(profiles, residents.marisol);
    await page.goto('/admin/dashboard');
    await page.getByRole('link', { name: 'Support Team', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Support Team (0 members)' })).toBeVisible();

    await page.getByRole('tab', { name: 'Add Member' }).click();
    const save = page.getByRole('button', { name: 'Add Member', exact: true });
    await expect(save).toBeDisabled();
    await page.getByRole('textbox', { name: /^UUID/ }).fill('8fe61c8b-18e3');
    await page.getByRole('textbox', { name: /^E-mail/ }).click();
    await expect(page.getByText(supportMessages.uuidMalformed)).toBeVisible();

    await addMember(page, uuid.toUpperCase(), ['English', 'Portuguese'], ['support', 'sales']);
    const marisol = row(page, expectedProfiles[residents.marisol]?.name as string);
    await expect(marisol).toBeVisible();
    await expect(marisol.getByText(uuid.slice(0, 8), { exact: true })).toBeVisible();
    await expect(marisol.getByText('English, Portuguese')).toBeVisible();
    const photo = marisol.getByTestId('photo');
    await expect(photo).toHaveAttribute('src', expectedProfiles[residents.marisol]?.photo_url as string);
    await expect(photo).toHaveJSProperty('naturalWidth', 64);
    await expect(page.getByRole('heading', { name: 'Support Team (1 member)' })).toBeVisible();
  });

  test('shows a placeholder while a slow lookup runs, then the name once the server has it', async ({
    adminPage: page,
    api,
    profiles,
  }) => {
    // The profile page answers only once the test has seen the placeholder.
    let answer!: () => void;
    const uuid = randomUUID();
    profiles.behave(uuid, { page: residents.zoe, until: new Promise<void>((r) => (answer = r)) });
    await page.clock.install();
    await page.goto('/admin/support-settings');
    await addMember(page, uuid, ['French'], ['manager']);
    const zoe = row(page, uuid.slice(0, 8));
    await expect(zoe.getByText('Looking up name…')).toBeVisible();
    answer();
    await expect.poll(async () => (await api.members())[0]?.profile_status).toBe('found');
    // The screen asks again on its own; the clock brings that moment now.
    await page.clock.fastForward(PENDING_REFETCH_MS);
    await expect(zoe.getByRole('cell', { name: 'Zoë Ñandú', exact: true })).toBeVisible();
    await expect(zoe.getByTestId('photo')).toHaveAttribute(
      'src',
      expectedProfiles[residents.zoe]?.photo_url as string,
    );
  });

  test('toggles a member inactive: dimmed in the roster, gone from the public list', async ({
    adminPage: page,
    api,
    profiles,
  }) => {
    await member(api, newResident(profiles, residents.marisol), { languages: 'en,pt', roles: ['support'] });
    await member(api, newResident(profiles, residents.zoe), { languages: 'fr', roles: ['manager'] });
    await page.goto('/admin/support-settings');
    const marisol = row(page, 'Marisol Tidewater');
    await marisol.getByRole('button', { name: 'Active' }).click();
    await expect(marisol.getByRole('button', { name: 'Inactive' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: supportMessages.updated })).toBeVisible();
    await expect(marisol).toHaveClass(/opacity-50/);
    expect(await publicNames(api)).toEqual(['Zoë Ñandú']);
  });

  test('shows a member online after an in-world status report and a refresh', async ({
    adminPage: page,
    api,
    profiles,
    request,
  }) => {
    const uuid = newResident(profiles, residents.zoe);
    await member(api, uuid, { languages: 'fr', roles: ['manager'] });
    await page.clock.install();
    await page.goto('/admin/support-settings');
    expect((await report(request, uuid, 'online', 'wrong-secret')).status()).toBe(401);
    const zoe = row(page, 'Zoë Ñandú');
    await expect(zoe.getByText('Offline')).toBeVisible();
    await expect(zoe.getByText('Never seen online')).toBeVisible();
    expect((await report(request, uuid, 'online')).status()).toBe(200);
    await page.reload();
    await expect(zoe.getByText('Online', { exact: true })).toBeVisible();
    await expect(zoe.getByText('Reported just now')).toBeVisible();
    expect((await report(request, uuid, 'offline')).status()).toBe(200);
    await page.reload();
    await expect(zoe.getByText('Last seen just now')).toBeVisible();
    // Two hours on, the roster says how long ago (once it is drawn again: leave and come back).
    await page.clock.fastForward('02:00:00');
    // The dashboard must be on screen (its texts load with it) before going back, or the roster
    // is never drawn again.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page.getByText('Ações Rápidas')).toBeVisible();
    await page.getByRole('link', { name: 'Support Team', exact: true }).click();
    await expect(zoe.getByText('Last seen 2 hours ago')).toBeVisible();
  });

  test('edits a member in the Add Member tab', async ({ adminPage: page, api, profiles }) => {
    await member(api, newResident(profiles, residents.zoe), { languages: 'fr', roles: ['manager'] });
    await page.goto('/admin/support-settings');
    await row(page, 'Zoë Ñandú').getByRole('button', { name: /Edit/ }).click();
    await expect(page.getByRole('heading', { name: 'Edit Member' })).toBeVisible();
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('zoe@example.com');
    await page.getByRole('checkbox', { name: 'Spanish' }).check();
    await page.getByRole('button', { name: 'Update Member' }).click();
    await expect(page.getByRole('status').filter({ hasText: supportMessages.updated })).toBeVisible();
    const zoe = row(page, 'Zoë Ñandú');
    await expect(zoe.getByText('zoe@example.com')).toBeVisible();
    await expect(zoe.getByText('Spanish, French')).toBeVisible();
  });

  test('deletes a member after the confirmation', async ({ adminPage: page, api, profiles }) => {
    await member(api, newResident(profiles, residents.marisol), { languages: 'en', roles: ['support'] });
    await member(api, newResident(profiles, residents.zoe), { languages: 'fr', roles: ['manager'] });
    await page.goto('/admin/support-settings');
    await expect(page.getByRole('heading', { name: 'Support Team (2 members)' })).toBeVisible();
    await row(page, 'Marisol Tidewater')
      .getByRole('button', { name: /Delete/ })
      .click();
    await answerConfirm(page, supportMessages.deleteConfirm, true);
    await expect(page.getByRole('status').filter({ hasText: supportMessages.deleted })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Support Team (1 member)' })).toBeVisible();
    await expect(row(page, 'Marisol Tidewater')).toHaveCount(0);
  });
});
