import type { BlogPostSummary, PublicLand } from '@land-office/contract';
import { SiteLink } from './layout.js';
import { longDate } from './links.js';
import type { PageContext } from './view.js';

/** A service tile's icon: the Font Awesome solid icon's path, drawn inline. */
export interface Icon {
  width: number;
  height: number;
  path: string;
}

export function IconSvg({ icon }: { icon: Icon | undefined }) {
  if (!icon) return null;
  return (
    <svg className="icon" aria-hidden="true" viewBox={`0 0 ${icon.width} ${icon.height}`}>
      <path d={icon.path} />
    </svg>
  );
}

/** A post in a list: its image, title (a link), date, author, reading time and excerpt. */
export function PostCard({ post, ctx, level }: { post: BlogPostSummary; ctx: PageContext; level: 2 | 3 }) {
  const { t } = ctx;
  const Heading = level === 2 ? 'h2' : 'h3';
  const href = `/blog/${encodeURIComponent(post.slug)}`;
  return (
    <article className="card">
      {post.image_url ? <img src={post.image_url} alt="" width={640} height={360} loading="lazy" /> : null}
      <Heading>
        <a href={href}>{post.title}</a>
      </Heading>
      <PostMeta post={post} ctx={ctx} />
      {post.auto_excerpt ? <p>{post.auto_excerpt}</p> : null}
      {/* The words on show are short; the link's name says which post (search engines read that too). */}
      <a href={href}>
        <span aria-hidden="true">{t('readMore')}</span>
        <span className="visually-hidden">{t('readMoreAbout', { title: post.title })}</span>
      </a>
    </article>
  );
}

export function PostMeta({ post, ctx }: { post: BlogPostSummary; ctx: PageContext }) {
  const { t, language, timeZone } = ctx;
  const date = post.publish_at && post.publish_at > post.created_at ? post.publish_at : post.created_at;
  return (
    <p className="meta">
      <time dateTime={date}>{longDate(date, language, timeZone)}</time>
      {post.author ? <> · {t('by', { author: post.author.username })}</> : null} ·{' '}
      {t('minutes', { count: post.reading_minutes })}
    </p>
  );
}

const landName = (land: PublicLand) => land.name ?? land.region ?? '—';

const PER = { day: 'perDay', week: 'perWeek', month: 'perMonth' } as const;

/** L$ 1,250/week, L$ 25,000 for sale, or "Price on request". */
export function priceText(land: Pick<PublicLand, 'price_ls' | 'period'>, ctx: PageContext) {
  const { t, language } = ctx;
  if (land.price_ls === null) return t('priceOnRequest');
  const amount = `L$ ${new Intl.NumberFormat(language).format(land.price_ls)}`;
  return land.period ? `${amount}${t(PER[land.period])}` : `${amount} ${t('forSale')}`;
}

/** A parcel: name, region, size, price, and its New / Price dropped badges. */
export function LandCard({ land, ctx, level }: { land: PublicLand; ctx: PageContext; level: 2 | 3 }) {
  const { t, language } = ctx;
  const Heading = level === 2 ? 'h2' : 'h3';
  const dropped =
    land.price_changed?.old_price_ls != null &&
    land.price_changed.new_price_ls != null &&
    land.price_changed.new_price_ls < land.price_changed.old_price_ls;
  return (
    <article className="card">
      <Heading>
        {land.url ? (
          <SiteLink href={land.url} external t={t}>
            {landName(land)}
          </SiteLink>
        ) : (
          landName(land)
        )}
      </Heading>
      <p>
        {land.is_new ? <span className="badge new">{t('new')}</span> : null}
        {dropped ? <span className="badge drop">{t('priceDropped')}</span> : null}
      </p>
      {land.region && land.name ? <p>{land.region}</p> : null}
      {land.size_m2 !== null ? <p>{new Intl.NumberFormat(language).format(land.size_m2)} m²</p> : null}
      <p className="price">{priceText(land, ctx)}</p>
    </article>
  );
}
