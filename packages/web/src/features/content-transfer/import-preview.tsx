import { type ContentSection, contentTypes, type ImportSummary } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { typeTexts } from '../../lib/type-texts';

/** What an import will do, per kind of content: the items it creates and the ones it replaces. */
export function ImportPreview({ summary }: { summary: ImportSummary }) {
  const { t } = useTranslation('transfer');
  // A content type's section is called by the type's name; the others have their own.
  const sectionName = (section: ContentSection) => {
    const type = contentTypes.find((declared) => declared.transfer.section === section);
    return type ? typeTexts(type).many : t(`sections.${section as 'support_members' | 'settings'}`);
  };
  if (summary.sections.length === 0) return <p className="text-sm">{t('nothingToImport')}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-medium">{t('previewCaption')}</caption>
      <thead>
        <tr>
          <th className="py-1">{t('sectionColumn')}</th>
          <th className="py-1">{t('createColumn')}</th>
          <th className="py-1">{t('replaceColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {summary.sections.map((s) => (
          <tr key={s.section} className="border-t align-top">
            <td className="py-1">{sectionName(s.section)}</td>
            <td className="py-1" title={s.create.join(', ')} data-user-content>
              {s.create.length}
            </td>
            <td className="py-1" title={s.replace.join(', ')} data-user-content>
              {s.replace.length}
              {s.replace.length > 0 && (
                <span className="block text-xs text-gray-600">{s.replace.join(', ')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
