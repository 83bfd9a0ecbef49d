import { type MenuItem, MenuItemCreate, menuMessages } from '@land-office/contract';
import { CheckboxField, ContentForm } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { useContentForm } from '../../lib/use-content-form';
import { menus } from './api/menus';

const values = (item?: MenuItem) => ({
  label: item?.label ?? '',
  url: item?.url ?? '',
  is_external: item?.is_external ?? false,
  is_active: item?.is_active ?? true,
  order_pos: item?.order_pos ?? 0,
});

/** The create/edit form of a menu item (spec §3/§5); without `item` it creates. */
export function MenuForm({ item }: { item?: MenuItem }) {
  const { form, save, flash, busy } = useContentForm({
    resource: menus,
    record: item,
    schema: MenuItemCreate,
    values,
    listPath: '/admin/menus',
    saveError: menuMessages.saveError,
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const external = watch('is_external');
  return (
    <ContentForm
      heading={item ? 'Edit Menu Item' : 'New Menu Item'}
      flash={flash}
      busy={busy}
      onSubmit={save}
      listPath="/admin/menus"
      submitLabel="Save Menu Item"
    >
      <Field label="Label" error={errors.label?.message}>
        <input {...register('label')} className={inputClass} />
      </Field>
      <Field
        label="URL"
        error={errors.url?.message}
        hint={external ? 'A full address, such as https://example.com' : 'A page of this site, such as /news'}
      >
        <input {...register('url')} className={inputClass} />
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
