import { createLandOfficeClient } from '@land-office/client';
import { sendAsSession } from './api-client';

/**
 * The typed client of the admin, on the same session: paths and answers as the API's document gives
 * them (`unwrap(landOffice.GET('/api/admin/dashboard'))`), a refusal thrown as an ApiError. A module
 * of its own, so openapi-fetch comes with the screens that use it rather than in the admin's entry.
 */
export const landOffice = createLandOfficeClient({
  baseUrl: window.location.origin,
  // The same session as every other call: its token, and a refused token's sign-in again.
  fetch: (request) => sendAsSession(request),
});
