import '@testing-library/jest-dom/vitest';
import { Blob, File } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { currentLanguage, loadEveryNamespace, setLanguage } from '../i18n';
import { forgetRequests, server } from './msw';

// jsdom's FormData, File and Blob are not what Node's fetch (which MSW intercepts) can send: an
// uploaded file would arrive named "blob" and empty. Node's own are what a browser's are to its fetch.
const NodeFormData = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
Object.assign(globalThis, { Blob, File, FormData: NodeFormData });

const unanswered: string[] = [];
server.events.on('request:unhandled', ({ request }) => unanswered.push(`${request.method} ${request.url}`));

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await loadEveryNamespace();
});
afterEach(() => {
  cleanup();
  // Each test starts in the spec's default language, with nothing kept in the browser.
  if (currentLanguage() !== 'default') setLanguage('default');
  localStorage.clear();
  server.resetHandlers();
  forgetRequests();
  // A screen that asked for something its test did not declare fails that test, not silently.
  const asked = unanswered.splice(0);
  if (asked.length) throw new Error(`No handler answered: ${asked.join(', ')}`);
});
afterAll(() => server.close());
