import type { PublicSupportMember } from '@land-office/contract';
import type { PageContext, PageView } from '../view.js';

/** A language code as the site's language names it (pt → Portuguese / português). */
const languageName = (code: string, language: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

export function supportPage(members: PublicSupportMember[], ctx: PageContext): PageView {
  const { t, language } = ctx;
  return {
    title: t('support'),
    canonical: '/support',
    islands: members.length ? ['support-status'] : [],
    main: (
      <section>
        <h1>{t('support')}</h1>
        <p>{t('supportIntro')}</p>
        {members.length === 0 ? <p>{t('noSupport')}</p> : null}
        <ul
          className="grid"
          style={{ listStyle: 'none', padding: 0 }}
          data-support-status="/api/support"
          data-label-online={t('online')}
          data-label-offline={t('offline')}
        >
          {members.map((member) => (
            <li key={member.id} className="card member" data-member={member.id}>
              {member.photo_url ? (
                <img src={member.photo_url} alt="" width={72} height={72} loading="lazy" />
              ) : null}
              <div>
                <h2 style={{ fontSize: '1.1rem', margin: 0 }}>{member.name ?? member.uuid}</h2>
                <p className={`status ${member.status}`} data-status="" aria-live="polite">
                  {member.status === 'online' ? t('online') : t('offline')}
                </p>
                {member.languages ? (
                  <p className="meta">
                    {t('languages')}:{' '}
                    {member.languages
                      .split(',')
                      .filter(Boolean)
                      .map((code) => languageName(code, language))
                      .join(', ')}
                  </p>
                ) : null}
                {member.roles.length ? (
                  <p className="meta">
                    {t('roles')}: {member.roles.map((role) => t(`role_${role}`)).join(', ')}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    ),
  };
}
