import { zodResolver } from '@hookform/resolvers/zod';
import { type Banner, BannerCreate, bannerMessages, bannerProblem } from '@land-office/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { buttonClass, Field, inputClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { ImageSourceField } from '../../components/image-source-field';
import { errorText } from '../../lib/api-client';
import { serverFieldError } from '../../lib/server-field-error';
import { useFlash } from '../../lib/use-flash';
import { usePendingUpload } from '../../lib/use-pending-upload';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { bannerApi } from './api/banner-api';
import { deleteBannerImage } from './api/delete-image';
import { uploadBannerImage } from './api/upload-image';

type Values = z.input<typeof BannerCreate>;
const FIELDS = ['title', 'image_url', 'alt_text', 'link_url', 'order_pos'] as const;
/** Spec §9: the form returns to the list 1.5 s after a save. */
export const RETURN_AFTER_MS = 1500;

const toValues = (banner?: Banner): Values => ({
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
  const navigate = useNavigate();
  const create = bannerApi.useCreate();
  const update = bannerApi.useUpdate();
  const { flash, show } = useFlash();
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof BannerCreate>>({
    resolver: zodResolver(BannerCreate),
    defaultValues: toValues(banner),
  });
  const { register, handleSubmit, formState, setValue, setError, watch } = form;
  // Files uploaded by this form and not kept by the save are deleted, so no orphan stays behind.
  const uploadedHere = useRef(new Set<string>());
  const showUploadError = () => show(bannerMessages.uploadFailed, { isError: true });
  const image = usePendingUpload({
    upload: async (file) => {
      const path = await uploadBannerImage(file);
      uploadedHere.current.add(path);
      return path;
    },
    onUploaded: (path) => setValue('image_url', path, { shouldDirty: true, shouldValidate: true }),
    onError: showUploadError,
  });
  const { allowLeaving } = useUnsavedChanges(!saved && (formState.isDirty || image.pending !== null));
  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => navigate('/admin/banner'), RETURN_AFTER_MS);
    return () => clearTimeout(timer);
  }, [saved, navigate]);

  const save = handleSubmit(async (values) => {
    let image_url = values.image_url;
    try {
      image_url = (await image.settle()) ?? image_url;
    } catch {
      showUploadError();
      return;
    }
    const body = { ...values, image_url };
    const problem = bannerProblem(body);
    if (problem) {
      const field = serverFieldError(problem, FIELDS);
      if (field) setError(field.field, { message: field.message });
      show(problem, { isError: true });
      return;
    }
    try {
      if (banner) await update.mutateAsync({ id: banner.id, body });
      else await create.mutateAsync(body);
    } catch (error) {
      const text = errorText(error, bannerMessages.saveError);
      const field = serverFieldError(text, FIELDS);
      if (field) setError(field.field, { message: field.message });
      show(text.startsWith(bannerMessages.saveError) ? text : `${bannerMessages.saveError}: ${text}`, {
        isError: true,
      });
      return;
    }
    for (const path of uploadedHere.current)
      if (path !== image_url) void deleteBannerImage(path).catch(() => {});
    uploadedHere.current.clear();
    allowLeaving();
    setSaved(true);
    show(banner ? bannerMessages.updated : bannerMessages.created);
  });
  const busy = formState.isSubmitting || saved;
  const errors = formState.errors;

  return (
    <form onSubmit={save} noValidate className="max-w-3xl space-y-5 rounded-lg bg-white p-5 shadow-sm">
      <FlashBanner flash={flash} />
      <h2 className="text-lg font-semibold">{banner ? 'Edit Banner' : 'New Banner'}</h2>
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
      <div className="flex flex-wrap items-end gap-5">
        <Field label="Order" error={errors.order_pos?.message}>
          <input type="number" step={1} {...register('order_pos')} className={`${inputClass} max-w-32`} />
        </Field>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium">
          <input type="checkbox" {...register('is_external')} />
          External link
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm font-medium">
          <input type="checkbox" {...register('is_active')} />
          Active
        </label>
      </div>
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {formState.isSubmitting ? 'Saving...' : banner ? 'Update Banner' : 'Create Banner'}
        </button>
        <Link to="/admin/banner" className={buttonClass.secondary}>
          Cancel
        </Link>
      </div>
    </form>
  );
}
