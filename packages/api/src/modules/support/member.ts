import type { SupportMember, SupportRole } from '@land-office/contract';
import type { Selectable } from 'kysely';
import type { ProfileStatus, SupportMemberTable } from '../../db/schema.js';
import { contentVersion } from '../../lib/versions.js';
import type { RevisionData } from '../history/record.js';

/** A member's row, and the shapes the routes, the history and the import give it. */
export type MemberRow = Selectable<SupportMemberTable>;

export function toMember(row: MemberRow): SupportMember & { profile_status: ProfileStatus } {
  const member = {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    photo_url: row.photo_url,
    email: row.email,
    languages: row.languages,
    roles: row.roles ? (row.roles.split(',') as SupportRole[]) : [],
    is_active: row.is_active,
    status: row.status,
    last_seen: row.last_seen,
    profile_status: row.profile_status,
  };
  return { ...member, version: memberVersion(member) };
}

/** What a revision (and an import's revision) keeps of a member: what an admin edits, not the in-world status. */
export const snapshot = (row: MemberRow): RevisionData => {
  const {
    status: _status,
    last_seen: _seen,
    profile_status: _profile,
    version: _version,
    ...kept
  } = toMember(row);
  return kept;
};

/**
 * A member's version: a digest of what an admin edits. Their row also moves with every in-world
 * status report and profile lookup, which must not refuse an editor's save.
 */
export const memberVersion = (member: SupportMember) =>
  contentVersion({
    uuid: member.uuid,
    email: member.email,
    languages: member.languages,
    roles: member.roles,
    is_active: member.is_active,
  });
