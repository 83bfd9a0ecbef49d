import { supportMessages } from '@land-office/contract';
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { expectedProfiles, residents, startProfileServer } from '../../api/src/test/profile-server';
import { describeE2E, signIn } from './harness';

const SECRET = 'e2e-inworld-secret-0123456789';
// A stand-in for world.secondlife.com, on loopback, serving the resident profile fixtures.
const profiles = await startProfileServer();
afterAll(() => profiles.close());

describeE2E(
  'support team',
  (t) => {
    const row = (text: string) => t.page.locator('tr', { hasText: text });
    const report = (uuid: string, status: 'online' | 'offline', secret = SECRET) =>
      fetch(`${t.server.url}/api/support/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-inworld-secret': secret },
        body: JSON.stringify({ uuid, status }),
      });
    const publicNames = async () =>
      ((await (await fetch(`${t.server.url}/api/support`)).json()) as Array<{ name: string | null }>).map(
        (m) => m.name,
      );
    const addMember = async (uuid: string, languages: string[], roles: string[]) => {
      await t.page.getByRole('tab', { name: 'Add Member' }).click();
      await t.page.getByRole('textbox', { name: /^UUID/ }).fill(uuid);
      for (const name of [...languages, ...roles]) await t.page.getByRole('checkbox', { name }).check();
      await t.page.getByRole('button', { name: 'Add Member', exact: true }).click();
      await t.page.getByRole('status').filter({ hasText: supportMessages.added }).waitFor();
    };

    it('adds a member by UUID and shows the name and photo read from the profile page', async () => {
      // The photos live on Second Life's picture service: answer them locally with a real JPEG.
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fa0' } })
        .jpeg()
        .toBuffer();
      await t.page.route('https://picture-service.secondlife.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'image/jpeg', body: jpeg }),
      );
      await signIn(t.page, t.server.url);
      await t.page.getByRole('link', { name: 'Support Team', exact: true }).click();
      await t.page.getByRole('heading', { name: 'Support Team (0 members)' }).waitFor();

      await t.page.getByRole('tab', { name: 'Add Member' }).click();
      const save = t.page.getByRole('button', { name: 'Add Member', exact: true });
      expect(await save.isDisabled()).toBe(true);
      await t.page.getByRole('textbox', { name: /^UUID/ }).fill('8fe61c8b-18e3');
      await t.page.getByRole('textbox', { name: /^E-mail/ }).click();
      await t.page.getByText(supportMessages.uuidMalformed).waitFor();

      await addMember(residents.marisol.toUpperCase(), ['English', 'Portuguese'], ['support', 'sales']);
      const marisol = row(expectedProfiles[residents.marisol]?.name as string);
      await marisol.waitFor();
      expect(await marisol.getByText('8fe61c8b', { exact: true }).isVisible()).toBe(true);
      expect(await marisol.getByText('English, Portuguese').isVisible()).toBe(true);
      const photo = marisol.getByTestId('photo');
      expect(await photo.getAttribute('src')).toBe(expectedProfiles[residents.marisol]?.photo_url);
      await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
      await t.page.getByRole('heading', { name: 'Support Team (1 member)' }).waitFor();
    });

    it('shows a placeholder while a slow lookup runs, then the name once the server has it', async () => {
      profiles.behave(residents.zoe, { delayMs: 2_500 });
      await addMember(residents.zoe, ['French'], ['manager']);
      const zoe = row('8d58ead7');
      await zoe.getByText('Looking up name…').waitFor();
      await zoe.getByRole('cell', { name: 'Zoë Ñandú', exact: true }).waitFor({ timeout: 10_000 });
      expect(await zoe.getByTestId('photo').getAttribute('src')).toBe(
        expectedProfiles[residents.zoe]?.photo_url,
      );
    });

    it('toggles a member inactive: dimmed in the roster, gone from the public list', async () => {
      const marisol = row('Marisol Tidewater');
      await marisol.getByRole('button', { name: 'Active' }).click();
      await marisol.getByRole('button', { name: 'Inactive' }).waitFor();
      await t.page.getByRole('status').filter({ hasText: supportMessages.updated }).waitFor();
      expect(await marisol.getAttribute('class')).toContain('opacity-50');
      expect(await publicNames()).toEqual(['Zoë Ñandú']);
    });

    it('shows a member online after an in-world status report and a refresh', async () => {
      expect((await report(residents.zoe, 'online', 'wrong-secret')).status).toBe(401);
      const zoe = row('Zoë Ñandú');
      expect(await zoe.getByText('Offline').isVisible()).toBe(true);
      expect(await zoe.getByText('Never seen online').isVisible()).toBe(true);
      const res = await report(residents.zoe, 'online');
      expect(res.status).toBe(200);
      await t.page.reload();
      await row('Zoë Ñandú').getByText('Online', { exact: true }).waitFor();
      expect(await row('Zoë Ñandú').getByText('Reported just now').isVisible()).toBe(true);
      await report(residents.zoe, 'offline');
      await t.page.reload();
      await row('Zoë Ñandú').getByText('Last seen just now').waitFor();
    });

    it('edits a member in the Add Member tab', async () => {
      await row('Zoë Ñandú').getByRole('button', { name: /Edit/ }).click();
      await t.page.getByRole('heading', { name: 'Edit Member' }).waitFor();
      await t.page.getByRole('textbox', { name: /^E-mail/ }).fill('zoe@example.com');
      await t.page.getByRole('checkbox', { name: 'Spanish' }).check();
      await t.page.getByRole('button', { name: 'Update Member' }).click();
      await t.page.getByRole('status').filter({ hasText: supportMessages.updated }).waitFor();
      const zoe = row('Zoë Ñandú');
      await zoe.getByText('zoe@example.com').waitFor();
      expect(await zoe.getByText('Spanish, French').isVisible()).toBe(true);
    });

    it('deletes a member after the confirmation', async () => {
      let asked = '';
      t.page.once('dialog', (dialog) => {
        asked = dialog.message();
        void dialog.accept();
      });
      await row('Marisol Tidewater')
        .getByRole('button', { name: /Delete/ })
        .click();
      await t.page.getByRole('status').filter({ hasText: supportMessages.deleted }).waitFor();
      expect(asked).toBe(supportMessages.deleteConfirm);
      await t.page.getByRole('heading', { name: 'Support Team (1 member)' }).waitFor();
      expect(await row('Marisol Tidewater').count()).toBe(0);
    });
  },
  { SL_PROFILE_URL_TEMPLATE: profiles.template, INWORLD_SECRET: SECRET },
);
