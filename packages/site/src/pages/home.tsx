import type { Banner, BlogPostSummary, Hero, PublicLand, Service } from '@land-office/contract';
import { readableText, textOn } from '../colours.js';
import { SiteLink } from '../layout.js';
import { type Icon, IconSvg, LandCard, PostCard } from '../parts.js';
import { DARK_BACKGROUND, LIGHT_BACKGROUND } from '../styles.js';
import type { PageContext, PageView } from '../view.js';

export interface HomeData {
  heroes: Hero[];
  banners: Banner[];
  services: Service[];
  /** The latest three posts. */
  posts: BlogPostSummary[];
  land: { total: number; newest: PublicLand[] };
  icons: Record<string, Icon>;
}

function Slideshow({ banners, ctx }: { banners: Banner[]; ctx: PageContext }) {
  const { t } = ctx;
  const shown = banners.filter((banner) => banner.image_url);
  if (shown.length === 0) return null;
  return (
    <section className="slideshow" aria-roledescription="carousel" aria-label={t('slides')} data-slideshow="">
      <div className="slides">
        {shown.map((banner, i) => {
          const image = (
            <img
              src={banner.image_url}
              alt={banner.alt_text || banner.title || ''}
              width={1280}
              height={480}
              {...(i === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
            />
          );
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern; a fieldset is for forms
            <div
              key={banner.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { n: i + 1, count: shown.length })}
              {...(i === 0 ? {} : { hidden: true })}
            >
              <figure style={{ margin: 0 }}>
                {banner.link_url ? (
                  <SiteLink href={banner.link_url} external={banner.is_external} t={t}>
                    {image}
                  </SiteLink>
                ) : (
                  image
                )}
                {banner.title ? <figcaption>{banner.title}</figcaption> : null}
              </figure>
            </div>
          );
        })}
      </div>
      {shown.length > 1 ? (
        // Shown by the slideshow's script; without it every banner but the first stays hidden.
        <div className="slide-controls" hidden>
          <button type="button" data-slide="prev">
            {t('previous')}
          </button>
          <button type="button" data-slide="toggle" data-label-pause={t('pause')} data-label-play={t('play')}>
            {t('pause')}
          </button>
          <button type="button" data-slide="next">
            {t('next')}
          </button>
        </div>
      ) : null}
    </section>
  );
}

export function homePage(data: HomeData, ctx: PageContext): PageView {
  const { t, site } = ctx;
  return {
    title: site.site_title,
    canonical: '/',
    islands: data.banners.length > 1 ? ['slideshow'] : [],
    jsonLd: [],
    main: (
      <>
        <h1 className="visually-hidden">{site.site_title}</h1>
        {data.heroes.map((hero) => (
          <section key={hero.id} className="hero">
            <h2
              style={
                {
                  '--hero-title-light': readableText(hero.title_color, LIGHT_BACKGROUND),
                  '--hero-title-dark': readableText(hero.title_color, DARK_BACKGROUND),
                } as React.CSSProperties
              }
            >
              {hero.title}
            </h2>
            <p>{hero.description}</p>
            <SiteLink
              className="button"
              href={hero.button_url}
              external={hero.is_external}
              newTab={hero.open_new_tab}
              style={
                {
                  '--hero-button': hero.button_color,
                  '--hero-button-text': textOn(hero.button_color),
                } as React.CSSProperties
              }
              t={t}
            >
              {hero.button_text}
            </SiteLink>
          </section>
        ))}
        <Slideshow banners={data.banners} ctx={ctx} />
        {data.services.length ? (
          <section aria-labelledby="services">
            <h2 id="services">{t('services')}</h2>
            <div className="grid">
              {data.services.map((service) => (
                <article key={service.id} className="card">
                  <IconSvg icon={data.icons[service.icon]} />
                  <h3>
                    {service.link_url ? (
                      <SiteLink href={service.link_url} external={service.is_external} t={t}>
                        {service.title}
                      </SiteLink>
                    ) : (
                      service.title
                    )}
                  </h3>
                  <p>{service.description}</p>
                </article>
              ))}
            </div>
          </section>
        ) : null}
        {data.posts.length ? (
          <section aria-labelledby="latest">
            <h2 id="latest">{t('latestPosts')}</h2>
            <div className="grid">
              {data.posts.map((post) => (
                <PostCard key={post.id} post={post} ctx={ctx} level={3} />
              ))}
            </div>
            <p>
              <a href="/blog">{t('allPosts')}</a>
            </p>
          </section>
        ) : null}
        {data.land.total > 0 ? (
          <section aria-labelledby="land">
            <h2 id="land">{t('availableLand')}</h2>
            <p>{t('landTeaser', { count: data.land.total })}</p>
            <div className="grid">
              {data.land.newest.map((land) => (
                <LandCard key={land.id} land={land} ctx={ctx} level={3} />
              ))}
            </div>
            <p>
              <a href="/available-land">{t('seeAllLand')}</a>
            </p>
          </section>
        ) : null}
      </>
    ),
  };
}
