/**
 * The site's one style sheet, inlined in every page (about 6 KB; no request before the first
 * paint). Both themes are custom properties on `html[data-theme]`, set on the server from the
 * visitor's cookie, so a page never paints in the wrong theme first.
 */
/** The pages' backgrounds in each theme (an admin's colours are checked against them). */
export const LIGHT_BACKGROUND = '#ffffff';
export const DARK_BACKGROUND = '#0f161d';

export const siteStyles = `
:root{--bg:${LIGHT_BACKGROUND};--fg:#14202b;--muted:#4b5a67;--card:#f4f6f8;--line:#d5dbe1;--accent:#0b5fae;--accent-fg:#ffffff;--new:#17603a;--drop:#8a3b00;--online:#17603a;--offline:#5b6670;--shadow:0 1px 3px rgba(0,0,0,.12);color-scheme:light}
html[data-theme=dark]{--bg:${DARK_BACKGROUND};--fg:#e8edf2;--muted:#a9b6c2;--card:#18222c;--line:#2c3a47;--accent:#7cb8f2;--accent-fg:#0b1118;--new:#7ddba5;--drop:#ffb47a;--online:#7ddba5;--offline:#a9b6c2;--shadow:0 1px 3px rgba(0,0,0,.5);color-scheme:dark}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
img{max-width:100%;height:auto}
a{color:var(--accent)}
h1,h2,h3{line-height:1.25}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.skip{position:absolute;left:-999px;top:0;background:var(--accent);color:var(--accent-fg);padding:.5rem 1rem;z-index:10}
.skip:focus{left:0}
:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.wrap,main>section,main>article,main>header{max-width:72rem;margin-inline:auto;padding-inline:1rem}
main{display:block;min-height:60vh;padding-bottom:3rem}
main:focus{outline:none}
.site-header{background:var(--bg);border-bottom:1px solid var(--line);z-index:5}
.site-header.fixed{position:sticky;top:0}
.bar{max-width:72rem;margin:auto;padding:.5rem 1rem;display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1.25rem}
.brand{display:flex;align-items:center;gap:.5rem;color:var(--fg);text-decoration:none;font-weight:700;font-size:1.15rem;min-height:44px}
.logo{object-fit:contain}
html[data-theme=dark] .logo-light:not(:only-of-type),html:not([data-theme=dark]) .logo-dark:not(:only-of-type){display:none}
nav ul,.inline-list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.menu a{display:inline-block;padding:.6rem .25rem;color:var(--fg);text-decoration:none}
.menu a:hover{text-decoration:underline}
.actions{display:flex;align-items:center;gap:.75rem;margin-left:auto}
.header-button{--button:var(--button-light);--button-text:var(--button-light-text);display:inline-flex;align-items:center;gap:.4rem;background:var(--button);color:var(--button-text);padding:.55rem 1rem;border-radius:.4rem;text-decoration:none;font-weight:600}
html[data-theme=dark] .header-button{--button:var(--button-dark);--button-text:var(--button-dark-text)}
.header-button svg{fill:currentColor}
button,.button{font:inherit;cursor:pointer;border:1px solid var(--line);background:var(--card);color:var(--fg);padding:.55rem .9rem;border-radius:.4rem;min-height:44px}
button.primary,.button.primary{background:var(--accent);color:var(--accent-fg);border-color:var(--accent)}
.theme-form{margin:0}
.hero{padding:3rem 1rem;text-align:center;border-bottom:1px solid var(--line)}
.hero h2{font-size:clamp(1.8rem,5vw,3rem);margin:.2em 0;color:var(--hero-title-light,var(--fg))}
html[data-theme=dark] .hero h2{color:var(--hero-title-dark,var(--fg))}
.hero p{max-width:44rem;margin:0 auto 1.5rem;color:var(--muted);font-size:1.15rem}
.hero .button{display:inline-block;background:var(--hero-button,var(--accent));color:var(--hero-button-text,#fff);border:0;text-decoration:none;font-weight:600;padding:.75rem 1.5rem}
.slideshow{position:relative;max-width:72rem;margin:1.5rem auto 0;padding-inline:1rem}
.slides{display:grid}
.slides>div{grid-area:1/1;transition:opacity .6s}
.slides>div[hidden]{display:block;visibility:hidden;opacity:0}
.slides img{display:block;width:100%;aspect-ratio:16/6;object-fit:cover;border-radius:.6rem;background:var(--card)}
.slides figcaption{margin-top:.4rem;color:var(--muted)}
.slide-controls{display:flex;gap:.5rem;justify-content:center;margin-top:.5rem}
.slide-controls[hidden]{display:none}
@media (prefers-reduced-motion:reduce){.slides>div{transition:none}}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.card{background:var(--card);border:1px solid var(--line);border-radius:.6rem;padding:1.25rem;box-shadow:var(--shadow)}
.card h3{margin:.2rem 0 .5rem;font-size:1.15rem}
.card p{margin:.25rem 0;color:var(--muted)}
.card img{border-radius:.4rem;display:block;aspect-ratio:16/9;object-fit:cover;width:100%}
.icon{width:2rem;height:2rem;fill:var(--accent)}
.meta{color:var(--muted);font-size:.92rem}
.post-list{list-style:none;padding:0;display:grid;gap:1.5rem}
.post-list h2,.post-list h3{margin:.25rem 0}
.prose{max-width:46rem}
.prose img{border-radius:.4rem}
.prose pre{overflow:auto;background:var(--card);padding:1rem;border-radius:.4rem}
.prose iframe{max-width:100%}
.pager{display:flex;justify-content:space-between;gap:1rem;margin-top:2rem}
.badge{display:inline-block;font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:1rem;border:1px solid currentColor;margin-right:.35rem}
.badge.new{color:var(--new)}
.badge.drop{color:var(--drop)}
.price{font-weight:700;color:var(--fg)}
.search-card{margin:1.5rem auto}
.search-card form{display:grid;gap:.75rem 1rem;grid-template-columns:repeat(auto-fill,minmax(11rem,1fr));align-items:end}
label{display:grid;gap:.25rem;font-weight:600;font-size:.92rem}
input,select{font:inherit;padding:.5rem;border:1px solid var(--line);border-radius:.4rem;background:var(--bg);color:var(--fg);min-height:44px;width:100%}
.form-actions{display:flex;gap:.5rem}
.view-toggle{display:flex;gap:.5rem;align-items:center;margin:1rem 0}
.view-toggle a[aria-current]{font-weight:700;text-decoration:none}
.lands.list{grid-template-columns:1fr}
.lands.list .card{display:flex;flex-wrap:wrap;gap:.25rem 1.5rem;align-items:baseline}
.member{display:flex;gap:1rem;align-items:center}
.member img{width:4.5rem;height:4.5rem;border-radius:50%;object-fit:cover;aspect-ratio:1}
.status{font-weight:700}
.status::before{content:"";display:inline-block;width:.6rem;height:.6rem;border-radius:50%;margin-right:.35rem;background:currentColor}
.status.online{color:var(--online)}
.status.offline,.status.away,.status.busy{color:var(--offline)}
.faq details{border-bottom:1px solid var(--line);padding:.75rem 0}
.faq summary{cursor:pointer;font-weight:600;min-height:44px;display:flex;align-items:center}
.site-footer{border-top:1px solid var(--line);padding:2rem 0;color:var(--muted)}
.footer-grid{display:grid;gap:.5rem}
.site-footer a{color:var(--fg)}
.consent{position:fixed;inset:auto 1rem 1rem 1rem;max-width:40rem;margin:auto;background:var(--card);border:1px solid var(--line);box-shadow:0 4px 16px rgba(0,0,0,.25);border-radius:.6rem;padding:1rem;z-index:20}
.consent[hidden]{display:none}
.consent p{margin:0 0 .75rem}
.consent-actions{display:flex;gap:.5rem}
.error-page{text-align:center;padding-top:3rem}
`
  .trim()
  .replace(/\n/g, '');
