/**
 * The public website's renderer (packages/site: React, react-dom/server, i18next and the pages),
 * loaded with the first page to render rather than at start: a server whose site is off, or not
 * yet visited, never needs it.
 */
export const renderer = () => import('@land-office/site');
export type Site = Awaited<ReturnType<typeof renderer>>;
