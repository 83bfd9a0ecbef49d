// How the scraper's browser is found and started: the facts it shares with the admin's end-to-end
// tests live in the contract (@land-office/contract/chromium); what only the scraper needs is here.
export { BROWSER_ARGS, CHROMIUM_CANDIDATES, findChromium } from '@land-office/contract/chromium';

/**
 * For the scraper's browser, which must never reach a network itself: every page request is
 * answered by the API's guarded fetcher through Playwright's routing, and whatever routing does
 * not see (a favicon, a redirect's target, a preconnect, WebRTC) meets a resolver that resolves
 * nothing (IP literals included) and, behind it, a proxy on a closed loopback port with no
 * implicit bypass, and WebRTC without UDP of its own.
 */
export const NO_NETWORK_ARGS = [
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];
