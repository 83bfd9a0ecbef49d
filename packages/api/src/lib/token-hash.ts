import { createHash } from 'node:crypto';

/** What is stored of a bearer secret (a session, an API token, a link): its SHA-256 in hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
