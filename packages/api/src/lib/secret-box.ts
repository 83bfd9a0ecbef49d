import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file the key is kept in when SECRET_KEY is not set, made on first start (mode 600). */
export const KEY_FILE = 'secret.key';

const PREFIX = 'enc:v1:';

interface Key {
  /** Names the key in what it sealed (not secret: the first bytes of a hash of the key). */
  id: string;
  bytes: Buffer;
}

const keyOf = (material: string): Key => {
  // SECRET_KEY may be any long random text: its SHA-256 is the AES-256 key.
  const bytes = createHash('sha256').update(material, 'utf8').digest();
  return { id: createHash('sha256').update(bytes).digest('base64url').slice(0, 8), bytes };
};

/**
 * The key in `DATA_DIR/secret.key`: read, or made (32 random bytes, mode 600) when there is none.
 * Several servers sharing one database need the same key: SECRET_KEY, or the same file.
 */
export function keyFileMaterial(dataDir: string): string {
  const file = join(dataDir, KEY_FILE);
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process made it first: use theirs.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return readFileSync(file, 'utf8').trim();
}

export type SecretBox = ReturnType<typeof secretBox>;

/**
 * Seals the secrets kept in the database (TOTP secrets, webhook signing secrets, the preview
 * signing key) with AES-256-GCM under `current`, and opens what any of `current` and `previous`
 * sealed: a key being rotated out still opens what it sealed until the start's sweep has sealed it
 * again under the current one (secrets/sweep.ts).
 */
export function secretBox(current: string, previous: readonly string[] = []) {
  const now = keyOf(current);
  const keys = new Map([now, ...previous.map(keyOf)].map((key) => [key.id, key]));
  return {
    /** `enc:v1:<key id>:<iv>:<ciphertext and tag>`, base64url; a new IV each time. */
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', now.bytes, iv);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${PREFIX}${now.id}:${iv.toString('base64url')}:${sealed.toString('base64url')}`;
    },
    /**
     * What `stored` holds: the plain text, or `undefined` when no key here opens it (sealed by
     * another installation's key) or it was altered. A value from before encryption (no prefix)
     * is its own plain text.
     */
    open(stored: string): string | undefined {
      if (!isSealed(stored)) return stored;
      const [id = '', iv = '', body = ''] = stored.slice(PREFIX.length).split(':');
      const key = keys.get(id);
      if (!key) return undefined;
      const bytes = Buffer.from(body, 'base64url');
      if (bytes.length < 16) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key.bytes, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(bytes.subarray(bytes.length - 16));
        return Buffer.concat([
          decipher.update(bytes.subarray(0, bytes.length - 16)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        return undefined;
      }
    },
    /** Whether `stored` is sealed under the current key (else the sweep seals it again). */
    isCurrent: (stored: string) => stored.startsWith(`${PREFIX}${now.id}:`),
  };
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/**
 * This installation's box: SECRET_KEY, else DATA_DIR/secret.key (made on first start). A key file
 * left beside a SECRET_KEY still opens what it sealed, so moving to SECRET_KEY needs nothing else.
 */
export function installationBox(config: {
  dataDir: string;
  secretKey: string | undefined;
  secretKeysPrevious: readonly string[];
}): SecretBox {
  const previous = [...config.secretKeysPrevious];
  if (config.secretKey && existsSync(join(config.dataDir, KEY_FILE)))
    previous.push(keyFileMaterial(config.dataDir));
  return secretBox(config.secretKey ?? keyFileMaterial(config.dataDir), previous);
}
