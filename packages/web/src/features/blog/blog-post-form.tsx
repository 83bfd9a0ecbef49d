import { type BlogPost, BlogPostCreate, blogSlug, blogType } from '@land-office/contract';
import { useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { SeoFieldset } from '../../components/content-type-form';
import { DateTimeField } from '../../components/date-time-field';
import { buttonClass, Field, inputClass } from '../../components/field';
import { FlashBanner } from '../../components/flash-banner';
import { ImageSourceField } from '../../components/image-source-field';
import { PreviewLinkButton } from '../../components/preview-link';
import { RichTextEditor } from '../../components/rich-text-editor';
import { formResolver } from '../../lib/form-resolver';
import { refusalText } from '../../lib/refusal-text';
import { refusedField } from '../../lib/save-error';
import { fieldLabelsOf, useTypeTexts } from '../../lib/type-texts';
import { useDraft } from '../../lib/use-draft';
import { useFlash } from '../../lib/use-flash';
import { usePendingUpload } from '../../lib/use-pending-upload';
import { useSaveConflict } from '../../lib/use-save-conflict';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { useCreatePost } from './api/create-post';
import { useUpdatePost } from './api/update-post';
import { uploadBlogImage } from './api/upload-image';
import { useAutosave } from './use-autosave';

type Values = z.input<typeof BlogPostCreate>;
const FIELDS = ['title', 'slug', 'excerpt', 'content', 'image_url'] as const;
const IMAGE_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

const toValues = (post?: BlogPost): Values => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  excerpt: post?.excerpt ?? '',
  content: post?.content ?? '',
  image_url: post?.image_url ?? '',
  published: post?.published ?? false,
  publish_at: post?.publish_at ?? '',
  meta_title: post?.meta_title ?? '',
  meta_description: post?.meta_description ?? '',
  og_image_url: post?.og_image_url ?? '',
  canonical_url: post?.canonical_url ?? '',
  noindex: post?.noindex ?? false,
});

/** The create/edit form of spec §4–§5; without `post` it creates. */
export function BlogPostForm({ post }: { post?: BlogPost }) {
  const { t } = useTranslation(['blog', 'common']);
  const texts = useTypeTexts(blogType);
  const labels = fieldLabelsOf(texts);
  const label = (field: (typeof FIELDS)[number]) => labels[field] ?? field;
  const navigate = useNavigate();
  const create = useCreatePost();
  const update = useUpdatePost();
  const { flash, show } = useFlash();
  const form = useForm<Values, unknown, z.output<typeof BlogPostCreate>>({
    resolver: formResolver(BlogPostCreate),
    defaultValues: toValues(post),
  });
  const { register, handleSubmit, formState, setValue, setError, watch, control } = form;
  // The slug follows the title on new posts until it is typed by hand (spec §5).
  const slugTyped = useRef(Boolean(post));
  const showUploadError = () => show(t('uploadError'), { isError: true });
  const image = usePendingUpload({
    upload: uploadBlogImage,
    onUploaded: (path) => setValue('image_url', path, { shouldDirty: true }),
    onError: showUploadError,
  });
  const { allowLeaving } = useUnsavedChanges(formState.isDirty || image.pending !== null);
  const draft = useDraft(form, `/admin/blog/${post?.id ?? 'new'}`);
  // Saved at the version it was opened at: someone else's change since opens the conflict dialog.
  const conflict = useSaveConflict(form, { record: post, labels, resend: () => save() });
  const autosave = useAutosave(form, post?.id);

  const save = handleSubmit(async (values) => {
    let image_url = values.image_url;
    try {
      image_url = (await image.settle()) ?? image_url;
    } catch {
      showUploadError();
      return;
    }
    const body = { ...values, image_url };
    try {
      if (post) conflict.saved(await update.mutateAsync({ id: post.id, body, version: conflict.version() }));
      else await create.mutateAsync(body);
    } catch (error) {
      if (conflict.caught(error, body)) return;
      const problem = refusedField(error, FIELDS);
      if (problem) setError(problem.field, { message: problem.message }, { shouldFocus: true });
      show(refusalText(error, texts.saveError), { isError: true });
      return;
    }
    allowLeaving();
    autosave.stop();
    draft.clear();
    navigate('/admin/blog');
  });
  const busy = formState.isSubmitting;
  const errors = formState.errors;

  return (
    <form onSubmit={save} noValidate className="max-w-4xl space-y-5 rounded-lg bg-white p-5 shadow-sm">
      <FlashBanner flash={flash} />
      <h2 className="text-lg font-semibold">{post ? texts.form.edit : texts.form.create}</h2>
      {draft.prompt}
      {conflict.dialog}
      {autosave.offer}
      <Field label={label('title')} error={errors.title?.message}>
        <input
          {...register('title', {
            onChange: (event) => {
              if (!slugTyped.current) setValue('slug', blogSlug(event.target.value), { shouldDirty: true });
            },
          })}
          className={inputClass}
        />
      </Field>
      <Field label={label('slug')} error={errors.slug?.message} hint={t('form.slugHint')}>
        <input
          {...register('slug', {
            onChange: (event) => {
              slugTyped.current = Boolean(post) || event.target.value !== '';
            },
          })}
          className={inputClass}
        />
      </Field>
      <Field label={label('excerpt')} error={errors.excerpt?.message}>
        <textarea {...register('excerpt')} rows={3} className={inputClass} />
      </Field>
      <div>
        <span className="mb-1 block text-sm font-medium text-slate-700">{label('content')}</span>
        <Controller
          control={control}
          name="content"
          render={({ field, fieldState }) => (
            <RichTextEditor
              key={`${draft.version}:${autosave.version}:${conflict.merges}`}
              label={label('content')}
              initialHtml={field.value}
              onChange={field.onChange}
              invalid={Boolean(fieldState.error)}
              uploadImage={uploadBlogImage}
              onUploadError={showUploadError}
            />
          )}
        />
        {errors.content?.message && (
          <span className="mt-1 block text-sm text-red-600">{errors.content.message}</span>
        )}
      </div>
      <ImageSourceField
        label={label('image_url')}
        value={watch('image_url') ?? ''}
        onChange={(value) => setValue('image_url', value, { shouldDirty: true, shouldValidate: true })}
        pending={image.pending}
        onPick={image.pick}
        uploading={image.uploading}
        accept={IMAGE_TYPES}
        error={errors.image_url?.message}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register('published')} />
        {t('published')}
      </label>
      <Controller
        control={control}
        name="publish_at"
        render={({ field }) => (
          <DateTimeField
            label={labels.publish_at ?? 'publish_at'}
            hint={t('publishAtHint')}
            value={field.value}
            onChange={(instant) => field.onChange(instant ?? '')}
            onBlur={field.onBlur}
            error={errors.publish_at?.message}
          />
        )}
      />
      <SeoFieldset type={blogType} form={form} version={draft.version + autosave.version + conflict.merges} />
      <div className="flex gap-3">
        <button type="submit" disabled={busy} className={buttonClass.primary}>
          {busy ? t('common:saving') : t('form.save')}
        </button>
        <Link to="/admin/blog" className={buttonClass.secondary}>
          {t('common:cancel')}
        </Link>
      </div>
      {/* A saved post can be shown before it is published. */}
      {post && <PreviewLinkButton resource="blog" id={post.id} />}
    </form>
  );
}
