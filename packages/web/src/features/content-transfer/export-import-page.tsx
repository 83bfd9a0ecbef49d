import type { ImportSummary } from '@land-office/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../components/confirm-dialog';
import { FlashBanner } from '../../components/flash-banner';
import { refusalText } from '../../lib/refusal-text';
import { useFlash } from '../../lib/use-flash';
import { useExportContent } from './api/export-content';
import { useImportContent, usePreviewImport } from './api/import-content';
import { ImportPreview } from './import-preview';

/** The server takes files up to 20 MB; a bigger one is refused before it is sent. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** Site settings → Export / import: all content as one JSON file, and an import with a preview. */
export default function ExportImportPage() {
  const { t } = useTranslation(['transfer', 'common']);
  /** "Error: " and the server's text, or the screen's fallback when it gave none. */
  const failure = (err: unknown, fallback: string) =>
    t('common:saveFailed', { text: refusalText(err, fallback) });
  const { flash, show } = useFlash();
  const { ask, dialog } = useConfirm();
  const [emails, setEmails] = useState(false);
  const [file, setFile] = useState<unknown>();
  const [summary, setSummary] = useState<ImportSummary>();
  const exporter = useExportContent();
  const preview = usePreviewImport();
  const importer = useImportContent();

  const choose = async (chosen: File | undefined) => {
    setSummary(undefined);
    setFile(undefined);
    if (!chosen) return;
    if (chosen.size > MAX_FILE_BYTES) return show(t('tooLarge'), { isError: true });
    let parsed: unknown;
    try {
      parsed = JSON.parse(await chosen.text());
    } catch {
      return show(t('notJson'), { isError: true });
    }
    preview.mutate(parsed, {
      onSuccess: (result) => {
        setFile(parsed);
        setSummary(result);
      },
      onError: (err) => show(failure(err, t('previewFailed')), { isError: true }),
    });
  };

  const runImport = async () => {
    if (!file || !(await ask(t('importConfirm'), t('importButton')))) return;
    importer.mutate(file, {
      onSuccess: () => {
        setFile(undefined);
        setSummary(undefined);
        show(t('imported'));
      },
      onError: (err) => show(failure(err, t('importFailed')), { isError: true }),
    });
  };

  return (
    <div className="max-w-3xl space-y-8">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <FlashBanner flash={flash} />
      {dialog}
      <section className="space-y-3 rounded border bg-white p-4">
        <h3 className="font-medium">{t('exportHeading')}</h3>
        <p className="text-sm text-gray-600">{t('exportHelp')}</p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={emails} onChange={(e) => setEmails(e.target.checked)} />
          {t('includeEmails')}
        </label>
        <button
          type="button"
          className="rounded bg-blue-600 px-4 py-2 text-white disabled:opacity-50"
          disabled={exporter.isPending}
          onClick={() =>
            exporter.mutate(emails, {
              onError: (err) => show(failure(err, t('exportFailed')), { isError: true }),
            })
          }
        >
          {exporter.isPending ? t('exporting') : t('download')}
        </button>
      </section>
      <section className="space-y-3 rounded border bg-white p-4">
        <h3 className="font-medium">{t('importHeading')}</h3>
        <label className="block text-sm">
          {t('chooseFile')}
          <input
            type="file"
            accept="application/json,.json"
            className="mt-1 block"
            onChange={(e) => void choose(e.target.files?.[0])}
          />
        </label>
        {preview.isPending && <p className="text-sm text-gray-600">{t('checking')}</p>}
        {summary && (
          <>
            <ImportPreview summary={summary} />
            <button
              type="button"
              className="rounded bg-blue-600 px-4 py-2 text-white disabled:opacity-50"
              disabled={importer.isPending}
              onClick={runImport}
            >
              {importer.isPending ? t('importing') : t('importButton')}
            </button>
          </>
        )}
      </section>
    </div>
  );
}
