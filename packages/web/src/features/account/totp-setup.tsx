import { TotpConfirm, type TotpSetup } from '@land-office/contract';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { i18next } from '../../i18n';
import { reportSaveError } from '../../lib/save-error';
import type { AccountPart } from './account-part';
import { useConfirmTotp } from './api/confirm-totp';
import { CopyButton } from './copy-button';

/** The secret as apps show it, in groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');
const plainCode = (typed: string) => typed.replace(/\s/g, '');

/**
 * Setting up the app: the server's QR code (an SVG, shown as an image) and the same secret to type
 * in, then the app's first code, which turns it on and answers the recovery codes (`onDone`).
 */
export function TotpSetupForm({
  setup,
  show,
  onDone,
  onCancel,
}: {
  setup: TotpSetup;
  show: AccountPart['show'];
  onDone: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const confirm = useConfirmTotp();
  const secretField = useRef<HTMLInputElement>(null);
  const secretLabel = useId();
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });

  const turnOn = handleSubmit(async ({ code }) => {
    try {
      const { recovery_codes } = await confirm.mutateAsync(plainCode(code));
      onDone(recovery_codes);
    } catch (error) {
      reportSaveError(
        error,
        { network: t('twoFactor.app.confirmError') },
        { show, setError, fields: ['code'] },
      );
    }
  });

  return (
    <div className="space-y-4 rounded border border-slate-200 p-4">
      <p className="text-sm text-slate-700">{t('twoFactor.app.scan')}</p>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
        alt={t('twoFactor.app.qrAlt')}
        width={192}
        height={192}
        className="rounded border border-slate-200 bg-white"
      />
      <div>
        <span id={secretLabel} className="text-sm font-medium text-slate-700">
          {t('twoFactor.app.secret')}
        </span>
        <div className="mt-1 flex flex-wrap items-center gap-2">
          <input
            ref={secretField}
            aria-labelledby={secretLabel}
            readOnly
            value={grouped(setup.secret)}
            onFocus={(event) => event.currentTarget.select()}
            className={`${inputClass} min-w-0 flex-1 bg-slate-50 font-mono`}
          />
          <CopyButton text={setup.secret} onFail={() => secretField.current?.select()} />
        </div>
      </div>
      <form onSubmit={turnOn} noValidate className="space-y-4">
        <Field label={t('twoFactor.app.code')} error={formState.errors.code?.message}>
          <input
            {...register('code', {
              validate: (typed) =>
                TotpConfirm.safeParse({ code: plainCode(typed) }).success ||
                i18next.t('problems:checks.sixDigits'),
            })}
            inputMode="numeric"
            autoComplete="one-time-code"
            className={`${inputClass} max-w-48 font-mono tracking-widest`}
          />
        </Field>
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={formState.isSubmitting} className={buttonClass.primary}>
            {formState.isSubmitting ? t('twoFactor.app.confirming') : t('twoFactor.app.confirm')}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={onCancel}>
            {t('common:cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
