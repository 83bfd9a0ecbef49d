import { type Banner, BannerCreate, bannerMessages, bannerProblem, bannerType } from '@land-office/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, ContentForm } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { ImageSourceField } from '../../components/image-source-field';
import { fieldLabelsOf, useTypeTexts } from '../../lib/type-texts';
import { useContentForm } from '../../lib/use-content-form';
import { usePendingUpload } from '../../lib/use-pending-upload';
import { bannerApi } from './api/banner-api';
import { deleteBannerImage } from './api/delete-image';
import { uploadBannerImage } from './api/upload-image';

/** Spec §9: the form returns to the list 1.5 s after a save. */
export const RETURN_AFTER_MS = 1500;

const values = (banner?: Banner) => ({
  title: banner?.title ?? '',
  image_url: banner?.image_url ?? '',
  alt_text: banner?.alt_text ?? '',
  link_url: banner?.link_url ?? '',
  is_external: banner?.is_external ?? false,
  is_active: banner?.is_active ?? true,
  order_pos: banner?.order_pos ?? 0,
});

/** The banner create/edit form (spec §4, §8); without `banner` it creates. */
export function BannerForm({ banner }: { banner?: Banner }) {
  const { t } = useTranslation(['banners', 'common']);
  const texts = useTypeTexts(bannerType);
  const labels = fieldLabelsOf(texts);
  // Files uploaded by this form and not kept by the save are deleted, so no orphan stays behind.
  const uploadedHere = useRef(new Set<string>());
  const image = usePendingUpload({
    upload: async (file) => {
      const path = await uploadBannerImage(file);
      uploadedHere.current.add(path);
      return path;
    },
    onUploaded: (path) => form.setValue('image_url', path, { shouldDirty: true, shouldValidate: true }),
    onError: () => fail(t('uploadFailed')),
  });
  const { form, save, flash, busy, fail, draftPrompt } = useContentForm({
    resource: bannerApi,
    record: banner,
    schema: BannerCreate,
    values,
    listPath: '/admin/banner',
    saveError: texts.saveError,
    labels,
    saved: { created: t('created'), updated: t('updated') },
    returnAfterMs: RETURN_AFTER_MS,
    unsaved: image.pending !== null,
    beforeSave: async (checked, fail) => {
      let image_url = checked.image_url;
      try {
        image_url = (await image.settle()) ?? image_url;
      } catch {
        return fail(t('uploadFailed'));
      }
      const body = { ...checked, image_url };
      // The contract's rule on the whole banner: its image one said in the admin's language.
      const problem = bannerProblem(body);
      if (problem === bannerMessages.imageRequired) return fail(t('imageRequired'), 'image_url');
      return problem ? fail(problem) : body;
    },
    afterSave: (saved) => {
      for (const path of uploadedHere.current)
        if (path !== saved.image_url) void deleteBannerImage(path).catch(() => {});
      uploadedHere.current.clear();
    },
  });
  // Leaving without saving (Cancel, the sidebar, a failed save then away): what this form
  // uploaded is not kept by any banner, so it goes too. A save has emptied the set already.
  useEffect(() => {
    const uploaded = uploadedHere.current;
    return () => {
      for (const path of uploaded) void deleteBannerImage(path).catch(() => {});
      uploaded.clear();
    };
  }, []);
  const { register, formState, setValue, watch } = form;
  const errors = formState.errors;

  return (
    <ContentForm
      heading={banner ? texts.form.edit : texts.form.create}
      flash={flash}
      busy={busy}
      onSubmit={save}
      notice={draftPrompt}
      listPath="/admin/banner"
      preview={banner && { resource: 'banner', id: banner.id }}
      submitLabel={banner ? t('update') : t('create')}
    >
      <Field label={labels.title ?? 'title'} error={errors.title?.message} hint={t('hints.title')}>
        <input {...register('title')} className={inputClass} />
      </Field>
      <ImageSourceField
        label={t('image')}
        value={watch('image_url') ?? ''}
        onChange={(value) => setValue('image_url', value, { shouldDirty: true, shouldValidate: true })}
        pending={image.pending}
        onPick={image.pick}
        uploading={image.uploading}
        accept="image/*"
        error={errors.image_url?.message}
      />
      <Field label={labels.alt_text ?? 'alt_text'} error={errors.alt_text?.message} hint={t('hints.altText')}>
        <input {...register('alt_text')} className={inputClass} />
      </Field>
      <Field label={labels.link_url ?? 'link_url'} error={errors.link_url?.message} hint={t('hints.linkUrl')}>
        <input {...register('link_url')} className={inputClass} />
      </Field>
      <CheckboxField
        label={labels.is_external ?? 'is_external'}
        hint={t('common:link.externalHint')}
        error={errors.is_external?.message}
        {...register('is_external')}
      />
      <Field label={labels.order_pos ?? 'order_pos'} error={errors.order_pos?.message}>
        <input type="number" step={1} {...register('order_pos')} className={`${inputClass} max-w-32`} />
      </Field>
      <CheckboxField
        label={labels.is_active ?? 'is_active'}
        error={errors.is_active?.message}
        {...register('is_active')}
      />
    </ContentForm>
  );
}
