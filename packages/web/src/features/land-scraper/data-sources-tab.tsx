import {
  landPriceText,
  landScraperMessages,
  landSizeText,
  type ScraperConfig,
  ScraperConfigUpdate,
  type ScraperSourceId,
  scraperSourceIds,
} from '@land-office/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { FormWithHistory } from '../../components/history-disclosure';
import { LoadError } from '../../components/load-error';
import { Spinner } from '../../components/spinner';
import { currentLocale } from '../../i18n';
import { saveErrorText } from '../../lib/save-error';
import { useCan } from '../../lib/use-can';
import { useFlash } from '../../lib/use-flash';
import { useSaveConflict } from '../../lib/use-save-conflict';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useAvailableLands } from './api/get-available-lands';
import { useScraperConfig } from './api/get-config';
import { landScraperKeys } from './api/keys';
import { useRunScraper } from './api/run-scraper';
import { useSaveScraperConfig } from './api/save-config';
import { useScrapeProgress } from './api/watch-progress';
import { RunHistory } from './run-history';
import { RunResults } from './run-results';
import { ScrapeProgressBar } from './scrape-progress-bar';
import { ScraperInfoBox } from './scraper-info-box';
import { SourceOptions, type SourceUrls } from './source-options';

/** What a person calls each part of the scraper configuration, as its History names them. */
function configLabels(config: ScraperConfig, t: TFunction<['common', 'land']>): Record<string, string> {
  const labels: Record<string, string> = { activeScraper: t('land:sources.legend') };
  for (const [id, source] of Object.entries(config.sources)) {
    labels[`sources.${id}.url`] = t('land:sources.url', { name: source.name });
    labels[`sources.${id}.isActive`] = `${source.name}: ${t('active')}`;
  }
  return labels;
}

/** What the form holds: the chosen source, and every source's URL (only the chosen one's is saved). */
interface SourcesValues {
  activeScraper: ScraperSourceId;
  sources: Record<ScraperSourceId, { url: string }>;
}

const formValues = (config: ScraperConfig): SourcesValues => ({
  activeScraper: config.activeScraper,
  sources: {
    acatech: { url: config.sources.acatech.url },
    casperlet: { url: config.sources.casperlet.url },
    cavetech: { url: config.sources.cavetech.url },
  },
});

/**
 * The fields of a configuration as the conflict dialog compares them, by the names the form and
 * History give them (`activeScraper`, `sources.acatech.url`…): every source's URL, of which the
 * dialog looks at the one the save sent.
 */
const conflictFields = (config: ScraperConfig) => ({
  activeScraper: config.activeScraper,
  ...Object.fromEntries(scraperSourceIds.map((id) => [`sources.${id}.url`, config.sources[id].url])),
});

/**
 * The Data Sources tab of Available Land: pick and point a source, save, run it now; for whoever
 * may change the sources, their History under it.
 */
export function DataSourcesTab() {
  const { t } = useTranslation(['common', 'land']);
  const config = useScraperConfig();
  const { can } = useCan();
  const qc = useQueryClient();
  if (config.isPending) return <Spinner />;
  if (config.isError)
    return <LoadError text={t('settings.loadError')} error={config.error} retry={config.refetch} />;
  const labels = configLabels(config.data, t);
  if (!can('scraperSources')) return <DataSourcesForm config={config.data} labels={labels} />;
  return (
    <FormWithHistory
      resource="land-scraper"
      current={config.data}
      width=""
      labels={labels}
      reload={() => qc.invalidateQueries({ queryKey: landScraperKeys.config() })}
    >
      <DataSourcesForm config={config.data} labels={labels} />
    </FormWithHistory>
  );
}

