import { SUPPORT_STATUS_SCOPE, type TokenScope, tokenResources } from '@land-office/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../components/content-form';
import { buttonClass } from '../../components/field';
import { withEveryRead, withScope } from './token-values';

const accesses = ['read', 'write'] as const;

/**
 * The scopes of a new token: a row a resource, with Read and Write (ticking Write ticks Read),
 * "Read everything", and the in-world status report on its own.
 */
export function ScopeGrid({
  value,
  onChange,
  error,
}: {
  value: readonly TokenScope[];
  onChange: (scopes: TokenScope[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('tokens');
  const id = useId();
  const toggle = (scope: TokenScope) => (event: React.ChangeEvent<HTMLInputElement>) =>
    onChange(withScope(value, scope, event.currentTarget.checked));
  return (
    <fieldset
      aria-invalid={error ? true : undefined}
      aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      className="space-y-3"
    >
      <legend className="text-sm font-medium text-slate-700">{t('form.scopes')}</legend>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('form.scopesHint')}
        </p>
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => onChange(withEveryRead(value))}
        >
          {t('form.readEverything')}
        </button>
      </div>
      <ul className="divide-y divide-slate-100 rounded border border-slate-200">
        {tokenResources.map((resource) => (
          <li key={resource}>
            <fieldset className="flex flex-wrap items-center gap-x-6 gap-y-1 px-3 py-1.5">
              <legend className="sr-only">{t(`resources.${resource}`)}</legend>
              <span aria-hidden className="min-w-0 flex-1 basis-48 text-sm text-slate-800">
                {t(`resources.${resource}`)}
              </span>
              {accesses.map((access) => {
                const scope = `${resource}:${access}` as const;
                return (
                  <CheckboxField
                    key={access}
                    label={t(`form.${access}`)}
                    checked={value.includes(scope)}
                    onChange={toggle(scope)}
                  />
                );
              })}
            </fieldset>
          </li>
        ))}
      </ul>
      <CheckboxField
        label={t('form.supportStatus')}
        hint={t('form.supportStatusHint')}
        checked={value.includes(SUPPORT_STATUS_SCOPE)}
        onChange={toggle(SUPPORT_STATUS_SCOPE)}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
