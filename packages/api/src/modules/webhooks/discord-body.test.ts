import { describe, expect, it } from 'vitest';
import { eventListing as listing } from '../../test/event-listing.js';
import { retryAfterMs, retryDelayMs } from './backoff.js';
import { DISCORD_LIMITS, type DiscordMessage, discordBody, embedLength } from './discord-body.js';
import type { QueuedEvent } from './standard-body.js';

const at = '2026-11-29T12:00:00.000Z';
const event = (type: string, payload: Record<string, unknown>): QueuedEvent => ({
  type,
  payload,
  created_at: at,
});

/** Every limit Discord puts on a webhook message's embeds. */
function expectWithinDiscordLimits(message: DiscordMessage) {
  expect(message.embeds.length).toBeLessThanOrEqual(DISCORD_LIMITS.embeds);
  expect(message.embeds.reduce((sum, e) => sum + embedLength(e), 0)).toBeLessThanOrEqual(
    DISCORD_LIMITS.total,
  );
  expect((message.content ?? '').length).toBeLessThanOrEqual(DISCORD_LIMITS.content);
  for (const embed of message.embeds) {
    expect(embed.title.length).toBeLessThanOrEqual(DISCORD_LIMITS.title);
    expect((embed.description ?? '').length).toBeLessThanOrEqual(DISCORD_LIMITS.description);
    expect((embed.fields ?? []).length).toBeLessThanOrEqual(DISCORD_LIMITS.fields);
    for (const field of embed.fields ?? []) {
      expect(field.name.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldName);
      expect(field.value.length).toBeLessThanOrEqual(DISCORD_LIMITS.fieldValue);
      expect(field.value.length).toBeGreaterThan(0);
    }
  }
}

describe('the discord body', () => {
  it('fits a run of 50 listings in 10 embeds and 6,000 characters, and counts the rest', () => {
    const events = Array.from({ length: 50 }, (_, i) =>
      event('listing.new', { listing: listing(i + 1, { name: `Sunset ${'Bay '.repeat(100)}${i}` }) }),
    );
    const message = discordBody(events, 'run:3');
    expectWithinDiscordLimits(message);
    expect(message.embeds.length).toBeGreaterThan(0);
    expect(message.content).toBe(`Land scraper run: 50 new\nand ${50 - message.embeds.length} more…`);
    expect(message.allowed_mentions).toEqual({ parse: [] });
  });

  it('stays within the limits when each listing is as long as it can be', () => {
    const long = 'x'.repeat(5000);
    const events = Array.from({ length: 50 }, (_, i) =>
      event('listing.gone', {
        listing: listing(i, { name: long, region: long, source: long, period: long }),
      }),
    );
    const message = discordBody(events, 'run:4');
    expectWithinDiscordLimits(message);
    expect(message.content).toMatch(/and \d+ more…$/);
  });

  it('shows a listing by its name, region, size, price and link', () => {
    const { embeds } = discordBody([event('listing.new', { listing: listing(7) })], null);
    expect(embeds).toEqual([
      {
        title: 'New listing: Parcel 7',
        url: 'https://lands.example/parcel/7',
        color: expect.any(Number),
        timestamp: at,
        fields: [
          { name: 'Region', value: 'Bay City', inline: true },
          { name: 'Size', value: '1,024 m²', inline: true },
          { name: 'Price', value: 'L$2,500 / week', inline: true },
          { name: 'Source', value: 'acatech', inline: true },
        ],
      },
    ]);
    const changed = discordBody(
      [
        event('listing.price_changed', {
          listing: listing(8, { url: 'javascript:alert(1)' }),
          old: { price_ls: 3000, period: 'week' },
          new: { price_ls: 2500, period: 'week' },
        }),
      ],
      null,
    ).embeds[0];
    expect(changed?.url).toBeUndefined();
    expect(changed?.fields).toContainEqual({
      name: 'Price',
      value: 'L$3,000 / week → L$2,500 / week',
      inline: false,
    });
  });

  it('gives the other events an embed of their own', () => {
    const message = discordBody(
      [
        event('blog.published', {
          post: { id: 1, title: 'Open day', slug: 'open-day', publish_at: null },
          by: 'save',
        }),
        event('support.status_changed', {
          member: { uuid: 'u', name: 'Marisol', status: 'online', last_seen: at },
          previous: 'offline',
        }),
        event('scrape.failed', { source: 'acatech', error: 'Timed out', failures: 2, run_id: 12 }),
        event('webhook.test', { webhook_id: 1, message: 'hi' }),
      ],
      null,
      'https://lands.example',
    );
    expectWithinDiscordLimits(message);
    expect(message.embeds.map((e) => e.title)).toEqual([
      'New blog post: Open day',
      'Marisol is now online',
      'Scraper failed: acatech',
      'Test event from Land Office',
    ]);
    expect(message.embeds[0]?.url).toBe('https://lands.example/blog/open-day');
    expect(message.embeds[2]?.description).toBe('Timed out');
  });
});

describe('the retry schedule', () => {
  it('waits 30 s, 2 min, 10 min, 1 h and 6 h with the default base, then gives up', () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(n, 30))).toEqual([
      30_000,
      120_000,
      600_000,
      3_600_000,
      21_600_000,
      undefined,
    ]);
  });

  it("reads a 429's wait from Discord's retry_after, else from Retry-After", () => {
    expect(retryAfterMs('{"retry_after": 1.25, "global": false}', '9', 0)).toBe(1250);
    expect(retryAfterMs('slow down', '9', 0)).toBe(9000);
    expect(retryAfterMs('', 'Thu, 01 Jan 1970 00:00:30 GMT', 10_000)).toBe(20_000);
    expect(retryAfterMs('{}', null, 0)).toBeUndefined();
    expect(retryAfterMs('{"retry_after": 999999}', null, 0)).toBe(6 * 3_600_000);
  });
});
