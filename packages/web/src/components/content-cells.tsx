import type { ContentType } from '@land-office/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Field = ContentType['fields'][string];

const muted = <span className="text-slate-600">—</span>;

/** The cell's class: its width (truncating text to it) from the declaration's `ui.list`. */
export function columnClass(field: Field, first: boolean) {
  const width = typeof field.ui.list === 'string' ? `${field.ui.list} truncate` : '';
  const look = first ? 'font-medium' : field.kind === 'integer' ? 'tabular-nums' : '';
  return ['px-3 py-2', width, look].filter(Boolean).join(' ');
}

/** How a field shows in a list when its type gives no cell of its own, by its kind and input. */
export function defaultCell(field: Field, name: string): (item: object) => ReactNode {
  return (item) => {
    const value = (item as Record<string, unknown>)[name];
    if (value === null || value === undefined || value === '') return muted;
    if (field.kind === 'boolean') return <YesNo on={Boolean(value)} />;
    if (field.kind === 'integer') return String(value);
    const text = field.kind === 'richtext' ? String(value).replace(/<[^>]*>/g, ' ') : String(value);
    if (field.ui.input === 'colour') return <Swatch colour={text} />;
    if (field.ui.input === 'image')
      return <img src={text} alt="" loading="lazy" className="h-12 w-24 rounded bg-slate-100 object-cover" />;
    return <span title={text}>{text}</span>;
  };
}

function YesNo({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-medium ${on ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-600'}`}
    >
      {on ? t('yes') : t('no')}
    </span>
  );
}

/** A colour as a dot and its hex value. */
export function Swatch({ colour, label }: { colour: string; label?: string }) {
  return (
    <span className="flex items-center gap-1.5 text-xs">
      <span
        className="inline-block h-4 w-4 rounded-full border border-slate-300"
        style={{ backgroundColor: colour }}
        aria-hidden="true"
      />
      <span>
        {label && `${label} `}
        <span className="font-mono">{colour}</span>
      </span>
    </span>
  );
}