/** `config`: as read with its version, which the save sends back (`If-Match`). */
function DataSourcesForm({ config, labels }: { config: ScraperConfig; labels: Record<string, string> }) {
  const { t } = useTranslation(['land', 'common']);
  const save = useSaveScraperConfig();
  const run = useRunScraper();
  const listing = useAvailableLands();
  const progress = useScrapeProgress(run.isPending);
  const { flash, show, clear } = useFlash();
  // An editor runs the scraper on the sources an owner chose: shown, not changeable.
  const { can } = useCan();
  const form = useForm<SourcesValues>({ defaultValues: formValues(config) });
  const { activeScraper: active, sources } = form.watch();
  const urls: SourceUrls = {
    acatech: sources.acatech.url,
    casperlet: sources.casperlet.url,
    cavetech: sources.cavetech.url,
  };
  const [urlError, setUrlError] = useState<string>();
  const busy = save.isPending || run.isPending;
  const dirty = active !== config.activeScraper || urls[active] !== config.sources[active].url;
  useUnsavedChanges(dirty);
  // Saved at the version the configuration was read at: someone else's change since opens the dialog.
  const conflict = useSaveConflict(form, {
    record: config,
    labels,
    toValues: (current) => conflictFields(current as ScraperConfig),
    resend: () => onSave(),
  });

  /** Saves the chosen source and its URL; false when it did not save. */
  const saveConfig = async (): Promise<boolean> => {
    // Read now, not from the render: a resend after the conflict dialog follows the values it took.
    const values = form.getValues();
    const activeScraper = values.activeScraper;
    const url = values.sources[activeScraper].url;
    const body = ScraperConfigUpdate.safeParse({ activeScraper, url });
    if (!body.success) {
      const tooLong = body.error.issues.some((issue) => issue.code === 'too_big');
      setUrlError(t(tooLong ? 'sources.urlTooLong' : 'sources.urlInvalid'));
      return false;
    }
    setUrlError(undefined);
    try {
      conflict.saved(await save.mutateAsync({ body: body.data, version: conflict.version() }));
      return true;
    } catch (error) {
      // What was sent, by the form's names: the source and its URL.
      if (conflict.caught(error, { activeScraper, [`sources.${activeScraper}.url`]: url })) return false;
      show(saveErrorText(error, { network: t('sources.saveError') }), { isError: true });
      return false;
    }
  };

  const onSave = async () => {
    clear();
    if (await saveConfig()) show(t('sources.saved'));
  };

  // What is tested is what is shown: unsaved choices are saved first.
  const onTest = async () => {
    clear();
    if (dirty && !(await saveConfig())) return;
    run.mutate(undefined, {
      onSuccess: (result) =>
        show(t('sources.runSuccess', { count: result.count }), {
          clearAfterMs: landScraperMessages.runSuccessClearMs,
        }),
      onError: (error) => show(saveErrorText(error, { network: t('sources.runError') }), { isError: true }),
    });
  };

  const stored = listing.data?.count ? listing.data : undefined;
  return (
    <div className="space-y-6">
      <FlashBanner flash={flash} />
      {conflict.dialog}
      <SourceOptions
        sources={config.sources}
        active={active}
        urls={urls}
        urlError={urlError}
        disabled={busy || !can('scraperSources')}
        onPick={(id) => {
          form.setValue('activeScraper', id, { shouldDirty: true });
          setUrlError(undefined);
        }}
        onUrl={(id, url) => form.setValue(`sources.${id}.url`, url, { shouldDirty: true })}
      />
      <div className="flex flex-wrap gap-3">
        {can('scraperSources') && (
          <button type="button" className={buttonClass.primary} disabled={busy} onClick={onSave}>
            {save.isPending ? t('common:saving') : t('sources.save')}
          </button>
        )}
        {can('runScraper') && (
          <button type="button" className={buttonClass.secondary} disabled={busy} onClick={onTest}>
            {run.isPending ? t('sources.running') : t('sources.test')}
          </button>
        )}
      </div>
      {run.isPending && <ScrapeProgressBar progress={progress} />}
      {run.data ? (
        <RunResults count={run.data.count} items={run.data.data} />
      ) : (
        stored && (
          <RunResults
            count={stored.count}
            items={stored.lands.map((land) => ({
              ...land,
              size: landSizeText(land.size_m2),
              price: landPriceText(land.price_ls, land.period),
            }))}
            caption={[
              stored.source
                ? t('results.savedFrom', { source: stored.source })
                : t('results.savedFromLastRun'),
              stored.ran_at && new Date(stored.ran_at).toLocaleString(currentLocale()),
            ]
              .filter(Boolean)
              .join(', ')}
          />
        )
      )}
      <ScraperInfoBox config={config} />
      <RunHistory intervalSeconds={config.intervalSeconds} />
    </div>
  );
}
