import { type MenuItem, MenuItemCreate, menuType, menuUrlProblem } from '@land-office/contract';
import { useTranslation } from 'react-i18next';
import { ContentFlagFields, ContentForm, contentFlags } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { PageLinkSelect } from '../../components/page-link-select';
import { fieldLabelsOf, useTypeTexts } from '../../lib/type-texts';
import { useContentForm } from '../../lib/use-content-form';
import { menus } from './api/menus';

const values = (item?: MenuItem) => ({
  label: item?.label ?? '',
  url: item?.url ?? '',
  ...contentFlags(item),
});

/** The create/edit form of a menu item (spec §3/§5); without `item` it creates. */
export function MenuForm({ item }: { item?: MenuItem }) {
  const { t } = useTranslation('menus');
  const texts = useTypeTexts(menuType);
  const declared = (name: string) => texts.fields[name] ?? { label: name };
  const { form, frame } = useContentForm({
    resource: menus,
    record: item,
    schema: MenuItemCreate,
    check: menuUrlProblem,
    values,
    listPath: '/admin/menus',
    saveError: texts.saveError,
    labels: fieldLabelsOf(texts),
  });
  const { register, formState, watch, setValue, getValues } = form;
  const errors = formState.errors;
  const external = watch('is_external');
  return (
    <ContentForm
      heading={item ? texts.form.edit : texts.form.create}
      {...frame}
      submitLabel={texts.form.save}
    >
      <Field label={declared('label').label} error={errors.label?.message}>
        <input {...register('label')} className={inputClass} />
      </Field>
      <Field
        label={declared('url').label}
        error={errors.url?.message}
        hint={external ? t('hints.external') : t('hints.internal')}
      >
        <input {...register('url')} className={inputClass} />
      </Field>
      <PageLinkSelect
        url={watch('url') ?? ''}
        onPick={(page) => {
          const dirty = { shouldDirty: true, shouldValidate: true };
          setValue('url', `/${page.slug}`, dirty);
          setValue('is_external', false, dirty);
          if (!getValues('label')?.trim()) setValue('label', page.title, dirty);
        }}
      />
      <ContentFlagFields
        external={register('is_external')}
        order={register('order_pos')}
        active={register('is_active')}
        errors={{
          is_external: errors.is_external?.message,
          order_pos: errors.order_pos?.message,
          is_active: errors.is_active?.message,
        }}
      />
    </ContentForm>
  );
}
