import type {
  BannerCreate,
  BlogPostCreate,
  HeroCreate,
  LoginResponse,
  ScraperConfigUpdate,
  ServiceCreate,
  SupportMember,
  SupportMemberCreate,
} from '@land-office/contract';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import sharp from 'sharp';

/** The administrator every test server is started with. */
export const E2E_ADMIN = { username: 'e2e-admin', password: 'e2e-password-123', email: 'e2e@example.com' };

/** The content types a test may start from nothing of; each is listed and deleted by id. */
const COLLECTIONS = {
  banner: { list: '/banner/admin', item: '/banner/admin/' },
  blog: { list: '/blog/admin', item: '/blog/admin/' },
  faq: { list: '/faq/admin', item: '/faq/admin/' },
  hero: { list: '/hero/admin', item: '/hero/admin/' },
  menu: { list: '/menu/admin', item: '/menu/admin/' },
  page: { list: '/pages/admin', item: '/pages/admin/' },
  service: { list: '/service/admin', item: '/service/admin/' },
  support: { list: '/admin/support', item: '/admin/support/' },
} as const;
export type Collection = keyof typeof COLLECTIONS;

/** A solid-colour PNG, as a person would upload. */
export const png = (width: number, height: number, background: string, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } }).png().toBuffer();

async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok())
    throw new Error(`${response.url()} answered ${response.status()}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The API as the test's own administrator session (a sign-in of its own): how a test makes the
 * data it needs before it opens a screen, and reads what a screen saved.
 */
export class AdminApi {
  private constructor(
    private readonly http: APIRequestContext,
    readonly session: LoginResponse,
  ) {}

  /** Signs in through POST /api/admin/auth/login, as the login form does. */
  static async signIn(http: APIRequestContext): Promise<AdminApi> {
    const session = await json<LoginResponse>(
      await http.post('/api/admin/auth/login', {
        data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
      }),
    );
    return new AdminApi(http, session);
  }

  private get headers() {
    return { authorization: `Bearer ${this.session.token}` };
  }

  get<T>(path: string) {
    return this.http.get(`/api${path}`, { headers: this.headers }).then(json<T>);
  }
  post<T>(path: string, data: unknown) {
    return this.http.post(`/api${path}`, { headers: this.headers, data }).then(json<T>);
  }
  put<T>(path: string, data: unknown) {
    return this.http.put(`/api${path}`, { headers: this.headers, data }).then(json<T>);
  }
  delete(path: string) {
    return this.http.delete(`/api${path}`, { headers: this.headers }).then(json<{ ok: true }>);
  }
  /** A public read, without the token. */
  publicGet<T>(path: string) {
    return this.http.get(`/api${path}`).then(json<T>);
  }

  /**
   * Deletes every record of a type for good (through the trash, which would keep slugs and uuids
   * taken), so the test starts from none (each worker has its own server).
   */
  async clear(collection: Collection) {
    const { list, item } = COLLECTIONS[collection];
    for (const { id } of await this.get<Array<{ id: number }>>(list)) await this.delete(`${item}${id}`);
    const { items } = await this.get<{ items: Array<{ id: number }> }>(`/admin/trash?resource=${collection}`);
    for (const { id } of items) await this.delete(`/admin/trash/${collection}/${id}`);
  }

  /** Uploads an image through a screen's upload route; answers the stored file's site path. */
  async upload(path: '/upload/banner' | '/upload/blog', name: string, buffer: Buffer) {
    const response = await this.http.post(`/api${path}`, {
      headers: this.headers,
      multipart: { image: { name, mimeType: 'image/png', buffer } },
    });
    return (await json<{ filePath: string }>(response)).filePath;
  }

  async createBanner(banner: Omit<BannerCreate, 'image_url'> & { colour: string }) {
    const { colour, ...fields } = banner;
    const image_url = await this.upload('/upload/banner', `${fields.title}.png`, await png(64, 24, colour));
    return (await this.post<{ banner: { id: number } }>('/banner/admin', { ...fields, image_url })).banner;
  }

  async createPost(post: BlogPostCreate) {
    return (await this.post<{ post: { id: number; slug: string } }>('/blog/admin', post)).post;
  }

  async createHero(hero: HeroCreate) {
    return (await this.post<{ hero: { id: number } }>('/hero/admin', hero)).hero;
  }

  async createService(service: ServiceCreate) {
    return (await this.post<{ service: { id: number } }>('/service/admin', service)).service;
  }

  createMember(member: SupportMemberCreate) {
    return this.post<SupportMember>('/admin/support', member);
  }

  members() {
    return this.get<SupportMember[]>('/admin/support');
  }

  saveScraperConfig(config: ScraperConfigUpdate) {
    return this.put('/land-scraper/config', config);
  }

  runScraper() {
    return this.post<unknown>('/land-scraper/run', undefined);
  }
}
