import type { AddressInfo } from 'node:net';
import type { UserLink } from '@land-office/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.js';

/** A loopback SMTP server of this test, keeping what it is sent. */
async function mailbox() {
  const received: { to: string[]; text: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          text: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('invitations by e-mail (SMTP_URL)', () => {
  let box: Awaited<ReturnType<typeof mailbox>>;
  let t: Awaited<ReturnType<typeof startTestApp>>;

  beforeAll(async () => {
    box = await mailbox();
    t = await startTestApp('sqlite', {
      SMTP_URL: `smtp://127.0.0.1:${box.port}`,
      SMTP_FROM: 'Land Office <office@example.com>',
      PUBLIC_ADMIN_URL: 'https://office.example.com/',
    });
  });
  afterAll(async () => {
    await t?.stop();
    await box?.close();
  });

  it('e-mails the invitation with its absolute link on PUBLIC_ADMIN_URL', async () => {
    const res = await t.admin('POST', '/api/admin/users', {
      email: 'new.editor@example.com',
      role: 'editor',
    });
    const { link, emailed } = res.json() as UserLink;
    expect(emailed).toBe(true);
    expect(link).toMatch(/^https:\/\/office\.example\.com\/admin\/accept-invite\?token=[\w-]+$/);
    expect(box.received).toHaveLength(1);
    expect(box.received[0]?.to).toEqual(['new.editor@example.com']);
    expect(box.received[0]?.text).toContain('Subject: You are invited to Land Office');
    // Quoted-printable may fold a long line: compare without its soft breaks.
    expect(box.received[0]?.text.replace(/=\r?\n/g, '')).toContain(link.replace(/=/g, '=3D'));
  });

  it('still invites, and says the link was not sent, when the mail server is gone', async () => {
    await box.close();
    const res = await t.admin('POST', '/api/admin/users', { email: 'second@example.com', role: 'support' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as UserLink).emailed).toBe(false);
  });
});
