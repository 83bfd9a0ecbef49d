// What the server needs before its first page (`@land-office/site/start`): the islands' and logos'
// files and the land search's fields, which its routes read from a request. No React and no
// i18next here: the renderer (the package's main entry) loads with the first page to render.
export { ISLAND_PREFIX, readAssets, type SiteAsset, type SiteAssets } from './assets.js';
export { type LandQuery, landQueryFields } from './land-query.js';
