import { type Banner, BannerCreate, bannerMessages, bannerProblem, bannerType } from '@land-office/contract';
import { useEffect, useRef } from 'react';
import { CheckboxField, ContentForm } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { ImageSourceField } from '../../components/image-source-field';
import { fieldLabels } from '../../lib/content-texts';
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
  // Files uploaded by this form and not kept by the save are deleted, so no orphan stays behind.
  const uploadedHere = useRef(new Set<string>());
  const image = usePendingUpload({
    upload: async (file) => {
      const path = await uploadBannerImage(file);
      uploadedHere.current.add(path);
      return path;
    },
    onUploaded: (path) => form.setValue('image_url', path, { shouldDirty: true, shouldValidate: true }),
    onError: () => fail(bannerMessages.uploadFailed),
  });
  const { form, save, flash, busy, fail, draftPrompt } = useContentForm({
    resource: bannerApi,
    record: banner,
    schema: BannerCreate,
    values,
    listPath: '/admin/banner',
    saveError: bannerMessages.saveError,
    labels: fieldLabels(bannerType),
    saved: { created: bannerMessages.created, updated: bannerMessages.updated },
    returnAfterMs: RETURN_AFTER_MS,
    unsaved: image.pending !== null,
    beforeSave: async (checked, fail) => {
      let image_url = checked.image_url;
      try {
        image_url = (await image.settle()) ?? image_url;
      } catch {
        return fail(bannerMessages.uploadFailed);
      }
      const body = { ...checked, image_url };
      const problem = bannerProblem(body);
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
      heading={banner ? 'Edit Banner' : 'New Banner'}
      flash={flash}
      busy={busy}
      onSubmit={save}
      notice={draftPrompt}
      listPath="/admin/banner"
      submitLabel={banner ? 'Update Banner' : 'Create Banner'}
    >
      <Field label="Title" error={errors.title?.message} hint="Optional">
        <input {...register('title')} className={inputClass} />
      </Field>
      <ImageSourceField
        label="Banner image"
        value={watch('image_url') ?? ''}
        onChange={(value) => setValue('image_url', value, { shouldDirty: true, shouldValidate: true })}
        pending={image.pending}
        onPick={image.pick}
        uploading={image.uploading}
        accept="image/*"
        error={errors.image_url?.message}
      />
      <Field label="Alt text" error={errors.alt_text?.message} hint="Describes the image for screen readers">
        <input {...register('alt_text')} className={inputClass} />
      </Field>
      <Field
        label="Link URL"
        error={errors.link_url?.message}
        hint="Optional. Internal pages: /available-land; external: https://…"
      >
        <input {...register('link_url')} className={inputClass} />
      </Field>
      <CheckboxField
        label="External link"
        hint="Leaves the site; needs a full http(s) URL"
        {...register('is_external')}
      />
      <Field label="Order" error={errors.order_pos?.message}>
        <input type="number" step={1} {...register('order_pos')} className={`${inputClass} max-w-32`} />
      </Field>
      <CheckboxField label="Active" {...register('is_active')} />
    </ContentForm>
  );
}
