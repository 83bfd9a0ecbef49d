import {
  BlogPublishedPayload,
  type ListingEventListing,
  ListingPayload,
  ListingPriceChangedPayload,
  ScrapeFailedPayload,
  SupportStatusChangedPayload,
  WEBHOOK_TEST_TYPE,
} from '@land-office/contract';
import type { QueuedEvent } from './standard-body.js';

/** Discord's limits on a webhook message's embeds (its Embed Limits). */
export const DISCORD_LIMITS = {
  embeds: 10,
  total: 6000,
  title: 256,
  description: 4096,
  fields: 25,
  fieldName: 256,
  fieldValue: 1024,
  footer: 2048,
  content: 2000,
} as const;

export interface DiscordEmbed {
  title: string;
  description?: string;
  url?: string;
  color: number;
  timestamp: string;
  fields?: { name: string; value: string; inline: boolean }[];
  footer?: { text: string };
}

export interface DiscordMessage {
  username: string;
  content?: string;
  embeds: DiscordEmbed[];
  /** Nothing a listing's name says pings anyone. */
  allowed_mentions: { parse: [] };
}

const COLOURS = { new: 0x2e9d57, gone: 0x8a8f98, price: 0xd99a1e, blog: 0x2f6fd6, support: 0x7a4cc2 };
const FAILED = 0xc8423b;

/** Cut to `max` characters (UTF-16 units, which never undercount Discord's), with an ellipsis. */
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** What counts toward Discord's 6,000 characters: title, description, fields, footer. */
export const embedLength = (embed: DiscordEmbed) =>
  embed.title.length +
  (embed.description?.length ?? 0) +
  (embed.fields ?? []).reduce((sum, field) => sum + field.name.length + field.value.length, 0) +
  (embed.footer?.text.length ?? 0);

