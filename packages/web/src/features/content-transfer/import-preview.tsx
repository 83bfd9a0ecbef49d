import { type ImportSummary, contentTransferMessages as m } from '@land-office/contract';

/** What an import will do, per kind of content: the items it creates and the ones it replaces. */
export function ImportPreview({ summary }: { summary: ImportSummary }) {
  if (summary.sections.length === 0) return <p className="text-sm">{m.nothingToImport}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-2 text-left font-medium">{m.previewCaption}</caption>
      <thead>
        <tr>
          <th className="py-1">{m.sectionColumn}</th>
          <th className="py-1">{m.createColumn}</th>
          <th className="py-1">{m.replaceColumn}</th>
        </tr>
      </thead>
      <tbody>
        {summary.sections.map((s) => (
          <tr key={s.section} className="border-t align-top">
            <td className="py-1">{m.sectionNames[s.section]}</td>
            <td className="py-1" title={s.create.join(', ')}>
              {s.create.length}
            </td>
            <td className="py-1" title={s.replace.join(', ')}>
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
