import { type SupportLanguage, type SupportMember, supportLanguages } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';
import { StatusToggle } from '../../components/status-toggle';
import { currentLocale } from '../../i18n';
import { timeAgo } from '../../lib/relative-time';

interface SupportMemberRowProps {
  member: SupportMember;
  onToggle: () => void;
  toggling: boolean;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** The date and time in full, in the admin's language. */
const fullDate = (iso: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The name a row is known by: the display name, or the first 8 characters of the uuid. */
export const memberLabel = (member: SupportMember) => member.name ?? member.uuid.slice(0, 8);

function Avatar({ member }: { member: SupportMember }) {
  if (member.photo_url)
    return (
      <img
        src={member.photo_url}
        // The name sits beside it: the photo adds nothing a screen reader needs.
        alt=""
        data-testid="photo"
        loading="lazy"
        className="h-12 w-16 rounded object-cover"
      />
    );
  const pending = member.profile_status === 'pending';
  return (
    <div
      className={`flex h-12 w-16 items-center justify-center rounded bg-slate-200 text-sm font-semibold text-slate-600 ${pending ? 'animate-pulse' : ''}`}
      data-testid="photo-placeholder"
      aria-hidden="true"
    >
      {member.name ? member.name.slice(0, 1).toUpperCase() : '?'}
    </div>
  );
}

function Name({ member }: { member: SupportMember }) {
  const { t } = useTranslation(['support', 'common']);
  if (member.name)
    return (
      <span className="font-medium" data-user-content>
        {member.name}
      </span>
    );
  const status = member.profile_status === 'found' ? 'not_found' : member.profile_status;
  return <span className="italic text-slate-600">{t(`lookup.${status}`)}</span>;
}

function Presence({ member }: { member: SupportMember }) {
  const { t } = useTranslation(['support', 'common']);
  const online = member.status === 'online';
  return (
    <div>
      <span
        className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-semibold ${online ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
      >
        <span className={`h-2 w-2 rounded-full ${online ? 'bg-emerald-500' : 'bg-slate-400'}`} />
        {online ? t('online') : t('offline')}
      </span>
      <div className="mt-1 text-xs text-slate-600">
        {member.last_seen ? (
          <>
            {`${online ? t('reported') : t('lastSeen')} `}
            <time dateTime={member.last_seen} title={fullDate(member.last_seen)}>
              {timeAgo(member.last_seen)}
            </time>
          </>
        ) : (
          t('neverSeen')
        )}
      </div>
    </div>
  );
}

/** One member of the roster (spec §2): photo, name, uuid, e-mail, languages, roles, presence, active. */
export function SupportMemberRow({
  member,
  onToggle,
  toggling,
  onEdit,
  onDelete,
  deleting,
}: SupportMemberRowProps) {
  const { t } = useTranslation(['support', 'common']);
  const label = memberLabel(member);
  const languages = member.languages ? member.languages.split(',') : [];
  const languageName = (code: string) =>
    code in supportLanguages ? t(`languages.${code as SupportLanguage}`) : code;
  return (
    <tr
      className={`border-t border-slate-100 align-middle ${member.is_active ? '' : 'opacity-50'}`}
      data-member-id={member.id}
      data-inactive={member.is_active ? undefined : ''}
    >
      <td className="px-3 py-2">
        <Avatar member={member} />
      </td>
      <td className="px-3 py-2">
        <Name member={member} />
      </td>
      <td className="px-3 py-2 font-mono text-xs text-slate-600" title={member.uuid}>
        {member.uuid.slice(0, 8)}
      </td>
      <td className="px-3 py-2">
        {member.email ? (
          <span data-user-content>{member.email}</span>
        ) : (
          <span className="text-slate-600">{t('noEmail')}</span>
        )}
      </td>
      <td className="px-3 py-2">{languages.length ? languages.map(languageName).join(', ') : t('none')}</td>
      <td className="px-3 py-2 capitalize">
        {member.roles.length ? member.roles.map((role) => t(`roles.${role}`)).join(', ') : t('none')}
      </td>
      <td className="px-3 py-2">
        <Presence member={member} />
      </td>
      <td className="px-3 py-2">
        <StatusToggle on={member.is_active} onToggle={onToggle} disabled={toggling} />
      </td>
      <td className="whitespace-nowrap px-3 py-2 text-right">
        <button
          type="button"
          className="mr-3 text-sm font-medium text-blue-700 hover:underline"
          onClick={onEdit}
        >
          {t('common:edit')}
          <span className="sr-only" data-user-content>
            {' '}
            {label}
          </span>
        </button>
        <button type="button" className={buttonClass.danger} disabled={deleting} onClick={onDelete}>
          {t('common:delete')}
          <span className="sr-only" data-user-content>
            {' '}
            {label}
          </span>
        </button>
      </td>
    </tr>
  );
}
