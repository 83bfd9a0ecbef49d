import { availableLandMessages, landScraperMessages } from '@land-office/contract';

/**
 * The land namespace, in English (the spec's texts where it quotes them): Available Land
 * Settings, its Page Settings and Data Sources tabs, the scraper's runs and results.
 */
export const land = {
  tabs: {
    label: 'Available Land Settings',
    pageSettings: 'Page Settings',
    dataSources: 'Data Sources',
  },
  page: {
    title: 'Page Title',
    subtitle: 'Page Subtitle',
    defaultView: 'Default View',
    grid: 'Grid (card layout)',
    list: 'List (table layout)',
    showSearch: 'Show search filters',
    save: 'Save Page Settings',
    saved: availableLandMessages.saved,
    saveError: availableLandMessages.saveError,
  },
  sources: {
    legend: 'Scraping source',
    cheerio: 'Static · fast',
    puppeteer: 'Dynamic · slow',
    url: '{{name}} URL',
    onlySelectedSaved: "Only the selected source's URL is saved.",
    urlInvalid: 'URL must be an http(s) URL',
    urlTooLong: 'URL must be at most 2048 characters',
    save: 'Save Configuration',
    test: 'Test Scraper Now',
    running: 'Running...',
    saved: landScraperMessages.saved,
    saveError: landScraperMessages.saveError,
    runError: landScraperMessages.runError,
    /** landScraperMessages.runSuccess(count), word for word. */
    runSuccess: 'Scraper executed successfully! Found {{count}} lands.',
  },
  results: {
    label: 'Last run results',
    heading: 'Last run: {{count}} lands found',
    savedFrom: 'Saved results from {{source}}',
    savedFromLastRun: 'Saved results from the last run',
    unnamed: 'Unnamed parcel',
    noRating: 'No rating',
    /** landScraperMessages.more(count), word for word. */
    more: '... and {{count}} more properties',
  },
  progress: {
    label: 'Scraper progress',
    detail: '{{phase}} {{pages}} pages, {{count}} lands found',
    phases: {
      starting: 'Starting…',
      loading: 'Loading the source page…',
      paging: 'Reading listings…',
      saving: 'Saving results…',
      done: 'Done',
      failed: 'Failed',
    },
  },
  info: {
    label: 'How the scraper works',
    interval: 'The system auto-runs the active source every {{seconds}} seconds.',
    off: 'Automatic runs are off (the interval is 0): run the scraper with Test Scraper Now.',
    results: 'Results are saved to a JSON file and show on the frontend immediately.',
    fast: 'The fast source ({{name}}, static pages) finishes in seconds.',
    dynamic: 'The dynamic sources ({{names}}) load in a real browser and can take 30-60 seconds.',
  },
  history: {
    title: 'Recent runs',
    loading: 'Loading run history…',
    loadError: 'Error loading run history',
    empty: 'No runs yet.',
    headers: {
      finished: 'Finished',
      source: 'Source',
      trigger: 'Trigger',
      result: 'Result',
      duration: 'Duration',
    },
    manual: 'Manual',
    schedule: 'Scheduled',
    failed: 'Failed: {{error}}',
    lands_one: '{{count}} land',
    lands_other: '{{count}} lands',
  },
};
