// One export per namespace; the admin loads them all (about 10 KB gzip per language).

export { account } from './account';
export { auth } from './auth';
export { banners } from './banners';
export { blog } from './blog';
export { choosePassword } from './choose-password';
export { common } from './common';
export { conflict } from './conflict';
export { dashboard } from './dashboard';
export { header } from './header';
export { hero } from './hero';
export { history } from './history';
export { land } from './land';
export { listings } from './listings';
export { media } from './media';
export { menus } from './menus';
export { problems } from './problems';
export { publishing } from './publishing';
export { services } from './services';
export { siteSettings } from './site-settings';
export { support } from './support';
export { tokens } from './tokens';
export { transfer } from './transfer';
export { trash } from './trash';
export { types } from './types';
export { users } from './users';
export { webhooks } from './webhooks';
