/** Publishing: scheduled content, the search-engine fields, pages as menu targets, lists of pages. */
export const publishing = {
  pageLink: {
    label: 'Link to a page',
    none: 'Choose a page…',
    page: '{{title}} (/{{slug}})',
    draft: '{{title}} (/{{slug}}, not published yet)',
  },
  seo: {
    heading: 'Search engines',
    preview: 'Search result preview',
    hidden: 'Hidden from search engines: they are asked not to list it.',
    untitled: 'Untitled',
    noDescription: 'No description: search engines will pick some text themselves.',
    count: '{{count}} of {{max}} characters',
  },
  schedule: {
    zone: 'Time zone: {{zone}}',
    clear: 'Clear',
    clearField: 'Clear {{label}}',
    scheduled: 'Scheduled',
    scheduledFor: 'Scheduled · {{time}}',
    ends: 'Ends {{date}}',
    ended: 'Ended {{date}}',
  },
  status: { published: 'Published', draft: 'Draft' },
  lastChanged: 'Last changed',
};
