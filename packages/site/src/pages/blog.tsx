import type { BlogPost, BlogPostSummary, Page } from '@land-office/contract';
import { absolute } from '../links.js';
import { PostCard, PostMeta } from '../parts.js';
import type { PageContext, PageView } from '../view.js';

export const POSTS_PER_PAGE = 10;

export interface BlogListData {
  posts: BlogPostSummary[];
  /** How many posts are public in all. */
  total: number;
  /** The cursor of the next (older) page, null on the last. */
  next: string | null;
  /** Whether this is the first (newest) page. */
  first: boolean;
  /** `/blog` or `/news`: the same list under either name. */
  base: '/blog' | '/news';
}

export function blogListPage({ posts, total, next, first, base }: BlogListData, ctx: PageContext): PageView {
  const { t } = ctx;
  const heading = base === '/news' ? t('news') : t('blog');
  return {
    title: heading,
    canonical: '/blog',
    // Later pages are reached by following links; only the first is the list's address.
    noindex: !first,
    main: (
      <section>
        <h1>{heading}</h1>
        {total === 0 ? <p>{t('noPosts')}</p> : <p className="meta">{t('postCount', { count: total })}</p>}
        <div className="post-list">
          {posts.map((post) => (
            <PostCard key={post.id} post={post} ctx={ctx} level={2} />
          ))}
        </div>
        {next || !first ? (
          <nav className="pager" aria-label={t('pagination')}>
            {first ? <span /> : <a href={base}>← {t('newest')}</a>}
            {next ? <a href={`${base}?cursor=${encodeURIComponent(next)}`}>{t('older')} →</a> : <span />}
          </nav>
        ) : null}
      </section>
    ),
  };
}

/** Rich text as the server sanitised it on save (sanitize-html on every write). */
function Prose({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on every write (docs/security.md)
  return <div className="prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function postPage(post: BlogPost, ctx: PageContext): PageView {
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const image = post.og_image_url || post.image_url;
  const date = post.publish_at && post.publish_at > post.created_at ? post.publish_at : post.created_at;
  return {
    title: post.meta_title || post.title,
    description: post.meta_description || post.auto_excerpt,
    canonical: post.canonical_url || path,
    image,
    noindex: post.noindex,
    ogType: 'article',
    scriptFree: true,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: date,
        dateModified: post.updated_at,
        ...(post.author ? { author: { '@type': 'Person', name: post.author.username } } : {}),
        ...(image ? { image: absolute(ctx.siteUrl, image) } : {}),
        ...(ctx.siteUrl ? { mainEntityOfPage: absolute(ctx.siteUrl, path) } : {}),
        description: post.meta_description || post.auto_excerpt,
      },
    ],
    main: (
      <article>
        <h1>{post.title}</h1>
        <PostMeta post={post} ctx={ctx} />
        {post.image_url ? (
          <img src={post.image_url} alt="" width={1280} height={720} fetchPriority="high" />
        ) : null}
        <Prose html={post.content} />
      </article>
    ),
  };
}

export function sitePage(page: Page, _ctx: PageContext): PageView {
  return {
    title: page.meta_title || page.title,
    description: page.meta_description || undefined,
    canonical: page.canonical_url || `/${page.slug}`,
    image: page.og_image_url,
    noindex: page.noindex,
    main: (
      <article>
        <h1>{page.title}</h1>
        <Prose html={page.content} />
      </article>
    ),
  };
}
