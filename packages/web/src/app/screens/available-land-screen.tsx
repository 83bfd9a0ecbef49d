import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../components/tabs';
import { PageSettingsTab } from '../../features/available-land-settings/page-settings-tab';
import { DataSourcesTab } from '../../features/land-scraper/data-sources-tab';

const tabKeys = ['page-settings', 'data-sources'] as const;
type TabKey = (typeof tabKeys)[number];

/** /admin/available-land-settings: spec §2's two tabs, Page Settings first; ?tab=data-sources
 * (where /admin/land-scrapers redirects) opens the other. */
export default function AvailableLandScreen() {
  const { t } = useTranslation('land');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: TabKey = tabKeys.find((key) => key === requested) ?? 'page-settings';
  return (
    <Tabs
      label={t('tabs.label')}
      selected={selected}
      onSelect={(key) =>
        setParams(key === 'page-settings' ? {} : { tab: key }, { replace: true, preventScrollReset: true })
      }
      tabs={[
        { key: 'page-settings', label: t('tabs.pageSettings'), panel: <PageSettingsTab /> },
        { key: 'data-sources', label: t('tabs.dataSources'), panel: <DataSourcesTab /> },
      ]}
    />
  );
}
