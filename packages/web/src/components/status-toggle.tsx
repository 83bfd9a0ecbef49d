import { useTranslation } from 'react-i18next';

/** The clickable Active/Inactive (or Published/Draft) badge of a list row. */
export function StatusToggle({
  on,
  onToggle,
  labels,
  disabled,
}: {
  on: boolean;
  onToggle: () => void;
  labels?: readonly [string, string];
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [yes, no] = labels ?? [t('active'), t('inactive')];
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={disabled}
      aria-pressed={on}
      title={t('clickToChange')}
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold disabled:opacity-50 ${
        on
          ? 'bg-green-100 text-green-800 hover:bg-green-200'
          : 'bg-slate-200 text-slate-700 hover:bg-slate-300'
      }`}
    >
      {on ? yes : no}
    </button>
  );
}
