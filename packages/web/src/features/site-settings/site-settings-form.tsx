import type { SiteLanguage, SiteSettings } from '@land-office/contract';
import { type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { SettingsSection } from '../../components/settings-section';
import { reportSaveError } from '../../lib/save-error';
import { useFlash } from '../../lib/use-flash';
import { useSaveConflict } from '../../lib/use-save-conflict';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useUpdateSiteSettings } from './api/update-site-settings';
import { useSiteSettingsLabels } from './labels';

interface Values {
  site_title: string;
  site_description: string;
  site_keywords: string;
  default_theme: SiteSettings['default_theme'];
  header_behaviour: 'scrollable' | 'fixed';
  site_language: SiteLanguage;
  contact_email: string;
  footer_text: string;
  google_analytics: string;
  facebook_pixel: string;
}

const toValues = (s: SiteSettings): Values => ({
  site_title: s.site_title,
  site_description: s.site_description,
  site_keywords: s.site_keywords,
  default_theme: s.default_theme,
  header_behaviour: s.header_fixed ? 'fixed' : 'scrollable',
  site_language: s.site_language,
  contact_email: s.contact_email ?? '',
  footer_text: s.footer_text,
  google_analytics: s.google_analytics ?? '',
  facebook_pixel: s.facebook_pixel ?? '',
});

// Each language is named in itself, whatever the admin's language is.
const siteLanguageNames: Record<SiteLanguage, string> = { en: 'English', 'pt-BR': 'Português (Brasil)' };

const FIELDS: readonly FieldPath<Values>[] = [
  'site_title',
  'site_description',
  'site_keywords',
  'default_theme',
  'site_language',
  'contact_email',
  'footer_text',
  'google_analytics',
  'facebook_pixel',
];

/**
 * Spec §2 Site Settings: three sections and one Save Settings button. The server checks every
 * rule (the contract's), and a refused field shows beside itself and in the banner. `settings`
 * carry the version they were read at: a change saved since by someone else opens the conflict dialog.
 */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(['siteSettings', 'common']);
  const update = useUpdateSiteSettings();
  const { flash, show } = useFlash();
  const form = useForm<Values>({ defaultValues: toValues(settings) });
  const { register, handleSubmit, formState, reset, setError } = form;
  useUnsavedChanges(formState.isDirty);
  const { header_fixed: headerBehaviour, ...labels } = useSiteSettingsLabels();
  const conflict = useSaveConflict(form, {
    record: settings,
    labels: { ...labels, header_behaviour: headerBehaviour },
    // Their settings as this form holds them (the Header Behaviour select for `header_fixed`).
    toValues: (current) => toValues(current as SiteSettings),
    resend: () => save(),
  });

  const save = handleSubmit(async (values) => {
    const { header_behaviour, ...rest } = values;
    try {
      const saved = await update.mutateAsync({
        body: { ...rest, header_fixed: header_behaviour === 'fixed' },
        version: conflict.version(),
      });
      conflict.saved(saved);
      reset(toValues(saved));
      show(t('saved'));
    } catch (error) {
      if (conflict.caught(error, values)) return;
      reportSaveError(
        error,
        { failed: t('saveFailed'), network: t('saveError') },
        { show, setError, fields: FIELDS, rename: { header_fixed: 'header_behaviour' } },
      );
    }
  });
  const errors = formState.errors;
  const busy = formState.isSubmitting;

  return (
    <form onSubmit={save} noValidate className="max-w-3xl space-y-5">
      <FlashBanner flash={flash} />
      {conflict.dialog}
      <SettingsSection title={t('sections.basic')}>
        <Field label={t('fields.siteTitle')} error={errors.site_title?.message}>
          <input {...register('site_title')} className={inputClass} />
        </Field>
        <Field label={t('fields.siteDescription')} error={errors.site_description?.message}>
          <textarea {...register('site_description')} rows={3} className={inputClass} />
        </Field>
        <Field
          label={t('fields.keywords')}
          hint={t('fields.keywordsHint')}
          error={errors.site_keywords?.message}
        >
          <input {...register('site_keywords')} className={inputClass} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('fields.defaultTheme')} error={errors.default_theme?.message}>
            <select {...register('default_theme')} className={inputClass}>
              <option value="light">{t('themes.light')}</option>
              <option value="dark">{t('themes.dark')}</option>
            </select>
          </Field>
          <Field label={t('fields.headerBehaviour')} error={errors.header_behaviour?.message}>
            <select {...register('header_behaviour')} className={inputClass}>
              <option value="scrollable">{t('headerBehaviours.scrollable')}</option>
              <option value="fixed">{t('headerBehaviours.fixed')}</option>
            </select>
          </Field>
          <Field
            label={t('fields.siteLanguage')}
            hint={t('fields.siteLanguageHint')}
            error={errors.site_language?.message}
          >
            <select {...register('site_language')} className={inputClass}>
              {Object.entries(siteLanguageNames).map(([language, name]) => (
                <option key={language} value={language} lang={language}>
                  {name}
                </option>
              ))}
            </select>
          </Field>
        </div>
      </SettingsSection>
      <SettingsSection title={t('sections.contact')}>
        <Field label={t('fields.contactEmail')} error={errors.contact_email?.message}>
          <input type="email" {...register('contact_email')} className={inputClass} />
        </Field>
        <Field label={t('fields.footerText')} error={errors.footer_text?.message}>
          <textarea {...register('footer_text')} rows={2} className={inputClass} />
        </Field>
      </SettingsSection>
      <SettingsSection title={t('sections.analytics')}>
        <Field
          label={t('fields.googleAnalytics')}
          hint={t('fields.googleAnalyticsHint')}
          error={errors.google_analytics?.message}
        >
          <input {...register('google_analytics')} className={inputClass} />
        </Field>
        <Field label={t('fields.facebookPixel')} error={errors.facebook_pixel?.message}>
          <input {...register('facebook_pixel')} className={inputClass} />
        </Field>
      </SettingsSection>
      <button type="submit" disabled={busy} className={buttonClass.primary}>
        {busy ? t('common:settings.saving') : t('common:settings.save')}
      </button>
    </form>
  );
}
