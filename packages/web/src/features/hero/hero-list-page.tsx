import { type Hero, heroMessages } from '@land-office/contract';
import { ContentList, type ContentListTexts } from '../../components/content-list';
import { LinkBadges } from '../../components/link-badges';
import { heroApi } from './api/hero-api';

export const heroListTexts: ContentListTexts = {
  empty: 'No hero sections yet.',
  create: 'Add Hero Section',
  loadError: 'Error loading hero sections',
  updateError: 'Error updating hero section',
  deleteError: 'Error deleting hero section',
  reorderError: 'Error saving the hero order',
  deleteConfirm: heroMessages.deleteConfirm,
};

function Colour({ label, value }: { label: string; value: string }) {
  return (
    <span className="flex items-center gap-1.5 text-xs">
      <span
        className="inline-block h-4 w-4 rounded-full border border-slate-300"
        style={{ backgroundColor: value }}
        aria-hidden="true"
      />
      <span>
        {label} <span className="font-mono">{value}</span>
      </span>
    </span>
  );
}

/** /admin/hero: title, description, button, colours, Internal/External and New Tab, status (spec §2). */
export default function HeroListPage() {
  return (
    <ContentList
      resource={heroApi}
      basePath="/admin/hero"
      itemLabel={(hero: Hero) => hero.title}
      texts={heroListTexts}
      columns={[
        { header: 'Title', cell: (hero) => hero.title, className: 'px-3 py-2 font-medium' },
        {
          header: 'Description',
          cell: (hero) => <span title={hero.description}>{hero.description}</span>,
          className: 'max-w-xs truncate px-3 py-2 text-slate-600',
        },
        {
          header: 'Button',
          cell: (hero) => (
            <>
              <span className="block">{hero.button_text}</span>
              <span className="block font-mono text-xs text-slate-500">{hero.button_url}</span>
            </>
          ),
        },
        {
          header: 'Colours',
          cell: (hero) => (
            <span className="space-y-1">
              <Colour label="Title" value={hero.title_color} />
              <Colour label="Button" value={hero.button_color} />
            </span>
          ),
        },
        {
          header: 'Link',
          cell: (hero) => <LinkBadges external={hero.is_external} newTab={hero.open_new_tab} />,
          className: 'whitespace-nowrap px-3 py-2',
        },
      ]}
    />
  );
}
