import type { ContentType } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../i18n';
import { contentResource } from '../lib/content-resource';
import { loadErrorText, refusalText } from '../lib/refusal-text';
import { fieldLabelsOf, useTypeTexts } from '../lib/type-texts';
import { useFlash } from '../lib/use-flash';
import { useConfirm } from './confirm-dialog';
import { columnClass, defaultCell } from './content-cells';
import { buttonClass } from './field';
import { FlashBanner } from './flash-banner';
import { ListTable } from './list-table';
import { RowActions } from './row-actions';
import { ScheduleBadge } from './schedule-badge';
import { SkeletonRows } from './skeleton-rows';
import { StatusToggle } from './status-toggle';

/** A list row of a type published by slug, as its admin list answers it. */
interface Published {
  id: number;
  published: boolean;
  publish_at?: string | null;
  updated_at: string;
  [field: string]: unknown;
}

/**
 * The list screen of a declared type published by slug rather than ordered (pages): newest
 * first, the declaration's list columns, a Published/Draft badge that flips `published` (with
 * "Scheduled · <time>" under a published one whose time has not come), when it was last changed,
 * edit, and delete after the declared question.
 */
export function PublishedList({ type }: { type: ContentType }) {
  const { t } = useTranslation(['common', 'publishing']);
  const texts = useTypeTexts(type);
  const labels = fieldLabelsOf(texts);
  const resource = contentResource<Published, unknown, Partial<Published>>(type);
  const list = resource.useList();
  const update = resource.useUpdate();
  const remove = resource.useDelete();
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();
  const columns = Object.keys(type.fields).filter((name) => type.fields[name]?.ui.list);
  const nameOf = (item: Published) => String(item[columns[0] ?? 'id'] ?? item.id);
  const changed = new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'medium' });

  const failed = (fallback: string) => (error: unknown) =>
    show(refusalText(error, fallback), { isError: true });
  const toggle = (item: Published) =>
    update.mutate(
      { id: item.id, body: { published: !item.published } },
      { onError: failed(texts.list.updateError) },
    );
  const destroy = async (item: Published) => {
    if (!(await ask(texts.list.deleteConfirm, t('delete')))) return;
    remove.mutate(item.id, {
      onSuccess: () => texts.list.deleted && show(texts.list.deleted),
      onError: failed(texts.list.deleteError),
    });
  };

  if (list.isPending) return <SkeletonRows />;
  if (list.isError)
    return (
      <div role="alert" className="rounded border border-red-300 bg-red-50 p-4 text-red-700">
        <p>{loadErrorText(list.error, texts.list.loadError)}</p>
        <button type="button" className={`${buttonClass.secondary} mt-3`} onClick={() => list.refetch()}>
          {t('tryAgain')}
        </button>
      </div>
    );

  const createLink = (
    <Link to={`${type.adminPath}/new`} className={buttonClass.primary}>
      {texts.list.create}
    </Link>
  );
  if (list.data.length === 0)
    return (
      <div>
        <FlashBanner flash={flash} />
        <div className="rounded-lg border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="text-slate-600">{texts.list.empty}</p>
          {texts.list.emptyHint && <p className="mt-1 text-sm text-slate-600">{texts.list.emptyHint}</p>}
          <div className="mt-4">{createLink}</div>
        </div>
      </div>
    );

  return (
    <div>
      <FlashBanner flash={flash} />
      {dialog}
      <div className="mb-4 flex justify-end">{createLink}</div>
      <ListTable
        headers={[...columns.map((name) => labels[name] ?? name), t('status'), t('publishing:lastChanged')]}
      >
        {list.data.map((item) => (
          <tr key={item.id} className="border-t border-slate-100 align-middle">
            {columns.map((name, index) => (
              <td
                key={name}
                className={columnClass(type.fields[name] as ContentType['fields'][string], index === 0)}
                data-user-content
              >
                {defaultCell(type.fields[name] as ContentType['fields'][string], name)(item)}
              </td>
            ))}
            <td className="px-3 py-2">
              <div className="flex flex-col items-start">
                <StatusToggle
                  on={item.published}
                  labels={[t('publishing:status.published'), t('publishing:status.draft')]}
                  onToggle={() => toggle(item)}
                  disabled={update.isPending && update.variables?.id === item.id}
                />
                {item.published && <ScheduleBadge from={item.publish_at} />}
              </div>
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              <time dateTime={item.updated_at}>{changed.format(new Date(item.updated_at))}</time>
            </td>
            <RowActions
              editTo={`${type.adminPath}/edit/${item.id}`}
              name={nameOf(item)}
              onDelete={() => destroy(item)}
              deleting={remove.isPending && remove.variables === item.id}
            />
          </tr>
        ))}
      </ListTable>
    </div>
  );
}
