// Consent: the measurement services the site settings name load only after the visitor accepts
// them, remembered in a cookie for six months. Without this script the banner's form posts to
// /consent, which sets the same cookie (the services then load on the next page).
const body = document.body;
const remember = (choice) => {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers the site serves
  document.cookie = `consent=${choice}; path=/; max-age=15552000; samesite=lax${secure}`;
};
const addScript = (src) => {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
};
const load = () => {
  const ga = body.dataset.ga;
  if (ga) {
    window.dataLayer = window.dataLayer || [];
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag queues its arguments object, as Google's snippet does
      window.dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', ga);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga)}`);
  }
  const pixel = body.dataset.pixel;
  if (pixel && !window.fbq) {
    const fbq = (...args) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    };
    Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq });
    window.fbq = fbq;
    window._fbq = fbq;
    addScript('https://connect.facebook.net/en_US/fbevents.js');
    fbq('init', pixel);
    fbq('track', 'PageView');
  }
};
if (body.dataset.consent === 'accepted') load();
const banner = document.querySelector('[data-consent-banner]');
banner?.addEventListener('submit', (event) => {
  const choice = event.submitter?.value;
  if (choice !== 'accepted' && choice !== 'rejected') return;
  event.preventDefault();
  remember(choice);
  banner.hidden = true;
  if (choice === 'accepted') load();
});
