import { boolType, type MigrationDb, notNull, withId } from './helpers.js';

/**
 * Two-factor sign-in: a TOTP secret per user (confirmed once enabled; the last time step used, so
 * a code works once), hashed recovery codes, passkeys (WebAuthn credentials), the short-lived
 * challenges between a password and its second factor (and of passkey ceremonies), whether the
 * owner requires a second factor of everyone, and sessions that must enrol one before anything else.
 */
export async function up(db: MigrationDb) {
  await db.schema.alterTable('users').addColumn('totp_secret', 'varchar(64)').execute();
  await db.schema.alterTable('users').addColumn('totp_enabled_at', 'varchar(32)').execute();
  await db.schema.alterTable('users').addColumn('totp_last_step', 'integer').execute();
  await db.schema
    .alterTable('sessions')
    .addColumn('must_enrol', boolType(db), (c) => c.notNull().defaultTo(false))
    .execute();

  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', notNull)
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('recovery_codes_user').on('recovery_codes').column('user_id').execute();

  await withId(db, db.schema.createTable('passkeys'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', notNull)
    .addColumn('counter', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('transports', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('name', 'varchar(100)', notNull)
    .addColumn('created_at', 'varchar(32)', notNull)
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('passkeys_user').on('passkeys').column('user_id').execute();

  await withId(db, db.schema.createTable('auth_challenges'))
    // mfa (a password passed, a second factor owed) | passkey-login | passkey-register
    .addColumn('kind', 'varchar(24)', notNull)
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // The WebAuthn challenge the browser must sign, when one was asked for.
    .addColumn('challenge', 'varchar(200)')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', 'varchar(32)', notNull)
    .execute();
  await db.schema.createIndex('auth_challenges_expiry').on('auth_challenges').column('expires_at').execute();

  await db.schema
    .createTable('security_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('require_two_factor', boolType(db), (c) => c.notNull().defaultTo(false))
    .addColumn('updated_at', 'varchar(32)', notNull)
    .execute();
}
