import { zodResolver } from '@hookform/resolvers/zod';
import { type MediaItem, MediaUpdate } from '@land-office/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { buttonClass, Field, inputClass } from '../../components/field';
import { refusalText } from '../../lib/refusal-text';
import { useUpdateAltText } from './api/update-alt-text';

/** An item's alt text, saved on its own (the contract's rule checks it first). */
export function AltTextForm({
  item,
  show,
}: {
  item: MediaItem;
  show: (text: string, options?: { isError?: boolean }) => void;
}) {
  const { t } = useTranslation('media');
  const update = useUpdateAltText();
  const form = useForm<MediaUpdate, unknown, { alt_text: string }>({
    resolver: zodResolver(MediaUpdate),
    defaultValues: { alt_text: item.alt_text },
  });
  const save = form.handleSubmit(async (body) => {
    try {
      const { item: saved } = await update.mutateAsync({ id: item.id, body });
      form.reset({ alt_text: saved.alt_text });
      show(t('altSaved'));
    } catch (error) {
      show(refusalText(error, t('altError')), { isError: true });
    }
  });
  return (
    <form onSubmit={save} noValidate className="space-y-1">
      <Field label={t('altText')} error={form.formState.errors.alt_text?.message}>
        <input
          {...form.register('alt_text')}
          aria-label={t('altOf', { name: item.file_name })}
          className={inputClass}
        />
      </Field>
      <button
        type="submit"
        className={buttonClass.secondary}
        disabled={!form.formState.isDirty || form.formState.isSubmitting}
      >
        {t('saveAlt')}
      </button>
    </form>
  );
}
