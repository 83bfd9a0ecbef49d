import type { LandOfficeClient, TokenSource } from '@land-office/client';
import type { Receiver } from '../../../api/src/test/webhook-receiver.js';

/** What the calls of one area are given: clients of the running server and its loopback neighbours. */
export interface CallContext {
  /** The test owner, signed in. */
  owner: LandOfficeClient;
  /** No token: the public routes. */
  anonymous: LandOfficeClient;
  as(token: TokenSource): LandOfficeClient;
  /** The admin's origin (PUBLIC_ADMIN_URL): passkeys are bound to it. */
  adminOrigin: string;
  /** The land source the scraper is pointed at; `page` is what it serves. */
  landSource: { url: string; page: string };
  /** A Second Life resident the profile stand-in knows. */
  resident: string;
  /** INWORLD_SECRET of the server. */
  inworldSecret: string;
  /** A webhook endpoint on loopback. */
  receiver: Receiver;
}

/** One area's calls, in the order a person would make them. */
export type Calls = (ctx: CallContext) => Promise<void>;
