import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { fromZonedInput, toZonedInput, useSiteTimeZone } from '../lib/site-time';
import { buttonClass, inputClass } from './field';

interface DateTimeFieldProps {
  label: string;
  /** The instant (ISO UTC), or empty for none. */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
}

/**
 * A date and time picked on the site's clock (`SITE_TIMEZONE`, named beside the field), kept as
 * the instant it names; "Clear" leaves it empty (no schedule).
 */
export function DateTimeField({ label, value, onChange, onBlur, error, hint }: DateTimeFieldProps) {
  const { t } = useTranslation('publishing');
  const zone = useSiteTimeZone();
  const id = useId();
  const note = error ? error : hint;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <input
          id={id}
          type="datetime-local"
          value={toZonedInput(value, zone)}
          onChange={(event) => onChange(fromZonedInput(event.target.value, zone))}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-zone${note ? ` ${id}-note` : ''}`}
          className={`${inputClass} max-w-60`}
        />
        <span id={`${id}-zone`} className="text-xs text-slate-600">
          {t('schedule.zone', { zone })}
        </span>
        {value && (
          <button
            type="button"
            className={buttonClass.secondary}
            aria-label={t('schedule.clearField', { label })}
            onClick={() => onChange(null)}
          >
            {t('schedule.clear')}
          </button>
        )}
      </div>
      {note && (
        <span
          id={`${id}-note`}
          className={error ? 'mt-1 block text-sm text-red-600' : 'mt-1 block text-xs text-slate-600'}
        >
          {note}
        </span>
      )}
    </div>
  );
}
