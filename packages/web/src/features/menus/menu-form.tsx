import { type MenuItem, MenuItemCreate, menuMessages, menuType, menuUrlProblem } from '@land-office/contract';
import { ContentFlagFields, ContentForm, contentFlags } from '../../components/content-form';
import { Field, inputClass } from '../../components/field';
import { fieldLabels } from '../../lib/content-texts';
import { useContentForm } from '../../lib/use-content-form';
import { menus } from './api/menus';

const values = (item?: MenuItem) => ({
  label: item?.label ?? '',
  url: item?.url ?? '',
  ...contentFlags(item),
});

/** The create/edit form of a menu item (spec §3/§5); without `item` it creates. */
export function MenuForm({ item }: { item?: MenuItem }) {
  const { form, frame } = useContentForm({
    resource: menus,
    record: item,
    schema: MenuItemCreate,
    check: menuUrlProblem,
    values,
    listPath: '/admin/menus',
    saveError: menuMessages.saveError,
    labels: fieldLabels(menuType),
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const external = watch('is_external');
  return (
    <ContentForm heading={item ? 'Edit Menu Item' : 'New Menu Item'} {...frame} submitLabel="Save Menu Item">
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
      <ContentFlagFields
        external={register('is_external')}
        order={register('order_pos')}
        active={register('is_active')}
        orderError={errors.order_pos?.message}
      />
    </ContentForm>
  );
}