const httpUrl = (value: string | null | undefined) => {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

const price = (amount: number | null, period: string | null) =>
  amount === null ? '—' : `L$${amount.toLocaleString('en-US')}${period ? ` / ${period}` : ''}`;

function listingEmbed(heading: string, color: number, listing: ListingEventListing, at: string) {
  const fields = [
    ['Region', listing.region],
    ['Size', listing.size_m2 === null ? null : `${listing.size_m2.toLocaleString('en-US')} m²`],
    ['Price', listing.price_ls === null ? null : price(listing.price_ls, listing.period)],
    ['Source', listing.source],
  ] as const;
  return {
    title: `${heading}: ${listing.name ?? listing.region ?? `Listing ${listing.id}`}`,
    url: httpUrl(listing.url),
    color,
    timestamp: at,
    fields: fields.flatMap(([name, value]) =>
      value ? [{ name, value: cut(value, 256), inline: true }] : [],
    ),
  };
}

/** One event as a Discord embed, every text within its limit. */
function embedOf(event: QueuedEvent, siteUrl: string | undefined): DiscordEmbed {
  const at = event.created_at;
  const raw: Omit<DiscordEmbed, 'timestamp'> & { timestamp?: string } = (() => {
    const { type, payload } = event;
    if (type === 'listing.new' || type === 'listing.gone') {
      const parsed = ListingPayload.safeParse(payload);
      if (parsed.success) {
        const { listing, returned } = parsed.data;
        if (type === 'listing.gone') return listingEmbed('Gone', COLOURS.gone, listing, at);
        return listingEmbed(returned ? 'Back on the market' : 'New listing', COLOURS.new, listing, at);
      }
    }
    if (type === 'listing.price_changed') {
      const parsed = ListingPriceChangedPayload.safeParse(payload);
      if (parsed.success) {
        const { listing, old, new: now } = parsed.data;
        const embed = listingEmbed('Price changed', COLOURS.price, listing, at);
        const change = `${price(old.price_ls, old.period)} → ${price(now.price_ls, now.period)}`;
        return {
          ...embed,
          fields: [
            ...embed.fields.filter((f) => f.name !== 'Price'),
            { name: 'Price', value: change, inline: false },
          ],
        };
      }
    }
    if (type === 'blog.published') {
      const parsed = BlogPublishedPayload.safeParse(payload);
      if (parsed.success) {
        const { post } = parsed.data;
        return {
          title: `New blog post: ${post.title}`,
          url: siteUrl ? httpUrl(`${siteUrl}/blog/${encodeURIComponent(post.slug)}`) : undefined,
          color: COLOURS.blog,
        };
      }
    }
    if (type === 'support.status_changed') {
      const parsed = SupportStatusChangedPayload.safeParse(payload);
      if (parsed.success) {
        const { member, previous } = parsed.data;
        return {
          title: `${member.name ?? member.uuid} is now ${member.status}`,
          color: COLOURS.support,
          fields: [
            { name: 'Was', value: previous, inline: true },
            ...(member.last_seen ? [{ name: 'Last seen', value: member.last_seen, inline: true }] : []),
          ],
        };
      }
    }
    if (type === 'scrape.failed') {
      const parsed = ScrapeFailedPayload.safeParse(payload);
      if (parsed.success) {
        const { source, error, failures, run_id } = parsed.data;
        return {
          title: `Scraper failed: ${source}`,
          description: error,
          color: FAILED,
          fields: [
            { name: 'Failures in a row', value: String(failures), inline: true },
            { name: 'Run', value: String(run_id), inline: true },
          ],
        };
      }
    }
    if (type === WEBHOOK_TEST_TYPE)
      return {
        title: 'Test event from Land Office',
        description: 'This endpoint receives Land Office webhooks.',
        color: COLOURS.blog,
      };
    return { title: type, description: JSON.stringify(payload), color: COLOURS.blog };
  })();
  return {
    title: cut(raw.title, DISCORD_LIMITS.title),
    ...(raw.description ? { description: cut(raw.description, 2000) } : {}),
    ...(raw.url ? { url: raw.url } : {}),
    color: raw.color,
    timestamp: at,
    ...(raw.fields?.length
      ? {
          fields: raw.fields.slice(0, DISCORD_LIMITS.fields).map((f) => ({
            name: cut(f.name, DISCORD_LIMITS.fieldName),
            value: cut(f.value || '—', DISCORD_LIMITS.fieldValue),
            inline: f.inline,
          })),
        }
      : {}),
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 new, 1 gone, 2 price changes": what a batch holds, by kind. */
function batchSummary(events: readonly QueuedEvent[]) {
  const count = (type: string) => events.filter((e) => e.type === type).length;
  const parts = [
    count('listing.new') && `${count('listing.new')} new`,
    count('listing.gone') && `${count('listing.gone')} gone`,
    count('listing.price_changed') && plural(count('listing.price_changed'), 'price change', 'price changes'),
    count('scrape.failed') && plural(count('scrape.failed'), 'failed source', 'failed sources'),
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : plural(events.length, 'event', 'events');
}

/**
 * A Discord webhook message for one event or a batch: an embed per event (a listing: its name,
 * region, size, price and link), at most 10 embeds and 6,000 characters among them; the rest are
 * counted in the message's text ("and N more…").
 */
export function discordBody(
  events: readonly QueuedEvent[],
  batch: string | null,
  siteUrl?: string,
): DiscordMessage {
  const embeds: DiscordEmbed[] = [];
  let total = 0;
  for (const event of events) {
    if (embeds.length === DISCORD_LIMITS.embeds) break;
    const embed = embedOf(event, siteUrl);
    const length = embedLength(embed);
    if (total + length > DISCORD_LIMITS.total) break;
    embeds.push(embed);
    total += length;
  }
  const more = events.length - embeds.length;
  const lines = [
    batch === null ? undefined : `Land scraper run: ${batchSummary(events)}`,
    more > 0 ? `and ${more} more…` : undefined,
  ].filter((line): line is string => line !== undefined);
  return {
    username: 'Land Office',
    ...(lines.length ? { content: cut(lines.join('\n'), DISCORD_LIMITS.content) } : {}),
    embeds,
    allowed_mentions: { parse: [] },
  };
}
