import { menuType } from '@land-office/contract';
import { ContentTypeFormPage } from '../../components/content-type-form';
import { MenuForm } from './menu-form';

/** /admin/menus/new and /admin/menus/edit/:id, with the type's own form. */
export default function MenuFormPage() {
  return (
    <ContentTypeFormPage type={menuType}>
      {(item) => <MenuForm key={item?.id ?? 'new'} item={item} />}
    </ContentTypeFormPage>
  );
}
