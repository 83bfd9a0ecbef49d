/**
 * The Land Office API's types, generated from its OpenAPI document by `npm run client:generate`.
 * Do not edit: regenerate. A test fails while this differs from what the API documents.
 */

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Whether this instance can serve: its database answers and migrations are applied; 503 otherwise.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/health"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getReadiness
         *     const answer = await unwrap(office.GET('/api/health'));
         *     ```
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Whether the process is up; answered even while load is shed.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/health/live"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getLiveness
         *     const answer = await unwrap(office.GET('/api/health/live'));
         *     ```
         */
        get: operations["getLiveness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the public menu items
         * @description The menu items the public site shows now (active, within their dates), cached and answered with an ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/menu"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // listMenuItems
         *     const answer = await unwrap(office.GET('/api/menu'));
         *     ```
         */
        get: operations["listMenuItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all menu items
         * @description Every menu item, hidden and scheduled ones too.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/menu/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listAllMenuItems
         *     const answer = await unwrap(office.GET('/api/menu/admin'));
         *     ```
         */
        get: operations["listAllMenuItems"];
        put?: never;
        /**
         * Create a menu item
         * @description Creates a menu item from the fields sent (the others take their defaults). Answers it with its version in ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/menu/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"label":"…","url":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createMenuItem
         *     const answer = await unwrap(office.POST('/api/menu/admin', { body: {"label":"…","url":"…"} }));
         *     ```
         */
        post: operations["createMenuItem"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a menu item
         * @description The menu item, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/menu/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getMenuItem
         *     const answer = await unwrap(office.GET('/api/menu/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getMenuItem"];
        /**
         * Update a menu item
         * @description Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the menu item as it is now.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/menu/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateMenuItem
         *     const answer = await unwrap(office.PUT('/api/menu/admin/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateMenuItem"];
        post?: never;
        /**
         * Delete a menu item
         * @description Moves the menu item to the trash, from where it can be restored.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/menu/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteMenuItem
         *     const answer = await unwrap(office.DELETE('/api/menu/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteMenuItem"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/menu/admin/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the menu items
         * @description Sets the order position of each menu item listed (the others keep theirs); answers them all in their new order.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/menu/admin/reorder" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"menus":[{"id":1,"order_pos":1}]}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // reorderMenuItems
         *     const answer = await unwrap(office.PUT('/api/menu/admin/reorder', { body: {"menus":[{"id":1,"order_pos":1}]} }));
         *     ```
         */
        put: operations["reorderMenuItems"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the public services
         * @description The services the public site shows now (active, within their dates), cached and answered with an ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/service"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // listServices
         *     const answer = await unwrap(office.GET('/api/service'));
         *     ```
         */
        get: operations["listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all services
         * @description Every service, hidden and scheduled ones too.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/service/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listAllServices
         *     const answer = await unwrap(office.GET('/api/service/admin'));
         *     ```
         */
        get: operations["listAllServices"];
        put?: never;
        /**
         * Create a service
         * @description Creates a service from the fields sent (the others take their defaults). Answers it with its version in ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/service/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"title":"…","description":"…","icon":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createService
         *     const answer = await unwrap(office.POST('/api/service/admin', { body: {"title":"…","description":"…","icon":"…"} }));
         *     ```
         */
        post: operations["createService"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a service
         * @description The service, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/service/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getService
         *     const answer = await unwrap(office.GET('/api/service/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getService"];
        /**
         * Update a service
         * @description Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the service as it is now.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/service/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateService
         *     const answer = await unwrap(office.PUT('/api/service/admin/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateService"];
        post?: never;
        /**
         * Delete a service
         * @description Moves the service to the trash, from where it can be restored.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/service/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteService
         *     const answer = await unwrap(office.DELETE('/api/service/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteService"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/service/admin/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the services
         * @description Sets the order position of each service listed (the others keep theirs); answers them all in their new order.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/service/admin/reorder" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"services":[{"id":1,"order_pos":1}]}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // reorderServices
         *     const answer = await unwrap(office.PUT('/api/service/admin/reorder', { body: {"services":[{"id":1,"order_pos":1}]} }));
         *     ```
         */
        put: operations["reorderServices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the public hero sections
         * @description The hero sections the public site shows now (active, within their dates), cached and answered with an ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/hero"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // listHeroSections
         *     const answer = await unwrap(office.GET('/api/hero'));
         *     ```
         */
        get: operations["listHeroSections"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all hero sections
         * @description Every hero section, hidden and scheduled ones too.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/hero/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listAllHeroSections
         *     const answer = await unwrap(office.GET('/api/hero/admin'));
         *     ```
         */
        get: operations["listAllHeroSections"];
        put?: never;
        /**
         * Create a hero section
         * @description Creates a hero section from the fields sent (the others take their defaults). Answers it with its version in ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/hero/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"title":"…","description":"…","button_text":"…","button_url":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createHeroSection
         *     const answer = await unwrap(office.POST('/api/hero/admin', { body: {"title":"…","description":"…","button_text":"…","button_url":"…"} }));
         *     ```
         */
        post: operations["createHeroSection"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a hero section
         * @description The hero section, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/hero/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getHeroSection
         *     const answer = await unwrap(office.GET('/api/hero/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getHeroSection"];
        /**
         * Update a hero section
         * @description Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the hero section as it is now.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/hero/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateHeroSection
         *     const answer = await unwrap(office.PUT('/api/hero/admin/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateHeroSection"];
        post?: never;
        /**
         * Delete a hero section
         * @description Moves the hero section to the trash, from where it can be restored.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/hero/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteHeroSection
         *     const answer = await unwrap(office.DELETE('/api/hero/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteHeroSection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hero/admin/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the hero sections
         * @description Sets the order position of each hero section listed (the others keep theirs); answers them all in their new order.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/hero/admin/reorder" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"items":[{"id":1,"order_pos":1}]}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // reorderHeroSections
         *     const answer = await unwrap(office.PUT('/api/hero/admin/reorder', { body: {"items":[{"id":1,"order_pos":1}]} }));
         *     ```
         */
        put: operations["reorderHeroSections"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the public banners
         * @description The banners the public site shows now (active, within their dates), cached and answered with an ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/banner"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // listBanners
         *     const answer = await unwrap(office.GET('/api/banner'));
         *     ```
         */
        get: operations["listBanners"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all banners
         * @description Every banner, hidden and scheduled ones too.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/banner/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listAllBanners
         *     const answer = await unwrap(office.GET('/api/banner/admin'));
         *     ```
         */
        get: operations["listAllBanners"];
        put?: never;
        /**
         * Create a banner
         * @description Creates a banner from the fields sent (the others take their defaults). Answers it with its version in ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/banner/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createBanner
         *     const answer = await unwrap(office.POST('/api/banner/admin', { body: {} }));
         *     ```
         */
        post: operations["createBanner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a banner
         * @description The banner, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/banner/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getBanner
         *     const answer = await unwrap(office.GET('/api/banner/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getBanner"];
        /**
         * Update a banner
         * @description Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the banner as it is now.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/banner/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateBanner
         *     const answer = await unwrap(office.PUT('/api/banner/admin/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateBanner"];
        post?: never;
        /**
         * Delete a banner
         * @description Moves the banner to the trash, from where it can be restored.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/banner/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteBanner
         *     const answer = await unwrap(office.DELETE('/api/banner/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteBanner"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner/admin/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the banners
         * @description Sets the order position of each banner listed (the others keep theirs); answers them all in their new order.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/banner/admin/reorder" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"banners":[{"id":1,"order_pos":1}]}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // reorderBanners
         *     const answer = await unwrap(office.PUT('/api/banner/admin/reorder', { body: {"banners":[{"id":1,"order_pos":1}]} }));
         *     ```
         */
        put: operations["reorderBanners"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the public faq entries
         * @description The faq entries the public site shows now (active, within their dates), cached and answered with an ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/faq"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // listFaqEntries
         *     const answer = await unwrap(office.GET('/api/faq'));
         *     ```
         */
        get: operations["listFaqEntries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all faq entries
         * @description Every faq entry, hidden and scheduled ones too.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/faq/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listAllFaqEntries
         *     const answer = await unwrap(office.GET('/api/faq/admin'));
         *     ```
         */
        get: operations["listAllFaqEntries"];
        put?: never;
        /**
         * Create a faq entry
         * @description Creates a faq entry from the fields sent (the others take their defaults). Answers it with its version in ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/faq/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"question":"…","answer":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createFaqEntry
         *     const answer = await unwrap(office.POST('/api/faq/admin', { body: {"question":"…","answer":"…"} }));
         *     ```
         */
        post: operations["createFaqEntry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a faq entry
         * @description The faq entry, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/faq/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getFaqEntry
         *     const answer = await unwrap(office.GET('/api/faq/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getFaqEntry"];
        /**
         * Update a faq entry
         * @description Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the faq entry as it is now.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/faq/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateFaqEntry
         *     const answer = await unwrap(office.PUT('/api/faq/admin/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateFaqEntry"];
        post?: never;
        /**
         * Delete a faq entry
         * @description Moves the faq entry to the trash, from where it can be restored.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/faq/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteFaqEntry
         *     const answer = await unwrap(office.DELETE('/api/faq/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteFaqEntry"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/faq/admin/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reorder the faq entries
         * @description Sets the order position of each faq entry listed (the others keep theirs); answers them all in their new order.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/faq/admin/reorder" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"items":[{"id":1,"order_pos":1}]}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // reorderFaqEntries
         *     const answer = await unwrap(office.PUT('/api/faq/admin/reorder', { body: {"items":[{"id":1,"order_pos":1}]} }));
         *     ```
         */
        put: operations["reorderFaqEntries"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Checks a username and password. Answers a session token, or, when the user has a second factor, an `mfa_token` and the methods to finish with (`POST /api/admin/auth/mfa` or a passkey). Failed attempts are throttled per username and address (429).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/login" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"username":"…","password":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // signIn
         *     const answer = await unwrap(office.POST('/api/admin/auth/login', { body: {"username":"…","password":"…"} }));
         *     ```
         */
        post: operations["signIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out
         * @description Ends the session whose token is sent.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/logout" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // signOut
         *     const answer = await unwrap(office.POST('/api/admin/auth/logout'));
         *     ```
         */
        post: operations["signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user
         * @description Who the token belongs to, their role, and the site settings the admin needs at start (time zone, public URL).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/auth/me" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getSignedInUser
         *     const answer = await unwrap(office.GET('/api/admin/auth/me'));
         *     ```
         */
        get: operations["getSignedInUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my sessions
         * @description The signed-in user's live sessions: where and when each was used; `current` marks this one.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/auth/sessions" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listSessions
         *     const answer = await unwrap(office.GET('/api/admin/auth/sessions'));
         *     ```
         */
        get: operations["listSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/sessions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * End one of my sessions
         * @description Signs out one of the signed-in user's sessions.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/auth/sessions/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // endSession
         *     const answer = await unwrap(office.DELETE('/api/admin/auth/sessions/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["endSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/logout-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out everywhere else
         * @description Ends every session of the signed-in user but this one; answers how many.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/logout-all" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // signOutOtherSessions
         *     const answer = await unwrap(office.POST('/api/admin/auth/logout-all'));
         *     ```
         */
        post: operations["signOutOtherSessions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List administrators
         * @description Every administrator, their role and second factors (owners only).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/users" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listUsers
         *     const answer = await unwrap(office.GET('/api/admin/users'));
         *     ```
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Invite an administrator
         * @description Creates a user with a role and answers a one-time invitation link to send them (owners only).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/users" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"role":"owner"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // inviteUser
         *     const answer = await unwrap(office.POST('/api/admin/users', { body: {"role":"owner"} }));
         *     ```
         */
        post: operations["inviteUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read an administrator
         * @description One administrator (owners only).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/users/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getUser
         *     const answer = await unwrap(office.GET('/api/admin/users/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getUser"];
        /**
         * Update an administrator
         * @description Changes the role, name, e-mail or whether the account is active (owners only).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/admin/users/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateUser
         *     const answer = await unwrap(office.PUT('/api/admin/users/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateUser"];
        post?: never;
        /**
         * Delete an administrator
         * @description Removes a user and ends their sessions (owners only).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/users/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteUser
         *     const answer = await unwrap(office.DELETE('/api/admin/users/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteUser"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a password reset link
         * @description Answers a one-time link with which the user chooses a new password (owners only).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/users/1/reset-password" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createPasswordResetLink
         *     const answer = await unwrap(office.POST('/api/admin/users/{id}/reset-password', { params: { path: { id: 1 } } }));
         *     ```
         */
        post: operations["createPasswordResetLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a user's second factors
         * @description Removes a user's TOTP, recovery codes and passkeys, for one who lost them (owners only).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/users/1/two-factor" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // resetUserTwoFactor
         *     const answer = await unwrap(office.DELETE('/api/admin/users/{id}/two-factor', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["resetUserTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update my account
         * @description Changes the signed-in user's name or e-mail.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/admin/account" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateAccount
         *     const answer = await unwrap(office.PUT('/api/admin/account', { body: {} }));
         *     ```
         */
        put: operations["updateAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change my password
         * @description Sets a new password, given the current one.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/account/password" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"current_password":"…","new_password":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // changePassword
         *     const answer = await unwrap(office.POST('/api/admin/account/password', { body: {"current_password":"…","new_password":"…"} }));
         *     ```
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a one-time link is for
         * @description Checks the token of an invitation or password-reset link before its page asks for a password; 404 when the link is unknown, used or expired.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/auth/link?token=%E2%80%A6"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getLinkPurpose
         *     const answer = await unwrap(office.GET('/api/admin/auth/link', { params: { query: { token: "…" } } }));
         *     ```
         */
        get: operations["getLinkPurpose"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/accept-invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an invitation
         * @description Sets the password of an invited user with the token of their link, which then works no more; 404 when the link is unknown, used or expired.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/accept-invite" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"token":"…","password":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // acceptInvitation
         *     const answer = await unwrap(office.POST('/api/admin/auth/accept-invite', { body: {"token":"…","password":"…"} }));
         *     ```
         */
        post: operations["acceptInvitation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with a reset link
         * @description Sets a new password with the token of a reset link, which then works no more; 404 when the link is unknown, used or expired.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/reset-password" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"token":"…","password":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // resetPassword
         *     const answer = await unwrap(office.POST('/api/admin/auth/reset-password', { body: {"token":"…","password":"…"} }));
         *     ```
         */
        post: operations["resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/two-factor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My second factors
         * @description Whether TOTP is on, how many recovery codes are left, and whether a second factor is required.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/account/two-factor" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getTwoFactorStatus
         *     const answer = await unwrap(office.GET('/api/admin/account/two-factor'));
         *     ```
         */
        get: operations["getTwoFactorStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/totp/setup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start TOTP setup
         * @description A new secret and its otpauth URI (for a QR code), confirmed by a first code.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/account/totp/setup" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // startTotpSetup
         *     const answer = await unwrap(office.POST('/api/admin/account/totp/setup'));
         *     ```
         */
        post: operations["startTotpSetup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm TOTP
         * @description Turns TOTP on with a code from the new secret; answers the recovery codes, shown this once.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/account/totp/confirm" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"code":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // confirmTotp
         *     const answer = await unwrap(office.POST('/api/admin/account/totp/confirm', { body: {"code":"…"} }));
         *     ```
         */
        post: operations["confirmTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/totp/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn TOTP off
         * @description Turns TOTP off for the signed-in user.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/account/totp/disable" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"password":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // disableTotp
         *     const answer = await unwrap(office.POST('/api/admin/account/totp/disable', { body: {"password":"…"} }));
         *     ```
         */
        post: operations["disableTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * New recovery codes
         * @description Replaces the recovery codes with new ones, shown this once.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/account/recovery-codes" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"password":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // regenerateRecoveryCodes
         *     const answer = await unwrap(office.POST('/api/admin/account/recovery-codes', { body: {"password":"…"} }));
         *     ```
         */
        post: operations["regenerateRecoveryCodes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/mfa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with a code
         * @description Checks a TOTP code or a recovery code for the `mfa_token` sign-in gave, and answers the session token.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/mfa" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"mfa_token":"…","code":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // completeSignInWithCode
         *     const answer = await unwrap(office.POST('/api/admin/auth/mfa', { body: {"mfa_token":"…","code":"…"} }));
         *     ```
         */
        post: operations["completeSignInWithCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/security-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the security settings
         * @description Whether a second factor is required of every administrator.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/security-settings" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getSecuritySettings
         *     const answer = await unwrap(office.GET('/api/admin/security-settings'));
         *     ```
         */
        get: operations["getSecuritySettings"];
        /**
         * Update the security settings
         * @description Requires (or stops requiring) a second factor of every administrator.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/admin/security-settings" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"require_two_factor":true}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateSecuritySettings
         *     const answer = await unwrap(office.PUT('/api/admin/security-settings', { body: {"require_two_factor":true} }));
         *     ```
         */
        put: operations["updateSecuritySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/webauthn/register/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start adding a passkey
         * @description The WebAuthn options for the browser's prompt that creates a passkey for the signed-in user.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/webauthn/register/options" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // startPasskeyRegistration
         *     const answer = await unwrap(office.POST('/api/admin/auth/webauthn/register/options'));
         *     ```
         */
        post: operations["startPasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/webauthn/register/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish adding a passkey
         * @description Checks the browser's answer and keeps the new passkey under the name given.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/webauthn/register/verify" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"response":{}}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // completePasskeyRegistration
         *     const answer = await unwrap(office.POST('/api/admin/auth/webauthn/register/verify', { body: {"response":{}} }));
         *     ```
         */
        post: operations["completePasskeyRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List my passkeys
         * @description The signed-in user's passkeys: names, when added and last used.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/account/passkeys" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listPasskeys
         *     const answer = await unwrap(office.GET('/api/admin/account/passkeys'));
         *     ```
         */
        get: operations["listPasskeys"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/account/passkeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete one of my passkeys
         * @description Removes a passkey of the signed-in user.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/account/passkeys/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deletePasskey
         *     const answer = await unwrap(office.DELETE('/api/admin/account/passkeys/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deletePasskey"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/webauthn/login/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start signing in with a passkey
         * @description The WebAuthn options for the browser's passkey prompt: for the `mfa_token` of a sign-in, or for a sign-in by passkey alone.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/webauthn/login/options" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // startPasskeySignIn
         *     const answer = await unwrap(office.POST('/api/admin/auth/webauthn/login/options', { body: {} }));
         *     ```
         */
        post: operations["startPasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/auth/webauthn/login/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Finish signing in with a passkey
         * @description Checks the browser's passkey answer and answers the session token; 401 when it fails or its challenge expired.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/auth/webauthn/login/verify" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"response":{}}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // completePasskeySignIn
         *     const answer = await unwrap(office.POST('/api/admin/auth/webauthn/login/verify', { body: {"response":{}} }));
         *     ```
         */
        post: operations["completePasskeySignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the public blog posts
         * @description The blog posts the public site shows now (active, within their dates), cached and answered with an ETag. Without parameters: every one, newest first (a JSON array). With any of `limit` (1 to 100, 20 by default), `cursor`, `sort` (`newest`, `oldest`, `title`), `q` (words each blog post must hold in its title, excerpt, content, whatever their case or accents; the last word may be the start of one): a page `{ items, next_cursor, total, total_is_estimate }`; pass `next_cursor` back as `cursor` for the next page (null on the last). `total` counts every match, exactly up to 10,000; beyond, it may be an estimate (`total_is_estimate: true`). A bad parameter answers 400 naming it.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/blog"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // listBlogPosts
         *     const answer = await unwrap(office.GET('/api/blog'));
         *     ```
         */
        get: operations["listBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a public blog post by its slug
         * @description The published blog post at this slug, as the public site shows it; 404 for a draft or a scheduled one.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/blog/slug/1"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getBlogPostBySlug
         *     const answer = await unwrap(office.GET('/api/blog/slug/{slug}', { params: { path: { slug: 1 } } }));
         *     ```
         */
        get: operations["getBlogPostBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all blog posts
         * @description Every blog post, hidden and scheduled ones too. Without parameters: every one, newest first (a JSON array). With any of `limit` (1 to 100, 20 by default), `cursor`, `sort` (`newest`, `oldest`, `title`), `q` (words each blog post must hold in its title, excerpt, content, whatever their case or accents; the last word may be the start of one): a page `{ items, next_cursor, total, total_is_estimate }`; pass `next_cursor` back as `cursor` for the next page (null on the last). `total` counts every match, exactly up to 10,000; beyond, it may be an estimate (`total_is_estimate: true`). A bad parameter answers 400 naming it.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/blog/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listAllBlogPosts
         *     const answer = await unwrap(office.GET('/api/blog/admin'));
         *     ```
         */
        get: operations["listAllBlogPosts"];
        put?: never;
        /**
         * Create a blog post
         * @description Creates a blog post from the fields sent (the others take their defaults). Answers it with its version in ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/blog/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"title":"…","slug":"…","content":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createBlogPost
         *     const answer = await unwrap(office.POST('/api/blog/admin', { body: {"title":"…","slug":"…","content":"…"} }));
         *     ```
         */
        post: operations["createBlogPost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/blog/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a blog post
         * @description The blog post, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/blog/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getBlogPost
         *     const answer = await unwrap(office.GET('/api/blog/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getBlogPost"];
        /**
         * Update a blog post
         * @description Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the blog post as it is now.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/blog/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateBlogPost
         *     const answer = await unwrap(office.PUT('/api/blog/admin/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateBlogPost"];
        post?: never;
        /**
         * Delete a blog post
         * @description Moves the blog post to the trash, from where it can be restored.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/blog/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteBlogPost
         *     const answer = await unwrap(office.DELETE('/api/blog/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteBlogPost"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/blog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for a blog post
         * @description Stores one image (multipart) for the records of this type and in the media library; answers the path to save in the blog post.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/upload/blog" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -F "image=@picture.png"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { readFile } from 'node:fs/promises';
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     const form = new FormData();
         *     form.append('image', new Blob([await readFile('picture.png')], { type: 'image/png' }), 'picture.png');
         *     // uploadBlogPostImage
         *     const answer = await unwrap(office.POST('/api/upload/blog', { body: form as never }));
         *     ```
         */
        post: operations["uploadBlogPostImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/slug/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a public page by its slug
         * @description The published page at this slug, as the public site shows it; 404 for a draft or a scheduled one.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/pages/slug/1"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getPageBySlug
         *     const answer = await unwrap(office.GET('/api/pages/slug/{slug}', { params: { path: { slug: 1 } } }));
         *     ```
         */
        get: operations["getPageBySlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List all pages
         * @description Every page, hidden and scheduled ones too. Without parameters: every one, newest first (a JSON array). With any of `limit` (1 to 100, 20 by default), `cursor`, `sort` (`newest`, `oldest`, `title`): a page `{ items, next_cursor, total, total_is_estimate }`; pass `next_cursor` back as `cursor` for the next page (null on the last). `total` counts every match, exactly up to 10,000; beyond, it may be an estimate (`total_is_estimate: true`). A bad parameter answers 400 naming it.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/pages/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listAllPages
         *     const answer = await unwrap(office.GET('/api/pages/admin'));
         *     ```
         */
        get: operations["listAllPages"];
        put?: never;
        /**
         * Create a page
         * @description Creates a page from the fields sent (the others take their defaults). Answers it with its version in ETag.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/pages/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"title":"…","slug":"…","content":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createPage
         *     const answer = await unwrap(office.POST('/api/pages/admin', { body: {"title":"…","slug":"…","content":"…"} }));
         *     ```
         */
        post: operations["createPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pages/admin/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a page
         * @description The page, with its version in ETag (send it back as If-Match to save without overwriting someone else's change).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/pages/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getPage
         *     const answer = await unwrap(office.GET('/api/pages/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getPage"];
        /**
         * Update a page
         * @description Changes the fields sent and keeps the others. With If-Match, a stale version is refused with 412 and the page as it is now.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/pages/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updatePage
         *     const answer = await unwrap(office.PUT('/api/pages/admin/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updatePage"];
        post?: never;
        /**
         * Delete a page
         * @description Moves the page to the trash, from where it can be restored.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/pages/admin/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deletePage
         *     const answer = await unwrap(office.DELETE('/api/pages/admin/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deletePage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the activity log
         * @description Entries newest first, filtered by user, resource, action and dates, in keyset pages.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/activity" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listActivity
         *     const answer = await unwrap(office.GET('/api/admin/activity'));
         *     ```
         */
        get: operations["listActivity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/activity/resources": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resources of the activity log
         * @description The resources and actions the log holds, for its filters.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/activity/resources" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listActivityResources
         *     const answer = await unwrap(office.GET('/api/admin/activity/resources'));
         *     ```
         */
        get: operations["listActivityResources"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dashboard
         * @description Counts of each resource, the last scraper run and the latest activity.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/dashboard" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getDashboard
         *     const answer = await unwrap(office.GET('/api/admin/dashboard'));
         *     ```
         */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site settings
         * @description The site's name, contact details and footer, as the public site shows them.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/site-settings"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getSiteSettings
         *     const answer = await unwrap(office.GET('/api/site-settings'));
         *     ```
         */
        get: operations["getSiteSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-settings/": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site settings (trailing slash)
         * @description The same as `GET /api/site-settings`, kept for clients that add the slash.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/site-settings/"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getSiteSettingsSlash
         *     const answer = await unwrap(office.GET('/api/site-settings/'));
         *     ```
         */
        get: operations["getSiteSettingsSlash"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/site-settings/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the site settings to edit
         * @description The site settings with their version (ETag).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/site-settings/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getSiteSettingsForAdmin
         *     const answer = await unwrap(office.GET('/api/site-settings/admin'));
         *     ```
         */
        get: operations["getSiteSettingsForAdmin"];
        /**
         * Update the site settings
         * @description Saves the fields sent; the others keep their values.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/site-settings/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateSiteSettings
         *     const answer = await unwrap(office.PUT('/api/site-settings/admin', { body: {} }));
         *     ```
         */
        put: operations["updateSiteSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/header-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the header
         * @description The logo and colours of the site header.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/header-settings"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getHeaderSettings
         *     const answer = await unwrap(office.GET('/api/header-settings'));
         *     ```
         */
        get: operations["getHeaderSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/header-settings/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the header to edit
         * @description The header settings with their version (ETag).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/header-settings/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getHeaderSettingsForAdmin
         *     const answer = await unwrap(office.GET('/api/header-settings/admin'));
         *     ```
         */
        get: operations["getHeaderSettingsForAdmin"];
        /**
         * Update the header
         * @description Saves the fields sent; the others keep their values.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/header-settings/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateHeaderSettings
         *     const answer = await unwrap(office.PUT('/api/header-settings/admin', { body: {} }));
         *     ```
         */
        put: operations["updateHeaderSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/header-settings/button": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the header's button
         * @description The header's call-to-action button, as the public site shows it.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/header-settings/button"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getHeaderButton
         *     const answer = await unwrap(office.GET('/api/header-settings/button'));
         *     ```
         */
        get: operations["getHeaderButton"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/header-settings/admin/button": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the header's button to edit
         * @description The header's button with its version (ETag).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/header-settings/admin/button" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getHeaderButtonForAdmin
         *     const answer = await unwrap(office.GET('/api/header-settings/admin/button'));
         *     ```
         */
        get: operations["getHeaderButtonForAdmin"];
        /**
         * Update the header's button
         * @description Saves the fields sent; the others keep their values.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/header-settings/admin/button" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateHeaderButton
         *     const answer = await unwrap(office.PUT('/api/header-settings/admin/button', { body: {} }));
         *     ```
         */
        put: operations["updateHeaderButton"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/available-land-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the available land page
         * @description The texts and filters of the "available land" page.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/available-land-settings"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getAvailableLandSettings
         *     const answer = await unwrap(office.GET('/api/available-land-settings'));
         *     ```
         */
        get: operations["getAvailableLandSettings"];
        /**
         * Update the available land page
         * @description Saves the fields sent; the others keep their values.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/available-land-settings" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateAvailableLandSettings
         *     const answer = await unwrap(office.PUT('/api/available-land-settings', { body: {} }));
         *     ```
         */
        put: operations["updateAvailableLandSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/available-land-settings/admin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the available land page to edit
         * @description The page settings with their version (ETag).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/available-land-settings/admin" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getAvailableLandSettingsForAdmin
         *     const answer = await unwrap(office.GET('/api/available-land-settings/admin'));
         *     ```
         */
        get: operations["getAvailableLandSettingsForAdmin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/header-settings/admin/upload-logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload the header logo
         * @description Stores one image (multipart) as the logo and in the media library; answers its path to save in the header.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/header-settings/admin/upload-logo" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -F "logo=@picture.png"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { readFile } from 'node:fs/promises';
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     const form = new FormData();
         *     form.append('logo', new Blob([await readFile('picture.png')], { type: 'image/png' }), 'picture.png');
         *     // uploadHeaderLogo
         *     const answer = await unwrap(office.POST('/api/header-settings/admin/upload-logo', { body: form as never }));
         *     ```
         */
        post: operations["uploadHeaderLogo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/land-scraper/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read the scraper's sources
         * @description The rental sources the scraper reads, and whether each is on.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/land-scraper/config" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getScraperConfig
         *     const answer = await unwrap(office.GET('/api/land-scraper/config'));
         *     ```
         */
        get: operations["getScraperConfig"];
        /**
         * Update the scraper's sources
         * @description Saves the sources: addresses, kinds, on or off.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/land-scraper/config" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"activeScraper":"acatech","url":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateScraperConfig
         *     const answer = await unwrap(office.PUT('/api/land-scraper/config', { body: {"activeScraper":"acatech","url":"…"} }));
         *     ```
         */
        put: operations["updateScraperConfig"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/land-scraper/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the scraper now
         * @description Starts a run of the sources that are on now, rather than at the next scheduled time.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/land-scraper/run" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // runScraper
         *     const answer = await unwrap(office.POST('/api/land-scraper/run'));
         *     ```
         */
        post: operations["runScraper"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/land-scraper/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List scraper runs
         * @description Past runs, newest first: when, how long, what each source found or why it failed.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/land-scraper/runs" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listScraperRuns
         *     const answer = await unwrap(office.GET('/api/land-scraper/runs'));
         *     ```
         */
        get: operations["listScraperRuns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/land-scraper/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The scraper's progress
         * @description Whether a run is under way and how far each source has got.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/land-scraper/progress" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getScraperProgress
         *     const answer = await unwrap(office.GET('/api/land-scraper/progress'));
         *     ```
         */
        get: operations["getScraperProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/available-lands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The available land, whole or searched
         * @description Without parameters: the spec's list `{ source, ran_at, count, lands }`, every listing still listed and not hidden, in its source's order. With any of the parameters: a page `{ items, total, next_cursor }` of the listings that match; pass `next_cursor` back as `cursor` for the next page. `q` matches words in the name or region whatever their case or accents; `period=sale` is a listing sold rather than rented.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/available-lands"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // listAvailableLands
         *     const answer = await unwrap(office.GET('/api/available-lands'));
         *     ```
         */
        get: operations["listAvailableLands"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/available-lands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One listing with its price history
         * @description A listing still listed or gone (`status`), with every price it had, oldest first. A hidden listing answers 404.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/available-lands/1"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getAvailableLand
         *     const answer = await unwrap(office.GET('/api/available-lands/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getAvailableLand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List listings
         * @description Every scraped listing, filtered and paged.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/listings" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listListings
         *     const answer = await unwrap(office.GET('/api/admin/listings'));
         *     ```
         */
        get: operations["listListings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a listing
         * @description One scraped listing.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/listings/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getListing
         *     const answer = await unwrap(office.GET('/api/admin/listings/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getListing"];
        /**
         * Update a listing
         * @description Saves the admin's changes to a listing.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/admin/listings/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"hidden":true}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateListing
         *     const answer = await unwrap(office.PUT('/api/admin/listings/{id}', { params: { path: { id: 1 } }, body: {"hidden":true} }));
         *     ```
         */
        put: operations["updateListing"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the support team
         * @description The active members of the support team and their status, as the public site shows them.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/support"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // listSupportTeam
         *     const answer = await unwrap(office.GET('/api/support'));
         *     ```
         */
        get: operations["listSupportTeam"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List support members
         * @description Every member of the support team, active or not.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/support" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listSupportMembers
         *     const answer = await unwrap(office.GET('/api/admin/support'));
         *     ```
         */
        get: operations["listSupportMembers"];
        put?: never;
        /**
         * Add a support member
         * @description Adds a member by their avatar key; their name and photo are read from their Second Life profile.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/support" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"uuid":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createSupportMember
         *     const answer = await unwrap(office.POST('/api/admin/support', { body: {"uuid":"…"} }));
         *     ```
         */
        post: operations["createSupportMember"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/support/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a support member
         * @description One member, with their version (ETag).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/support/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getSupportMember
         *     const answer = await unwrap(office.GET('/api/admin/support/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getSupportMember"];
        /**
         * Update a support member
         * @description Saves the fields sent; a new avatar key reads the profile again.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/admin/support/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateSupportMember
         *     const answer = await unwrap(office.PUT('/api/admin/support/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateSupportMember"];
        post?: never;
        /**
         * Delete a support member
         * @description Moves the member to the trash.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/support/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteSupportMember
         *     const answer = await unwrap(office.DELETE('/api/admin/support/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteSupportMember"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/support/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a support status
         * @description What an in-world script sends when its avatar comes online or goes offline: with the `X-Inworld-Secret` header, or a bearer API token with the scope `support:status`. 404 while INWORLD_SECRET is not set (and no token is sent).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/support/status" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"uuid":"…","status":"online"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // reportSupportStatus
         *     const answer = await unwrap(office.POST('/api/support/status', { body: {"uuid":"…","status":"online"} }));
         *     ```
         */
        post: operations["reportSupportStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/banner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image for a banner
         * @description Stores one image (multipart) for the records of this type and in the media library; answers the path to save in the banner.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/upload/banner" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -F "image=@picture.png"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { readFile } from 'node:fs/promises';
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     const form = new FormData();
         *     form.append('image', new Blob([await readFile('picture.png')], { type: 'image/png' }), 'picture.png');
         *     // uploadBannerImage
         *     const answer = await unwrap(office.POST('/api/upload/banner', { body: form as never }));
         *     ```
         */
        post: operations["uploadBannerImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/upload/banner/{filename}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an uploaded banner image
         * @description Removes an uploaded image of this type by its file name, while no record or library item uses it.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/upload/banner/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteBannerImage
         *     const answer = await unwrap(office.DELETE('/api/upload/banner/{filename}', { params: { path: { filename: 1 } } }));
         *     ```
         */
        delete: operations["deleteBannerImage"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export content
         * @description Every content section (or those asked for) as one JSON document, to import on another instance.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/content/export" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // exportContent
         *     const answer = await unwrap(office.GET('/api/admin/content/export'));
         *     ```
         */
        get: operations["exportContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/import/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview an import
         * @description What importing the document would add, change and leave, without writing anything.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/content/import/preview" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"format":"land-office-content/1"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // previewContentImport
         *     const answer = await unwrap(office.POST('/api/admin/content/import/preview', { body: {"format":"land-office-content/1"} }));
         *     ```
         */
        post: operations["previewContentImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/content/import": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import content
         * @description Applies an exported document in one transaction: records are matched by their key (a slug…), added or updated.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/content/import" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"format":"land-office-content/1"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // importContent
         *     const answer = await unwrap(office.POST('/api/admin/content/import', { body: {"format":"land-office-content/1"} }));
         *     ```
         */
        post: operations["importContent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/revisions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List revisions of a record
         * @description The past versions of one record, newest first.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/revisions" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listRevisions
         *     const answer = await unwrap(office.GET('/api/admin/revisions'));
         *     ```
         */
        get: operations["listRevisions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/revisions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a revision
         * @description One past version of a record, whole.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/revisions/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // getRevision
         *     const answer = await unwrap(office.GET('/api/admin/revisions/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["getRevision"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/revisions/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a revision
         * @description Makes the record what it was at this version (the current one is kept as a revision).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/revisions/1/restore" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // restoreRevision
         *     const answer = await unwrap(office.POST('/api/admin/revisions/{id}/restore', { params: { path: { id: 1 } } }));
         *     ```
         */
        post: operations["restoreRevision"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/revisions/autosave": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Autosave a draft
         * @description Keeps the form's unsaved state of a record, offered back when it is opened again.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/revisions/autosave" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"resource":"blog","id":1,"data":{}}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // autosaveDraft
         *     const answer = await unwrap(office.POST('/api/admin/revisions/autosave', { body: {"resource":"blog","id":1,"data":{}} }));
         *     ```
         */
        post: operations["autosaveDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the trash
         * @description Deleted records of the resources the role may manage, newest first.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/trash" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listTrash
         *     const answer = await unwrap(office.GET('/api/admin/trash'));
         *     ```
         */
        get: operations["listTrash"];
        put?: never;
        post?: never;
        /**
         * Empty the trash
         * @description Deletes for good every record in the trash that the role may manage.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/trash" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // emptyTrash
         *     const answer = await unwrap(office.DELETE('/api/admin/trash'));
         *     ```
         */
        delete: operations["emptyTrash"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trash/{resource}/{id}/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Restore a deleted record
         * @description Puts a record back from the trash.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/trash/1/1/restore" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // restoreFromTrash
         *     const answer = await unwrap(office.POST('/api/admin/trash/{resource}/{id}/restore', { params: { path: { resource: 1, id: 1 } } }));
         *     ```
         */
        post: operations["restoreFromTrash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/trash/{resource}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete a record for good
         * @description Removes one record from the trash for good.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/trash/1/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // purgeFromTrash
         *     const answer = await unwrap(office.DELETE('/api/admin/trash/{resource}/{id}', { params: { path: { resource: 1, id: 1 } } }));
         *     ```
         */
        delete: operations["purgeFromTrash"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make a preview link
         * @description A short-lived link that shows a record (or unsaved changes to it) as the public site would.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/preview" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"resource":"…","id":1}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createPreviewLink
         *     const answer = await unwrap(office.POST('/api/admin/preview', { body: {"resource":"…","id":1} }));
         *     ```
         */
        post: operations["createPreviewLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/preview/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a preview
         * @description The record a preview link shows; 404 once the link expired.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/preview/1"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getPreview
         *     const answer = await unwrap(office.GET('/api/preview/{token}', { params: { path: { token: 1 } } }));
         *     ```
         */
        get: operations["getPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * RSS 2.0 feed of the latest posts
         * @description The 20 latest posts public now (published, not in the trash, publish_at reached), newest first, with their excerpt and content.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/feed.xml"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getRssFeed
         *     const answer = await unwrap(office.GET('/api/feed.xml'));
         *     ```
         */
        get: operations["getRssFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/feed.atom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Atom 1.0 feed of the latest posts
         * @description The same 20 posts as the RSS feed, as Atom entries.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/feed.atom"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getAtomFeed
         *     const answer = await unwrap(office.GET('/api/feed.atom'));
         *     ```
         */
        get: operations["getAtomFeed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemap.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sitemap of the public site
         * @description The root, then every post and page public now and open to search engines, and the internal pages of the active menu items, each once, with its last change (lastmod).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/sitemap.xml"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string });
         *     // getSitemap
         *     const answer = await unwrap(office.GET('/api/sitemap.xml'));
         *     ```
         */
        get: operations["getSitemap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the media library
         * @description Uploaded images, newest first: searched, filtered by type or unused, in keyset pages; each with where it is used.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/media" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listMedia
         *     const answer = await unwrap(office.GET('/api/admin/media'));
         *     ```
         */
        get: operations["listMedia"];
        put?: never;
        /**
         * Upload an image
         * @description Stores one image (multipart, any image type its bytes prove); the same bytes uploaded again answer the item there is (`reused`).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/media" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -F "file=@picture.png"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { readFile } from 'node:fs/promises';
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     const form = new FormData();
         *     form.append('file', new Blob([await readFile('picture.png')], { type: 'image/png' }), 'picture.png');
         *     // uploadMedia
         *     const answer = await unwrap(office.POST('/api/admin/media', { body: form as never }));
         *     ```
         */
        post: operations["uploadMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update an image
         * @description Sets the alt text of a library item.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/admin/media/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"alt_text":"…"}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateMedia
         *     const answer = await unwrap(office.PUT('/api/admin/media/{id}', { params: { path: { id: 1 } }, body: {"alt_text":"…"} }));
         *     ```
         */
        put: operations["updateMedia"];
        post?: never;
        /**
         * Delete an image
         * @description Deletes a library item and its files; 409 while something uses it (the answer says what).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/media/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteMedia
         *     const answer = await unwrap(office.DELETE('/api/admin/media/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteMedia"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List webhook endpoints
         * @description Every endpoint, its events and its state (on, or switched off after failures).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/webhooks" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listWebhooks
         *     const answer = await unwrap(office.GET('/api/admin/webhooks'));
         *     ```
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Adds an endpoint for the events chosen.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/webhooks" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"url":"…","events":["listing.new"]}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createWebhook
         *     const answer = await unwrap(office.POST('/api/admin/webhooks', { body: {"url":"…","events":["listing.new"]} }));
         *     ```
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Update a webhook endpoint
         * @description Changes the URL, events, or whether it is on.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X PUT "$LAND_OFFICE_URL/api/admin/webhooks/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // updateWebhook
         *     const answer = await unwrap(office.PUT('/api/admin/webhooks/{id}', { params: { path: { id: 1 } }, body: {} }));
         *     ```
         */
        put: operations["updateWebhook"];
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Removes the endpoint and its delivery log.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/webhooks/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // deleteWebhook
         *     const answer = await unwrap(office.DELETE('/api/admin/webhooks/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries
         * @description The latest deliveries to an endpoint: event, tries, status and answer.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/webhooks/1/deliveries" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listWebhookDeliveries
         *     const answer = await unwrap(office.GET('/api/admin/webhooks/{id}/deliveries', { params: { path: { id: 1 } } }));
         *     ```
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Sends `webhook.test` to the endpoint now and answers how it answered.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/webhooks/1/test" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // testWebhook
         *     const answer = await unwrap(office.POST('/api/admin/webhooks/{id}/test', { params: { path: { id: 1 } } }));
         *     ```
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API tokens
         * @description Every API token: name, scopes, addresses, expiry and last use (never the token itself).
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X GET "$LAND_OFFICE_URL/api/admin/tokens" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // listApiTokens
         *     const answer = await unwrap(office.GET('/api/admin/tokens'));
         *     ```
         */
        get: operations["listApiTokens"];
        put?: never;
        /**
         * Make an API token
         * @description Makes a token with the scopes (and, optionally, client addresses and expiry) given; the token is answered this once.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X POST "$LAND_OFFICE_URL/api/admin/tokens" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN" \
         *       -H 'Content-Type: application/json' \
         *       -d '{"name":"…","scopes":["blog:read"]}'
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // createApiToken
         *     const answer = await unwrap(office.POST('/api/admin/tokens', { body: {"name":"…","scopes":["blog:read"]} }));
         *     ```
         */
        post: operations["createApiToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API token
         * @description The token works no more, at once.
         *
         *     **curl**
         *
         *     ```sh
         *     curl -X DELETE "$LAND_OFFICE_URL/api/admin/tokens/1" \
         *       -H "Authorization: Bearer $LAND_OFFICE_TOKEN"
         *     ```
         *
         *     **TypeScript (@land-office/client)**
         *
         *     ```ts
         *     import { createLandOfficeClient, unwrap } from '@land-office/client';
         *
         *     const office = createLandOfficeClient({ baseUrl: process.env.LAND_OFFICE_URL as string, token: process.env.LAND_OFFICE_TOKEN });
         *     // revokeApiToken
         *     const answer = await unwrap(office.DELETE('/api/admin/tokens/{id}', { params: { path: { id: 1 } } }));
         *     ```
         */
        delete: operations["revokeApiToken"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    event: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A delivery to a webhook endpoint
         * @description Sent as `POST` with `content-type: application/json` and the Standard Webhooks headers `webhook-id` (the same on every try of a delivery: drop repeats by it), `webhook-timestamp` (Unix seconds) and `webhook-signature`: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed with the bytes the endpoint's `whsec_` secret holds after its prefix (base64). A 2xx within 10 s is success; anything else is tried again after WEBHOOK_RETRY_BASE_SECONDS × 1, 4, 20, 120, 720 (30 s … 6 h), then given up; a 429 is tried again when its `retry_after` (or `Retry-After`) says. 20 failed deliveries in a row switch the endpoint off. The events of one scraper run come together in one delivery, `type: "batch"`. A `discord` endpoint is sent a Discord webhook message instead: an embed per event (a listing with its name, region, size, price and link), at most 10 embeds and 6,000 characters, the rest counted in its text ("and N more…").
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        type: string;
                        timestamp: string;
                        data: {
                            batch: string;
                            events: {
                                type: string;
                                timestamp: string;
                                data: {
                                    [key: string]: unknown;
                                };
                            }[];
                        } | {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Received (any 2xx) */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /** @description Every error: `{ "error": "<message>", "code": "<code>" }`. `error` is English, for people; `code` is stable, for programs (translate and act by it). A refusal about one field adds `"field"`, the field at fault */
        Error: {
            error: string;
            /** @enum {string} */
            code: "validation" | "required" | "too_long" | "invalid_format" | "wrong_password" | "bad_request" | "unauthorized" | "invalid_credentials" | "second_factor_failed" | "sign_in_expired" | "forbidden" | "account_inactive" | "two_factor_required" | "not_found" | "timeout" | "slug_taken" | "already_exists" | "in_use" | "last_owner" | "own_account" | "last_factor" | "two_factor_on" | "setup_not_started" | "revision_incompatible" | "scrape_running" | "version_conflict" | "too_large" | "unsupported_type" | "rate_limited" | "internal" | "upstream_failed" | "unavailable" | "storage_full";
            field?: string;
            /** Format: int64 */
            max?: number;
            /** @enum {string} */
            role?: "owner" | "editor" | "support";
            /** @enum {string} */
            operation?: "account" | "dashboard" | "activity" | "content" | "media" | "landPage" | "runScraper" | "support" | "users" | "siteSettings" | "headerSettings" | "scraperSources" | "transfer" | "history" | "webhooks" | "tokens";
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                        /** @enum {string} */
                        db: "sqlite" | "postgres";
                        instance: string;
                        /** @enum {string} */
                        scheduler: "leader" | "standby" | "off";
                        /** @enum {string} */
                        browser: "sandboxed" | "unsandboxed" | "unavailable";
                    };
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "degraded";
                        /** @enum {string} */
                        db: "down" | "read-only" | "full";
                        instance: string;
                    };
                };
            };
        };
    };
    getLiveness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "live";
                    };
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMenuItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        label: string;
                        url: string;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllMenuItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        label: string;
                        url: string;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createMenuItem: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    url: string;
                    /** @default false */
                    is_external?: boolean;
                    /** @default true */
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        menu: {
                            id: number;
                            label: string;
                            url: string;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMenuItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        menu: {
                            id: number;
                            label: string;
                            url: string;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMenuItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label?: string;
                    url?: string;
                    is_external?: boolean;
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    id?: number;
                    created_at?: string;
                    updated_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        menu: {
                            id: number;
                            label: string;
                            url: string;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMenuItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderMenuItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    menus: {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        order_pos: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        label: string;
                        url: string;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        icon: string;
                        link_url: string | null;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        icon: string;
                        link_url: string | null;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createService: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    description: string;
                    icon: string;
                    link_url?: string | null;
                    /** @default false */
                    is_external?: boolean;
                    /** @default true */
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    active_from?: (string | "") | null;
                    active_until?: (string | "") | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service: {
                            id: number;
                            title: string;
                            description: string;
                            icon: string;
                            link_url: string | null;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service: {
                            id: number;
                            title: string;
                            description: string;
                            icon: string;
                            link_url: string | null;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string;
                    icon?: string;
                    link_url?: string | null;
                    is_external?: boolean;
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    active_from?: (string | "") | null;
                    active_until?: (string | "") | null;
                    id?: number;
                    created_at?: string;
                    updated_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        service: {
                            id: number;
                            title: string;
                            description: string;
                            icon: string;
                            link_url: string | null;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteService: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    services: {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        order_pos: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        description: string;
                        icon: string;
                        link_url: string | null;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listHeroSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        title_color: string;
                        description: string;
                        button_text: string;
                        button_url: string;
                        button_color: string;
                        is_external: boolean;
                        open_new_tab: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllHeroSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        title_color: string;
                        description: string;
                        button_text: string;
                        button_url: string;
                        button_color: string;
                        is_external: boolean;
                        open_new_tab: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createHeroSection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    title_color?: string;
                    description: string;
                    button_text: string;
                    button_url: string;
                    button_color?: string;
                    /** @default false */
                    is_external?: boolean;
                    /** @default false */
                    open_new_tab?: boolean;
                    /** @default true */
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    active_from?: (string | "") | null;
                    active_until?: (string | "") | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hero: {
                            id: number;
                            title: string;
                            title_color: string;
                            description: string;
                            button_text: string;
                            button_url: string;
                            button_color: string;
                            is_external: boolean;
                            open_new_tab: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHeroSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hero: {
                            id: number;
                            title: string;
                            title_color: string;
                            description: string;
                            button_text: string;
                            button_url: string;
                            button_color: string;
                            is_external: boolean;
                            open_new_tab: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateHeroSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    title_color?: string;
                    description?: string;
                    button_text?: string;
                    button_url?: string;
                    button_color?: string;
                    is_external?: boolean;
                    open_new_tab?: boolean;
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    active_from?: (string | "") | null;
                    active_until?: (string | "") | null;
                    id?: number;
                    created_at?: string;
                    updated_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        hero: {
                            id: number;
                            title: string;
                            title_color: string;
                            description: string;
                            button_text: string;
                            button_url: string;
                            button_color: string;
                            is_external: boolean;
                            open_new_tab: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteHeroSection: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderHeroSections: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        order_pos: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        title_color: string;
                        description: string;
                        button_text: string;
                        button_url: string;
                        button_color: string;
                        is_external: boolean;
                        open_new_tab: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string | null;
                        image_url: string;
                        alt_text: string;
                        link_url: string | null;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string | null;
                        image_url: string;
                        alt_text: string;
                        link_url: string | null;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBanner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string | null;
                    /** @default  */
                    image_url?: string;
                    /** @default  */
                    alt_text?: string;
                    link_url?: string | null;
                    /** @default false */
                    is_external?: boolean;
                    /** @default true */
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    active_from?: (string | "") | null;
                    active_until?: (string | "") | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        banner: {
                            id: number;
                            title: string | null;
                            image_url: string;
                            alt_text: string;
                            link_url: string | null;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        banner: {
                            id: number;
                            title: string | null;
                            image_url: string;
                            alt_text: string;
                            link_url: string | null;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string | null;
                    image_url?: string;
                    alt_text?: string;
                    link_url?: string | null;
                    is_external?: boolean;
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    active_from?: (string | "") | null;
                    active_until?: (string | "") | null;
                    id?: number;
                    created_at?: string;
                    updated_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        banner: {
                            id: number;
                            title: string | null;
                            image_url: string;
                            alt_text: string;
                            link_url: string | null;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBanner: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    banners: {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        order_pos: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string | null;
                        image_url: string;
                        alt_text: string;
                        link_url: string | null;
                        is_external: boolean;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listFaqEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        question: string;
                        answer: string;
                        category: string | null;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllFaqEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        question: string;
                        answer: string;
                        category: string | null;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createFaqEntry: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question: string;
                    answer: string;
                    category?: string | null;
                    /** @default true */
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    active_from?: (string | "") | null;
                    active_until?: (string | "") | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        faq: {
                            id: number;
                            question: string;
                            answer: string;
                            category: string | null;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getFaqEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        faq: {
                            id: number;
                            question: string;
                            answer: string;
                            category: string | null;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateFaqEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    question?: string;
                    answer?: string;
                    category?: string | null;
                    is_active?: boolean;
                    /** Format: int32 */
                    order_pos?: number;
                    active_from?: (string | "") | null;
                    active_until?: (string | "") | null;
                    id?: number;
                    created_at?: string;
                    updated_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        faq: {
                            id: number;
                            question: string;
                            answer: string;
                            category: string | null;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteFaqEntry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reorderFaqEntries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: int64 */
                        id: number;
                        /** Format: int64 */
                        order_pos: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        question: string;
                        answer: string;
                        category: string | null;
                        is_active: boolean;
                        /** Format: int64 */
                        order_pos: number;
                        active_from: string | null;
                        active_until: string | null;
                        updated_at?: string;
                    }[];
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        admin: {
                            id: number;
                            username: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "owner" | "editor" | "support";
                            display_name: string;
                            must_enrol_two_factor?: boolean;
                        };
                    } | {
                        /** @enum {boolean} */
                        mfa_required: true;
                        mfa_token: string;
                        methods: ("totp" | "recovery" | "webauthn")[];
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Invalid username or password */
            401: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This account is deactivated */
            403: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or too many failed attempts): wait the seconds Retry-After gives */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSignedInUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: {
                            id: number;
                            username: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "owner" | "editor" | "support";
                            display_name: string;
                            must_enrol_two_factor?: boolean;
                        };
                        site: {
                            timezone: string;
                            url: string | null;
                            served: boolean;
                        };
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        created_at: string;
                        last_used_at: string;
                        expires_at: string;
                        ip: string | null;
                        user_agent: string | null;
                        current: boolean;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    endSession: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    signOutOtherSessions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        revoked: number;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        display_name: string;
                        /** @enum {string} */
                        role: "owner" | "editor" | "support";
                        is_active: boolean;
                        invited: boolean;
                        two_factor: boolean;
                        created_at: string;
                        updated_at?: string;
                        last_login_at: string | null;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    inviteUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email?: string | null;
                    display_name?: string;
                    /** @enum {string} */
                    role: "owner" | "editor" | "support";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            username: string;
                            email: string | null;
                            display_name: string;
                            /** @enum {string} */
                            role: "owner" | "editor" | "support";
                            is_active: boolean;
                            invited: boolean;
                            two_factor: boolean;
                            created_at: string;
                            updated_at?: string;
                            last_login_at: string | null;
                        };
                        link: string;
                        expires_at: string;
                        emailed: boolean;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        display_name: string;
                        /** @enum {string} */
                        role: "owner" | "editor" | "support";
                        is_active: boolean;
                        invited: boolean;
                        two_factor: boolean;
                        created_at: string;
                        updated_at?: string;
                        last_login_at: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string;
                    email?: string | null;
                    display_name?: string;
                    /** @enum {string} */
                    role?: "owner" | "editor" | "support";
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        display_name: string;
                        /** @enum {string} */
                        role: "owner" | "editor" | "support";
                        is_active: boolean;
                        invited: boolean;
                        two_factor: boolean;
                        created_at: string;
                        updated_at?: string;
                        last_login_at: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPasswordResetLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: {
                            id: number;
                            username: string;
                            email: string | null;
                            display_name: string;
                            /** @enum {string} */
                            role: "owner" | "editor" | "support";
                            is_active: boolean;
                            invited: boolean;
                            two_factor: boolean;
                            created_at: string;
                            updated_at?: string;
                            last_login_at: string | null;
                        };
                        link: string;
                        expires_at: string;
                        emailed: boolean;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetUserTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        username: string;
                        email: string | null;
                        display_name: string;
                        /** @enum {string} */
                        role: "owner" | "editor" | "support";
                        is_active: boolean;
                        invited: boolean;
                        two_factor: boolean;
                        created_at: string;
                        updated_at?: string;
                        last_login_at: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email?: string | null;
                    display_name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        admin: {
                            id: number;
                            username: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "owner" | "editor" | "support";
                            display_name: string;
                            must_enrol_two_factor?: boolean;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    current_password: string;
                    new_password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        revoked: number;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getLinkPurpose: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        purpose: "invite" | "reset";
                        username: string;
                        display_name: string;
                        expires_at: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This link has expired or was already used */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    acceptInvitation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    display_name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        username: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This link has expired or was already used */
            404: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or too many failed attempts): wait the seconds Retry-After gives */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    resetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                    display_name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                        username: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description This link has expired or was already used */
            404: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or too many failed attempts): wait the seconds Retry-After gives */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getTwoFactorStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totp: boolean;
                        recovery_codes_left: number;
                        passkeys: {
                            id: number;
                            name: string;
                            created_at: string;
                            last_used_at: string | null;
                        }[];
                        required: boolean;
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startTotpSetup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secret: string;
                        otpauth_url: string;
                        qr_svg: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    confirmTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    disableTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        totp: boolean;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    regenerateRecoveryCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        recovery_codes: string[];
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completeSignInWithCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_token: string;
                    code: string;
                } | {
                    mfa_token: string;
                    recovery_code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        admin: {
                            id: number;
                            username: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "owner" | "editor" | "support";
                            display_name: string;
                            must_enrol_two_factor?: boolean;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description A wrong code, or the sign-in it finishes expired */
            401: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or too many failed attempts): wait the seconds Retry-After gives */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSecuritySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        require_two_factor: boolean;
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSecuritySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    require_two_factor: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        require_two_factor: boolean;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startPasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completePasskeyRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        [key: string]: unknown;
                    };
                    name?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        last_used_at: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listPasskeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        created_at: string;
                        last_used_at: string | null;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePasskey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startPasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mfa_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The sign-in it continues expired */
            401: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or too many failed attempts): wait the seconds Retry-After gives */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    completePasskeySignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    response: {
                        [key: string]: unknown;
                    };
                    mfa_token?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        admin: {
                            id: number;
                            username: string;
                            email: string | null;
                            /** @enum {string} */
                            role: "owner" | "editor" | "support";
                            display_name: string;
                            must_enrol_two_factor?: boolean;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The passkey is unknown or its answer failed, or the challenge expired */
            401: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or too many failed attempts): wait the seconds Retry-After gives */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listBlogPosts: {
        parameters: {
            query?: {
                sort?: "newest" | "oldest" | "title";
                limit?: string;
                cursor?: string;
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        slug: string;
                        excerpt: string | null;
                        image_url: string | null;
                        published: boolean;
                        publish_at: string | null;
                        created_at: string;
                        updated_at: string;
                        author: {
                            username: string;
                        } | null;
                        /** Format: int64 */
                        reading_minutes: number;
                        auto_excerpt: string;
                    }[] | {
                        items: {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string | null;
                            image_url: string | null;
                            published: boolean;
                            publish_at: string | null;
                            created_at: string;
                            updated_at: string;
                            author: {
                                username: string;
                            } | null;
                            /** Format: int64 */
                            reading_minutes: number;
                            auto_excerpt: string;
                        }[];
                        next_cursor: string | null;
                        /** Format: int64 */
                        total: number;
                        total_is_estimate: boolean;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBlogPostBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string | null;
                            image_url: string | null;
                            published: boolean;
                            publish_at: string | null;
                            created_at: string;
                            updated_at: string;
                            author: {
                                username: string;
                            } | null;
                            /** Format: int64 */
                            reading_minutes: number;
                            auto_excerpt: string;
                            content: string;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllBlogPosts: {
        parameters: {
            query?: {
                sort?: "newest" | "oldest" | "title";
                limit?: string;
                cursor?: string;
                q?: string;
                status?: "published" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        slug: string;
                        excerpt: string | null;
                        image_url: string | null;
                        published: boolean;
                        publish_at: string | null;
                        created_at: string;
                        updated_at: string;
                        author: {
                            username: string;
                        } | null;
                        /** Format: int64 */
                        reading_minutes: number;
                        auto_excerpt: string;
                    }[] | {
                        items: {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string | null;
                            image_url: string | null;
                            published: boolean;
                            publish_at: string | null;
                            created_at: string;
                            updated_at: string;
                            author: {
                                username: string;
                            } | null;
                            /** Format: int64 */
                            reading_minutes: number;
                            auto_excerpt: string;
                        }[];
                        next_cursor: string | null;
                        /** Format: int64 */
                        total: number;
                        total_is_estimate: boolean;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug: string;
                    excerpt?: string | null;
                    content: string;
                    image_url?: string | null;
                    /** @default false */
                    published?: boolean;
                    publish_at?: (string | "") | null;
                    meta_title?: string | null;
                    meta_description?: string | null;
                    og_image_url?: string | null;
                    canonical_url?: string | null;
                    /** @default false */
                    noindex?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string | null;
                            image_url: string | null;
                            published: boolean;
                            publish_at: string | null;
                            created_at: string;
                            updated_at: string;
                            author: {
                                username: string;
                            } | null;
                            /** Format: int64 */
                            reading_minutes: number;
                            auto_excerpt: string;
                            content: string;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string | null;
                            image_url: string | null;
                            published: boolean;
                            publish_at: string | null;
                            created_at: string;
                            updated_at: string;
                            author: {
                                username: string;
                            } | null;
                            /** Format: int64 */
                            reading_minutes: number;
                            auto_excerpt: string;
                            content: string;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    excerpt?: string | null;
                    content?: string;
                    image_url?: string | null;
                    published?: boolean;
                    publish_at?: (string | "") | null;
                    meta_title?: string | null;
                    meta_description?: string | null;
                    og_image_url?: string | null;
                    canonical_url?: string | null;
                    noindex?: boolean;
                    id?: number;
                    created_at?: string;
                    updated_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        post: {
                            id: number;
                            title: string;
                            slug: string;
                            excerpt: string | null;
                            image_url: string | null;
                            published: boolean;
                            publish_at: string | null;
                            created_at: string;
                            updated_at: string;
                            author: {
                                username: string;
                            } | null;
                            /** Format: int64 */
                            reading_minutes: number;
                            auto_excerpt: string;
                            content: string;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadBlogPostImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One image file of at most UPLOAD_MAX_MB (10 MB here), its type proven by its bytes
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        filePath: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPageBySlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: number;
                            title: string;
                            slug: string;
                            content: string;
                            published: boolean;
                            publish_at: string | null;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                            updated_at: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAllPages: {
        parameters: {
            query?: {
                sort?: "newest" | "oldest" | "title";
                limit?: string;
                cursor?: string;
                status?: "published" | "draft";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        slug: string;
                        published: boolean;
                        publish_at: string | null;
                        noindex: boolean;
                        created_at: string;
                        updated_at: string;
                    }[] | {
                        items: {
                            id: number;
                            title: string;
                            slug: string;
                            published: boolean;
                            publish_at: string | null;
                            noindex: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                        next_cursor: string | null;
                        /** Format: int64 */
                        total: number;
                        total_is_estimate: boolean;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    slug: string;
                    content: string;
                    /** @default false */
                    published?: boolean;
                    publish_at?: (string | "") | null;
                    meta_title?: string | null;
                    meta_description?: string | null;
                    og_image_url?: string | null;
                    canonical_url?: string | null;
                    /** @default false */
                    noindex?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: number;
                            title: string;
                            slug: string;
                            content: string;
                            published: boolean;
                            publish_at: string | null;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                            updated_at: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: number;
                            title: string;
                            slug: string;
                            content: string;
                            published: boolean;
                            publish_at: string | null;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                            updated_at: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updatePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title?: string;
                    slug?: string;
                    content?: string;
                    published?: boolean;
                    publish_at?: (string | "") | null;
                    meta_title?: string | null;
                    meta_description?: string | null;
                    og_image_url?: string | null;
                    canonical_url?: string | null;
                    noindex?: boolean;
                    id?: number;
                    created_at?: string;
                    updated_at?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        page: {
                            id: number;
                            title: string;
                            slug: string;
                            content: string;
                            published: boolean;
                            publish_at: string | null;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                            updated_at: string;
                            created_at: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deletePage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listActivity: {
        parameters: {
            query?: {
                limit?: number;
                before?: number;
                resource?: string;
                user_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            at: string;
                            admin_id: number | null;
                            username: string | null;
                            display_name: string | null;
                            action: string;
                            resource: string;
                            resource_id: string | null;
                            summary: string;
                            ip: string | null;
                            target_exists: boolean | null;
                        }[];
                        next_before: number | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listActivityResources: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resources: string[];
                        users: {
                            id: number;
                            display_name: string;
                        }[];
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        blog_posts: {
                            total: number;
                            published: number;
                        } | null;
                        active_banners: number | null;
                        available_lands: {
                            count: number;
                            ran_at: string | null;
                        } | null;
                        support_online: number | null;
                        recent_activity: {
                            id: number;
                            at: string;
                            admin_id: number | null;
                            username: string | null;
                            display_name: string | null;
                            action: string;
                            resource: string;
                            resource_id: string | null;
                            summary: string;
                            ip: string | null;
                            target_exists: boolean | null;
                        }[];
                        scrape_runs: {
                            started_at: string;
                            count: number | null;
                            error: string | null;
                        }[] | null;
                        disabled_webhooks?: {
                            id: number;
                            url: string;
                            disabled_at: string;
                        }[];
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site_title: string;
                        site_description: string;
                        site_keywords: string;
                        footer_text: string;
                        contact_email: string | null;
                        social_links: {
                            [key: string]: string;
                        };
                        google_analytics: string | null;
                        facebook_pixel: string | null;
                        /** @enum {string} */
                        default_theme: "light" | "dark";
                        header_fixed: boolean;
                        /** @enum {string} */
                        site_language: "en" | "pt-BR";
                        version?: string;
                    };
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSiteSettingsSlash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site_title: string;
                        site_description: string;
                        site_keywords: string;
                        footer_text: string;
                        contact_email: string | null;
                        social_links: {
                            [key: string]: string;
                        };
                        google_analytics: string | null;
                        facebook_pixel: string | null;
                        /** @enum {string} */
                        default_theme: "light" | "dark";
                        header_fixed: boolean;
                        /** @enum {string} */
                        site_language: "en" | "pt-BR";
                        version?: string;
                    };
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSiteSettingsForAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        site_title: string;
                        site_description: string;
                        site_keywords: string;
                        footer_text: string;
                        contact_email: string | null;
                        social_links: {
                            [key: string]: string;
                        };
                        google_analytics: string | null;
                        facebook_pixel: string | null;
                        /** @enum {string} */
                        default_theme: "light" | "dark";
                        header_fixed: boolean;
                        /** @enum {string} */
                        site_language: "en" | "pt-BR";
                        version?: string;
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSiteSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    site_title?: string;
                    site_description?: string;
                    site_keywords?: string;
                    footer_text?: string;
                    contact_email?: string | null;
                    social_links?: {
                        [key: string]: string;
                    };
                    google_analytics?: string | null;
                    facebook_pixel?: string | null;
                    /** @enum {string} */
                    default_theme?: "light" | "dark";
                    header_fixed?: boolean;
                    /** @enum {string} */
                    site_language?: "en" | "pt-BR";
                    id?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            site_title: string;
                            site_description: string;
                            site_keywords: string;
                            footer_text: string;
                            contact_email: string | null;
                            social_links: {
                                [key: string]: string;
                            };
                            google_analytics: string | null;
                            facebook_pixel: string | null;
                            /** @enum {string} */
                            default_theme: "light" | "dark";
                            header_fixed: boolean;
                            /** @enum {string} */
                            site_language: "en" | "pt-BR";
                            version?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHeaderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo_light_url: string;
                        logo_dark_url: string;
                        logo_alt: string;
                        logo_width: number;
                        logo_height: number;
                        site_name: string;
                        show_site_name: boolean;
                        version?: string;
                    };
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHeaderSettingsForAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo_light_url: string;
                        logo_dark_url: string;
                        logo_alt: string;
                        logo_width: number;
                        logo_height: number;
                        site_name: string;
                        show_site_name: boolean;
                        version?: string;
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateHeaderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    logo_light_url?: string;
                    logo_dark_url?: string;
                    logo_alt?: string;
                    logo_width?: number;
                    logo_height?: number;
                    site_name?: string;
                    show_site_name?: boolean;
                    id?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            logo_light_url: string;
                            logo_dark_url: string;
                            logo_alt: string;
                            logo_width: number;
                            logo_height: number;
                            site_name: string;
                            show_site_name: boolean;
                            version?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHeaderButton: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        text: string;
                        url: string;
                        color_light: string;
                        color_dark: string;
                        show_icon: boolean;
                        open_new_tab: boolean;
                        is_active: boolean;
                        version?: string;
                    };
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getHeaderButtonForAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        text: string;
                        url: string;
                        color_light: string;
                        color_dark: string;
                        show_icon: boolean;
                        open_new_tab: boolean;
                        is_active: boolean;
                        version?: string;
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateHeaderButton: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                    url?: string;
                    color_light?: string;
                    color_dark?: string;
                    show_icon?: boolean;
                    open_new_tab?: boolean;
                    is_active?: boolean;
                    id?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        button: {
                            text: string;
                            url: string;
                            color_light: string;
                            color_dark: string;
                            show_icon: boolean;
                            open_new_tab: boolean;
                            is_active: boolean;
                            version?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvailableLandSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        page_title: string;
                        page_subtitle: string;
                        /** @enum {string} */
                        default_view: "grid" | "list";
                        show_search_card: boolean;
                        is_active: boolean;
                        version?: string;
                    };
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateAvailableLandSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    page_title?: string;
                    page_subtitle?: string;
                    /** @enum {string} */
                    default_view?: "grid" | "list";
                    show_search_card?: boolean;
                    is_active?: boolean;
                    id?: unknown;
                    created_at?: unknown;
                    updated_at?: unknown;
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        settings: {
                            id: number;
                            page_title: string;
                            page_subtitle: string;
                            /** @enum {string} */
                            default_view: "grid" | "list";
                            show_search_card: boolean;
                            is_active: boolean;
                            version?: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvailableLandSettingsForAdmin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        page_title: string;
                        page_subtitle: string;
                        /** @enum {string} */
                        default_view: "grid" | "list";
                        show_search_card: boolean;
                        is_active: boolean;
                        version?: string;
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadHeaderLogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One image file of at most UPLOAD_MAX_MB (10 MB here), its type proven by its bytes
                     */
                    logo: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        logo_url: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getScraperConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        activeScraper: "acatech" | "casperlet" | "cavetech";
                        sources: {
                            acatech: {
                                name: string;
                                url: string;
                                /** @enum {string} */
                                type: "cheerio" | "puppeteer";
                                isActive: boolean;
                            };
                            casperlet: {
                                name: string;
                                url: string;
                                /** @enum {string} */
                                type: "cheerio" | "puppeteer";
                                isActive: boolean;
                            };
                            cavetech: {
                                name: string;
                                url: string;
                                /** @enum {string} */
                                type: "cheerio" | "puppeteer";
                                isActive: boolean;
                            };
                        };
                        /** Format: int64 */
                        intervalSeconds: number;
                        version?: string;
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateScraperConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    activeScraper: "acatech" | "casperlet" | "cavetech";
                    url: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        activeScraper: "acatech" | "casperlet" | "cavetech";
                        sources: {
                            acatech: {
                                name: string;
                                url: string;
                                /** @enum {string} */
                                type: "cheerio" | "puppeteer";
                                isActive: boolean;
                            };
                            casperlet: {
                                name: string;
                                url: string;
                                /** @enum {string} */
                                type: "cheerio" | "puppeteer";
                                isActive: boolean;
                            };
                            cavetech: {
                                name: string;
                                url: string;
                                /** @enum {string} */
                                type: "cheerio" | "puppeteer";
                                isActive: boolean;
                            };
                        };
                        /** Format: int64 */
                        intervalSeconds: number;
                        version?: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    runScraper: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: int64 */
                        count: number;
                        data: {
                            name: string | null;
                            region: string | null;
                            size_m2: number | null;
                            price_ls: number | null;
                            period: ("day" | "week" | "month") | null;
                            rating: number | null;
                            /** @enum {string} */
                            source: "acatech" | "casperlet" | "cavetech";
                            url?: string;
                            size: string | null;
                            price: string | null;
                        }[];
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listScraperRuns: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        started_at: string;
                        finished_at: string;
                        source: string;
                        count: number | null;
                        /** Format: int64 */
                        duration_ms: number;
                        error: string | null;
                        /** @enum {string} */
                        trigger: "manual" | "schedule";
                    }[];
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getScraperProgress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Server-sent events: `event: progress` with the ScrapeProgress JSON, at once and on every change; `event: shutdown` last when the server stops */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listAvailableLands: {
        parameters: {
            query?: {
                q?: string;
                min_size?: string;
                max_size?: string;
                max_price?: string;
                period?: "day" | "week" | "month" | "sale";
                source?: "acatech" | "casperlet" | "cavetech";
                new?: "0" | "1" | "true" | "false";
                sort?: "price" | "-price" | "size" | "-size" | "newest";
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        source: ("acatech" | "casperlet" | "cavetech") | null;
                        ran_at: string | null;
                        /** Format: int64 */
                        count: number;
                        lands: {
                            name: string | null;
                            region: string | null;
                            size_m2: number | null;
                            price_ls: number | null;
                            period: ("day" | "week" | "month") | null;
                            rating: number | null;
                            /** @enum {string} */
                            source: "acatech" | "casperlet" | "cavetech";
                            url?: string;
                            /** Format: int64 */
                            id: number;
                            first_seen: string;
                            last_seen: string;
                            is_new: boolean;
                            price_changed: {
                                old_price_ls: number | null;
                                old_period: ("day" | "week" | "month") | null;
                                new_price_ls: number | null;
                                new_period: ("day" | "week" | "month") | null;
                                changed_at: string;
                            } | null;
                        }[];
                    } | {
                        items: {
                            name: string | null;
                            region: string | null;
                            size_m2: number | null;
                            price_ls: number | null;
                            period: ("day" | "week" | "month") | null;
                            rating: number | null;
                            /** @enum {string} */
                            source: "acatech" | "casperlet" | "cavetech";
                            url?: string;
                            /** Format: int64 */
                            id: number;
                            first_seen: string;
                            last_seen: string;
                            is_new: boolean;
                            price_changed: {
                                old_price_ls: number | null;
                                old_period: ("day" | "week" | "month") | null;
                                new_price_ls: number | null;
                                new_period: ("day" | "week" | "month") | null;
                                changed_at: string;
                            } | null;
                        }[];
                        /** Format: int64 */
                        total: number;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvailableLand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "id": 42,
                     *       "name": "Bayside 4096",
                     *       "region": "Sunset Bay",
                     *       "size_m2": 4096,
                     *       "price_ls": 1250,
                     *       "period": "week",
                     *       "rating": 4.5,
                     *       "source": "acatech",
                     *       "url": "https://land.example.com/parcels/42",
                     *       "first_seen": "2026-11-20T10:00:00.000Z",
                     *       "last_seen": "2026-11-26T10:00:00.000Z",
                     *       "is_new": true,
                     *       "price_changed": {
                     *         "old_price_ls": 1500,
                     *         "old_period": "week",
                     *         "new_price_ls": 1250,
                     *         "new_period": "week",
                     *         "changed_at": "2026-11-25T10:00:00.000Z"
                     *       },
                     *       "status": "active",
                     *       "prices": [
                     *         {
                     *           "price_ls": 1500,
                     *           "period": "week",
                     *           "seen_at": "2026-11-20T10:00:00.000Z"
                     *         },
                     *         {
                     *           "price_ls": 1250,
                     *           "period": "week",
                     *           "seen_at": "2026-11-25T10:00:00.000Z"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": {
                        name: string | null;
                        region: string | null;
                        size_m2: number | null;
                        price_ls: number | null;
                        period: ("day" | "week" | "month") | null;
                        rating: number | null;
                        /** @enum {string} */
                        source: "acatech" | "casperlet" | "cavetech";
                        url?: string;
                        /** Format: int64 */
                        id: number;
                        first_seen: string;
                        last_seen: string;
                        is_new: boolean;
                        price_changed: {
                            old_price_ls: number | null;
                            old_period: ("day" | "week" | "month") | null;
                            new_price_ls: number | null;
                            new_period: ("day" | "week" | "month") | null;
                            changed_at: string;
                        } | null;
                        /** @enum {string} */
                        status: "active" | "gone";
                        prices: {
                            price_ls: number | null;
                            period: ("day" | "week" | "month") | null;
                            seen_at: string;
                        }[];
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listListings: {
        parameters: {
            query?: {
                show?: "all" | "new" | "price_changed" | "gone" | "hidden";
                source?: "acatech" | "casperlet" | "cavetech";
                q?: string;
                limit?: string;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            name: string | null;
                            region: string | null;
                            size_m2: number | null;
                            price_ls: number | null;
                            period: ("day" | "week" | "month") | null;
                            rating: number | null;
                            /** @enum {string} */
                            source: "acatech" | "casperlet" | "cavetech";
                            url?: string;
                            /** Format: int64 */
                            id: number;
                            first_seen: string;
                            last_seen: string;
                            is_new: boolean;
                            price_changed: {
                                old_price_ls: number | null;
                                old_period: ("day" | "week" | "month") | null;
                                new_price_ls: number | null;
                                new_period: ("day" | "week" | "month") | null;
                                changed_at: string;
                            } | null;
                            /** @enum {string} */
                            status: "active" | "gone";
                            hidden: boolean;
                            /** Format: int64 */
                            missed_runs: number;
                        }[];
                        /** Format: int64 */
                        total: number;
                        next_cursor: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string | null;
                        region: string | null;
                        size_m2: number | null;
                        price_ls: number | null;
                        period: ("day" | "week" | "month") | null;
                        rating: number | null;
                        /** @enum {string} */
                        source: "acatech" | "casperlet" | "cavetech";
                        url?: string;
                        /** Format: int64 */
                        id: number;
                        first_seen: string;
                        last_seen: string;
                        is_new: boolean;
                        price_changed: {
                            old_price_ls: number | null;
                            old_period: ("day" | "week" | "month") | null;
                            new_price_ls: number | null;
                            new_period: ("day" | "week" | "month") | null;
                            changed_at: string;
                        } | null;
                        /** @enum {string} */
                        status: "active" | "gone";
                        hidden: boolean;
                        /** Format: int64 */
                        missed_runs: number;
                        prices: {
                            price_ls: number | null;
                            period: ("day" | "week" | "month") | null;
                            seen_at: string;
                        }[];
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateListing: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hidden: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string | null;
                        region: string | null;
                        size_m2: number | null;
                        price_ls: number | null;
                        period: ("day" | "week" | "month") | null;
                        rating: number | null;
                        /** @enum {string} */
                        source: "acatech" | "casperlet" | "cavetech";
                        url?: string;
                        /** Format: int64 */
                        id: number;
                        first_seen: string;
                        last_seen: string;
                        is_new: boolean;
                        price_changed: {
                            old_price_ls: number | null;
                            old_period: ("day" | "week" | "month") | null;
                            new_price_ls: number | null;
                            new_period: ("day" | "week" | "month") | null;
                            changed_at: string;
                        } | null;
                        /** @enum {string} */
                        status: "active" | "gone";
                        hidden: boolean;
                        /** Format: int64 */
                        missed_runs: number;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSupportTeam: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uuid: string;
                        name: string | null;
                        photo_url: string | null;
                        languages: string;
                        roles: ("support" | "sales" | "manager" | "owner")[];
                        /** @enum {string} */
                        status: "online" | "offline";
                    }[];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listSupportMembers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uuid: string;
                        name: string | null;
                        photo_url: string | null;
                        email: string | null;
                        languages: string;
                        roles: ("support" | "sales" | "manager" | "owner")[];
                        is_active: boolean;
                        /** @enum {string} */
                        status: "online" | "offline";
                        last_seen: string | null;
                        /** @enum {string} */
                        profile_status: "pending" | "found" | "not_found" | "failed";
                        version?: string;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createSupportMember: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                    email?: string | null;
                    languages?: string;
                    roles?: ("support" | "sales" | "manager" | "owner")[];
                    /** @default true */
                    is_active?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uuid: string;
                        name: string | null;
                        photo_url: string | null;
                        email: string | null;
                        languages: string;
                        roles: ("support" | "sales" | "manager" | "owner")[];
                        is_active: boolean;
                        /** @enum {string} */
                        status: "online" | "offline";
                        last_seen: string | null;
                        /** @enum {string} */
                        profile_status: "pending" | "found" | "not_found" | "failed";
                        version?: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSupportMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uuid: string;
                        name: string | null;
                        photo_url: string | null;
                        email: string | null;
                        languages: string;
                        roles: ("support" | "sales" | "manager" | "owner")[];
                        is_active: boolean;
                        /** @enum {string} */
                        status: "online" | "offline";
                        last_seen: string | null;
                        /** @enum {string} */
                        profile_status: "pending" | "found" | "not_found" | "failed";
                        version?: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateSupportMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid?: string;
                    email?: string | null;
                    languages?: string;
                    roles?: ("support" | "sales" | "manager" | "owner")[];
                    is_active?: boolean;
                    id?: number;
                    version?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        uuid: string;
                        name: string | null;
                        photo_url: string | null;
                        email: string | null;
                        languages: string;
                        roles: ("support" | "sales" | "manager" | "owner")[];
                        is_active: boolean;
                        /** @enum {string} */
                        status: "online" | "offline";
                        last_seen: string | null;
                        /** @enum {string} */
                        profile_status: "pending" | "found" | "not_found" | "failed";
                        version?: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSupportMember: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    reportSupportStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uuid: string;
                    /** @enum {string} */
                    status: "online" | "offline";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uuid: string;
                        /** @enum {string} */
                        status: "online" | "offline";
                        last_seen: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Missing or wrong X-Inworld-Secret header, or an API token that is not valid */
            401: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The API token lacks the scope support:status */
            403: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description In-world status reporting is off (INWORLD_SECRET is not set), or no member has this avatar key */
            404: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests from this address (or too many failed attempts): wait the seconds Retry-After gives */
            429: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    /** @description Requests one address may send to this route a minute */
                    "X-RateLimit-Limit"?: number;
                    /** @description Requests left in the current minute */
                    "X-RateLimit-Remaining"?: number;
                    /** @description Seconds until the count starts again */
                    "X-RateLimit-Reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadBannerImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One image file of at most UPLOAD_MAX_MB (10 MB here), its type proven by its bytes
                     */
                    image: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        filePath: string;
                        filename: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBannerImage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                filename: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    exportContent: {
        parameters: {
            query?: {
                emails?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        format: "land-office-content/1";
                        exported_at: string;
                        blog_posts: {
                            title: string;
                            slug: string;
                            excerpt: string | null;
                            content: string;
                            image_url: string | null;
                            published: boolean;
                            publish_at: string | null;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                            updated_at?: string;
                        }[];
                        pages: {
                            title: string;
                            slug: string;
                            content: string;
                            published: boolean;
                            publish_at: string | null;
                            meta_title: string | null;
                            meta_description: string | null;
                            og_image_url: string | null;
                            canonical_url: string | null;
                            noindex: boolean;
                            updated_at?: string;
                        }[];
                        menu_items: {
                            label: string;
                            url: string;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            updated_at?: string;
                        }[];
                        services: {
                            title: string;
                            description: string;
                            icon: string;
                            link_url: string | null;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        }[];
                        heroes: {
                            title: string;
                            title_color: string;
                            description: string;
                            button_text: string;
                            button_url: string;
                            button_color: string;
                            is_external: boolean;
                            open_new_tab: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        }[];
                        banners: {
                            title: string | null;
                            image_url: string;
                            alt_text: string;
                            link_url: string | null;
                            is_external: boolean;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        }[];
                        faqs: {
                            question: string;
                            answer: string;
                            category: string | null;
                            is_active: boolean;
                            /** Format: int64 */
                            order_pos: number;
                            active_from: string | null;
                            active_until: string | null;
                            updated_at?: string;
                        }[];
                        support_members: {
                            uuid: string;
                            languages: string;
                            roles: ("support" | "sales" | "manager" | "owner")[];
                            is_active: boolean;
                            email?: string | null;
                        }[];
                        settings: {
                            [key: string]: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previewContentImport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format: "land-office-content/1";
                    exported_at?: string;
                    blog_posts?: {
                        title: string;
                        slug: string;
                        excerpt?: string | null;
                        content: string;
                        image_url?: string | null;
                        /** @default false */
                        published?: boolean;
                        publish_at?: (string | "") | null;
                        meta_title?: string | null;
                        meta_description?: string | null;
                        og_image_url?: string | null;
                        canonical_url?: string | null;
                        /** @default false */
                        noindex?: boolean;
                    }[];
                    pages?: {
                        title: string;
                        slug: string;
                        content: string;
                        /** @default false */
                        published?: boolean;
                        publish_at?: (string | "") | null;
                        meta_title?: string | null;
                        meta_description?: string | null;
                        og_image_url?: string | null;
                        canonical_url?: string | null;
                        /** @default false */
                        noindex?: boolean;
                    }[];
                    menu_items?: {
                        label: string;
                        url: string;
                        /** @default false */
                        is_external?: boolean;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                    }[];
                    services?: {
                        title: string;
                        description: string;
                        icon: string;
                        link_url?: string | null;
                        /** @default false */
                        is_external?: boolean;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                        active_from?: (string | "") | null;
                        active_until?: (string | "") | null;
                    }[];
                    heroes?: {
                        title: string;
                        title_color?: string;
                        description: string;
                        button_text: string;
                        button_url: string;
                        button_color?: string;
                        /** @default false */
                        is_external?: boolean;
                        /** @default false */
                        open_new_tab?: boolean;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                        active_from?: (string | "") | null;
                        active_until?: (string | "") | null;
                    }[];
                    banners?: {
                        title?: string | null;
                        /** @default  */
                        image_url?: string;
                        /** @default  */
                        alt_text?: string;
                        link_url?: string | null;
                        /** @default false */
                        is_external?: boolean;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                        active_from?: (string | "") | null;
                        active_until?: (string | "") | null;
                    }[];
                    faqs?: {
                        question: string;
                        answer: string;
                        category?: string | null;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                        active_from?: (string | "") | null;
                        active_until?: (string | "") | null;
                    }[];
                    support_members?: {
                        uuid: string;
                        email?: string | null;
                        languages?: string;
                        roles?: ("support" | "sales" | "manager" | "owner")[];
                        /** @default true */
                        is_active?: boolean;
                    }[];
                    settings?: {
                        site?: {
                            site_title?: string;
                            site_description?: string;
                            site_keywords?: string;
                            footer_text?: string;
                            contact_email?: string | null;
                            social_links?: {
                                [key: string]: string;
                            };
                            google_analytics?: string | null;
                            facebook_pixel?: string | null;
                            /** @enum {string} */
                            default_theme?: "light" | "dark";
                            header_fixed?: boolean;
                            /** @enum {string} */
                            site_language?: "en" | "pt-BR";
                            id?: unknown;
                            created_at?: unknown;
                            updated_at?: unknown;
                            version?: string;
                        };
                        header?: {
                            logo_light_url?: string;
                            logo_dark_url?: string;
                            logo_alt?: string;
                            logo_width?: number;
                            logo_height?: number;
                            site_name?: string;
                            show_site_name?: boolean;
                            id?: unknown;
                            created_at?: unknown;
                            updated_at?: unknown;
                            version?: string;
                        };
                        header_button?: {
                            text?: string;
                            url?: string;
                            color_light?: string;
                            color_dark?: string;
                            show_icon?: boolean;
                            open_new_tab?: boolean;
                            is_active?: boolean;
                            id?: unknown;
                            created_at?: unknown;
                            updated_at?: unknown;
                            version?: string;
                        };
                        available_land_page?: {
                            page_title?: string;
                            page_subtitle?: string;
                            /** @enum {string} */
                            default_view?: "grid" | "list";
                            show_search_card?: boolean;
                            is_active?: boolean;
                            id?: unknown;
                            created_at?: unknown;
                            updated_at?: unknown;
                            version?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sections: {
                            /** @enum {string} */
                            section: "blog_posts" | "pages" | "menu_items" | "services" | "heroes" | "banners" | "faqs" | "support_members" | "settings";
                            create: string[];
                            replace: string[];
                        }[];
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    importContent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    format: "land-office-content/1";
                    exported_at?: string;
                    blog_posts?: {
                        title: string;
                        slug: string;
                        excerpt?: string | null;
                        content: string;
                        image_url?: string | null;
                        /** @default false */
                        published?: boolean;
                        publish_at?: (string | "") | null;
                        meta_title?: string | null;
                        meta_description?: string | null;
                        og_image_url?: string | null;
                        canonical_url?: string | null;
                        /** @default false */
                        noindex?: boolean;
                    }[];
                    pages?: {
                        title: string;
                        slug: string;
                        content: string;
                        /** @default false */
                        published?: boolean;
                        publish_at?: (string | "") | null;
                        meta_title?: string | null;
                        meta_description?: string | null;
                        og_image_url?: string | null;
                        canonical_url?: string | null;
                        /** @default false */
                        noindex?: boolean;
                    }[];
                    menu_items?: {
                        label: string;
                        url: string;
                        /** @default false */
                        is_external?: boolean;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                    }[];
                    services?: {
                        title: string;
                        description: string;
                        icon: string;
                        link_url?: string | null;
                        /** @default false */
                        is_external?: boolean;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                        active_from?: (string | "") | null;
                        active_until?: (string | "") | null;
                    }[];
                    heroes?: {
                        title: string;
                        title_color?: string;
                        description: string;
                        button_text: string;
                        button_url: string;
                        button_color?: string;
                        /** @default false */
                        is_external?: boolean;
                        /** @default false */
                        open_new_tab?: boolean;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                        active_from?: (string | "") | null;
                        active_until?: (string | "") | null;
                    }[];
                    banners?: {
                        title?: string | null;
                        /** @default  */
                        image_url?: string;
                        /** @default  */
                        alt_text?: string;
                        link_url?: string | null;
                        /** @default false */
                        is_external?: boolean;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                        active_from?: (string | "") | null;
                        active_until?: (string | "") | null;
                    }[];
                    faqs?: {
                        question: string;
                        answer: string;
                        category?: string | null;
                        /** @default true */
                        is_active?: boolean;
                        /** Format: int32 */
                        order_pos?: number;
                        active_from?: (string | "") | null;
                        active_until?: (string | "") | null;
                    }[];
                    support_members?: {
                        uuid: string;
                        email?: string | null;
                        languages?: string;
                        roles?: ("support" | "sales" | "manager" | "owner")[];
                        /** @default true */
                        is_active?: boolean;
                    }[];
                    settings?: {
                        site?: {
                            site_title?: string;
                            site_description?: string;
                            site_keywords?: string;
                            footer_text?: string;
                            contact_email?: string | null;
                            social_links?: {
                                [key: string]: string;
                            };
                            google_analytics?: string | null;
                            facebook_pixel?: string | null;
                            /** @enum {string} */
                            default_theme?: "light" | "dark";
                            header_fixed?: boolean;
                            /** @enum {string} */
                            site_language?: "en" | "pt-BR";
                            id?: unknown;
                            created_at?: unknown;
                            updated_at?: unknown;
                            version?: string;
                        };
                        header?: {
                            logo_light_url?: string;
                            logo_dark_url?: string;
                            logo_alt?: string;
                            logo_width?: number;
                            logo_height?: number;
                            site_name?: string;
                            show_site_name?: boolean;
                            id?: unknown;
                            created_at?: unknown;
                            updated_at?: unknown;
                            version?: string;
                        };
                        header_button?: {
                            text?: string;
                            url?: string;
                            color_light?: string;
                            color_dark?: string;
                            show_icon?: boolean;
                            open_new_tab?: boolean;
                            is_active?: boolean;
                            id?: unknown;
                            created_at?: unknown;
                            updated_at?: unknown;
                            version?: string;
                        };
                        available_land_page?: {
                            page_title?: string;
                            page_subtitle?: string;
                            /** @enum {string} */
                            default_view?: "grid" | "list";
                            show_search_card?: boolean;
                            is_active?: boolean;
                            id?: unknown;
                            created_at?: unknown;
                            updated_at?: unknown;
                            version?: string;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sections: {
                            /** @enum {string} */
                            section: "blog_posts" | "pages" | "menu_items" | "services" | "heroes" | "banners" | "faqs" | "support_members" | "settings";
                            create: string[];
                            replace: string[];
                        }[];
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listRevisions: {
        parameters: {
            query?: {
                resource?: string;
                id?: string;
                limit?: number;
                before?: number;
                autosave?: "0" | "1";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revisions: {
                            id: number;
                            resource: string;
                            resource_id: string;
                            /** @enum {string} */
                            action: "create" | "update" | "toggle" | "reorder" | "delete" | "restore" | "save" | "autosave" | "baseline";
                            at: string;
                            user_id: number | null;
                            display_name: string | null;
                            summary: string;
                        }[];
                        next_before: number | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        resource: string;
                        resource_id: string;
                        /** @enum {string} */
                        action: "create" | "update" | "toggle" | "reorder" | "delete" | "restore" | "save" | "autosave" | "baseline";
                        at: string;
                        user_id: number | null;
                        display_name: string | null;
                        summary: string;
                        data: {
                            [key: string]: unknown;
                        };
                        previous: {
                            [key: string]: unknown;
                        } | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreRevision: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resource: string;
                        resource_id: string;
                        data: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    autosaveDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    resource: "blog";
                    /** Format: int64 */
                    id: number;
                    data: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revision: {
                            id: number;
                            resource: string;
                            resource_id: string;
                            /** @enum {string} */
                            action: "create" | "update" | "toggle" | "reorder" | "delete" | "restore" | "save" | "autosave" | "baseline";
                            at: string;
                            user_id: number | null;
                            display_name: string | null;
                            summary: string;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listTrash: {
        parameters: {
            query?: {
                resource?: string;
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            resource: string;
                            id: number;
                            title: string;
                            deleted_at: string;
                            deleted_by: string | null;
                            purge_at: string;
                        }[];
                        resources: string[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    emptyTrash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deleted: number;
                    };
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    restoreFromTrash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    purgeFromTrash: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                resource: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createPreviewLink: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    resource: string;
                    /** Format: int64 */
                    id: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expires_at: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getPreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        resource: string;
                        id: number;
                        expires_at: string;
                        record: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getRssFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RSS 2.0 feed of the latest posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/rss+xml": string;
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAtomFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Atom 1.0 feed of the latest posts */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/atom+xml": string;
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSitemap: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sitemap of the public site */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": string;
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listMedia: {
        parameters: {
            query?: {
                q?: string;
                type?: string;
                unused?: "0" | "1";
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            file_name: string;
                            url: string;
                            mime: string;
                            bytes: number;
                            width: number;
                            height: number;
                            alt_text: string;
                            sha256: string;
                            created_by: number | null;
                            created_by_name: string | null;
                            created_at: string;
                            variants: {
                                url: string;
                                width: number;
                                /** @enum {string} */
                                format: "webp" | "avif";
                            }[];
                            used_by: {
                                resource: string;
                                id: number | string;
                                title: string;
                                field: string;
                                trashed: boolean;
                            }[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    uploadMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description One image file of at most UPLOAD_MAX_MB (10 MB here), its type proven by its bytes
                     */
                    file: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            id: number;
                            file_name: string;
                            url: string;
                            mime: string;
                            bytes: number;
                            width: number;
                            height: number;
                            alt_text: string;
                            sha256: string;
                            created_by: number | null;
                            created_by_name: string | null;
                            created_at: string;
                            variants: {
                                url: string;
                                width: number;
                                /** @enum {string} */
                                format: "webp" | "avif";
                            }[];
                            used_by: {
                                resource: string;
                                id: number | string;
                                title: string;
                                field: string;
                                trashed: boolean;
                            }[];
                        };
                        reused: boolean;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    alt_text: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        item: {
                            id: number;
                            file_name: string;
                            url: string;
                            mime: string;
                            bytes: number;
                            width: number;
                            height: number;
                            alt_text: string;
                            sha256: string;
                            created_by: number | null;
                            created_by_name: string | null;
                            created_at: string;
                            variants: {
                                url: string;
                                width: number;
                                /** @enum {string} */
                                format: "webp" | "avif";
                            }[];
                            used_by: {
                                resource: string;
                                id: number | string;
                                title: string;
                                field: string;
                                trashed: boolean;
                            }[];
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMedia: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("listing.new" | "listing.gone" | "listing.price_changed" | "scrape.failed" | "blog.published" | "support.status_changed")[];
                        /** @enum {string} */
                        format: "standard" | "discord";
                        enabled: boolean;
                        disabled_at: string | null;
                        consecutive_failures: number;
                        last_delivery: {
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            at: string;
                        } | null;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    /** @default  */
                    description?: string;
                    events: ("listing.new" | "listing.gone" | "listing.price_changed" | "scrape.failed" | "blog.published" | "support.status_changed")[];
                    /**
                     * @default standard
                     * @enum {string}
                     */
                    format?: "standard" | "discord";
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: {
                            id: number;
                            url: string;
                            description: string;
                            events: ("listing.new" | "listing.gone" | "listing.price_changed" | "scrape.failed" | "blog.published" | "support.status_changed")[];
                            /** @enum {string} */
                            format: "standard" | "discord";
                            enabled: boolean;
                            disabled_at: string | null;
                            consecutive_failures: number;
                            last_delivery: {
                                /** @enum {string} */
                                state: "pending" | "succeeded" | "failed";
                                at: string;
                            } | null;
                            created_at: string;
                            updated_at: string;
                        };
                        secret: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    description?: string;
                    events?: ("listing.new" | "listing.gone" | "listing.price_changed" | "scrape.failed" | "blog.published" | "support.status_changed")[];
                    /** @enum {string} */
                    format?: "standard" | "discord";
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("listing.new" | "listing.gone" | "listing.price_changed" | "scrape.failed" | "blog.published" | "support.status_changed")[];
                        /** @enum {string} */
                        format: "standard" | "discord";
                        enabled: boolean;
                        disabled_at: string | null;
                        consecutive_failures: number;
                        last_delivery: {
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            at: string;
                        } | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: number;
                            message_id: string;
                            event_type: string;
                            event_count: number;
                            events: {
                                type: string;
                                count: number;
                            }[];
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            created_at: string;
                            next_attempt_at: string | null;
                            attempts: {
                                at: string;
                                status_code: number | null;
                                duration_ms: number;
                                response_excerpt: string;
                                /** @enum {string} */
                                outcome: "succeeded" | "failed" | "rate_limited";
                            }[];
                        }[];
                        next_cursor: string | null;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            id: number;
                            message_id: string;
                            event_type: string;
                            event_count: number;
                            events: {
                                type: string;
                                count: number;
                            }[];
                            /** @enum {string} */
                            state: "pending" | "succeeded" | "failed";
                            created_at: string;
                            next_attempt_at: string | null;
                            attempts: {
                                at: string;
                                status_code: number | null;
                                duration_ms: number;
                                response_excerpt: string;
                                /** @enum {string} */
                                outcome: "succeeded" | "failed" | "rate_limited";
                            }[];
                        };
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listApiTokens: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        scopes: ("blog:read" | "blog:write" | "pages:read" | "pages:write" | "menus:read" | "menus:write" | "services:read" | "services:write" | "heroes:read" | "heroes:write" | "banners:read" | "banners:write" | "faq:read" | "faq:write" | "support:read" | "support:write" | "settings:read" | "settings:write" | "listings:read" | "listings:write" | "webhooks:read" | "webhooks:write" | "media:read" | "media:write" | "support:status")[];
                        allowed_addresses: string[];
                        expires_at: string | null;
                        created_at: string;
                        created_by: string | null;
                        last_used_at: string | null;
                        last_used_ip: string | null;
                    }[];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    createApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("blog:read" | "blog:write" | "pages:read" | "pages:write" | "menus:read" | "menus:write" | "services:read" | "services:write" | "heroes:read" | "heroes:write" | "banners:read" | "banners:write" | "faq:read" | "faq:write" | "support:read" | "support:write" | "settings:read" | "settings:write" | "listings:read" | "listings:write" | "webhooks:read" | "webhooks:write" | "media:read" | "media:write" | "support:status")[];
                    expires_at?: (string | "") | null;
                    /** @default [] */
                    allowed_addresses?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        scopes: ("blog:read" | "blog:write" | "pages:read" | "pages:write" | "menus:read" | "menus:write" | "services:read" | "services:write" | "heroes:read" | "heroes:write" | "banners:read" | "banners:write" | "faq:read" | "faq:write" | "support:read" | "support:write" | "settings:read" | "settings:write" | "listings:read" | "listings:write" | "webhooks:read" | "webhooks:write" | "media:read" | "media:write" | "support:status")[];
                        allowed_addresses: string[];
                        expires_at: string | null;
                        created_at: string;
                        created_by: string | null;
                        last_used_at: string | null;
                        last_used_ip: string | null;
                        token: string;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The write repeats a unique key (a slug, an avatar key…) */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The body or upload is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Unsupported content type (or, for uploads, file type) */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    revokeApiToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        ok: true;
                    };
                };
            };
            /** @description The request failed validation */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid bearer token (a live session, or an API token that is not revoked or expired) */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user's role may not do this, or the API token lacks the scope it needs (or this route takes no API token) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No such record */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An unexpected error: logged on the server, answered without details */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not available now: the server is busy, a temporary fault (database unreachable…), or a setting the server needs is missing (the message names it); try again after Retry-After */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
