import { type Hero, heroMessages } from '@land-office/contract';
import { Link } from 'react-router';
import { buttonClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { Spinner } from '../../components/spinner';
import { StatusToggle } from '../../components/status-toggle';
import { errorText } from '../../lib/api-client';
import { useFlash } from '../../lib/use-flash';
import { heroApi } from './api/hero-api';

const HEADERS = ['Title', 'Description', 'Button', 'Colours', 'Link', 'Status'];

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

/** /admin/hero: every hero section with its button, colours, link type and status (spec §2). */
export default function HeroListPage() {
  const heroes = heroApi.useList();
  const update = heroApi.useUpdate();
  const remove = heroApi.useDelete();
  const { flash, show } = useFlash();

  const failed = (fallback: string) => (error: unknown) =>
    show(errorText(error, fallback), { isError: true });
  const toggle = (hero: Hero) =>
    update.mutate(
      { id: hero.id, body: { is_active: !hero.is_active } },
      { onError: failed(heroMessages.saveError) },
    );
  const destroy = (hero: Hero) => {
    if (!window.confirm(heroMessages.deleteConfirm)) return;
    remove.mutate(hero.id, { onError: failed('Error deleting hero section') });
  };

  if (heroes.isPending) return <Spinner />;
  if (heroes.isError)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
        <p>Error loading hero sections</p>
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => heroes.refetch()}>
          Try again
        </button>
      </div>
    );

  const createLink = (
    <Link to="/admin/hero/new" className={buttonClass.primary}>
      Add Hero Section
    </Link>
  );
  return (
    <div>
      <FlashBanner flash={flash} />
      <div className="mb-4 flex items-center justify-between gap-3">
        <p className="text-sm text-slate-500">{heroes.data.length} hero sections</p>
        {createLink}
      </div>
      {heroes.data.length === 0 ? (
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          No hero sections yet.
        </div>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
          <table className="min-w-full text-sm">
            <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {HEADERS.map((header) => (
                  <th key={header} className="px-3 py-2 font-semibold">
                    {header}
                  </th>
                ))}
                <th className="px-3 py-2">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {heroes.data.map((hero) => (
                <tr key={hero.id} className="border-t border-slate-100 align-middle" data-hero-id={hero.id}>
                  <td className="px-3 py-2 font-medium">{hero.title}</td>
                  <td className="max-w-xs truncate px-3 py-2 text-slate-600" title={hero.description}>
                    {hero.description}
                  </td>
                  <td className="px-3 py-2">
                    <span className="block">{hero.button_text}</span>
                    <span className="block font-mono text-xs text-slate-500">{hero.button_url}</span>
                  </td>
                  <td className="space-y-1 px-3 py-2">
                    <Colour label="Title" value={hero.title_color} />
                    <Colour label="Button" value={hero.button_color} />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-xs">
                    <span className="rounded bg-slate-100 px-2 py-0.5">
                      {hero.is_external ? heroMessages.external : heroMessages.internal}
                    </span>
                    {hero.open_new_tab && (
                      <span className="ml-1 rounded bg-blue-50 px-2 py-0.5 text-blue-800">
                        {heroMessages.newTab}
                      </span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    <StatusToggle
                      on={hero.is_active}
                      onToggle={() => toggle(hero)}
                      disabled={update.isPending && update.variables?.id === hero.id}
                    />
                  </td>
                  <td className="whitespace-nowrap px-3 py-2 text-right">
                    <Link
                      to={`/admin/hero/edit/${hero.id}`}
                      className="mr-3 text-sm font-medium text-blue-700 hover:underline"
                    >
                      Edit<span className="sr-only"> {hero.title}</span>
                    </Link>
                    <button
                      type="button"
                      className={buttonClass.danger}
                      disabled={remove.isPending && remove.variables === hero.id}
                      onClick={() => destroy(hero)}
                    >
                      Delete<span className="sr-only"> {hero.title}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
