import { menuMessages } from '@land-office/contract';
import { RecordFormPage } from '../../components/record-form-page';
import { menus } from './api/menus';
import { MenuForm } from './menu-form';

/** /admin/menus/new and /admin/menus/edit/:id. */
export default function MenuFormPage() {
  return (
    <RecordFormPage
      useRecord={menus.useItem}
      notFound={menuMessages.notFound}
      loadError={menuMessages.loadError}
      listPath="/admin/menus"
      listLabel="Back to the menus"
    >
      {(item) => <MenuForm key={item?.id ?? 'new'} item={item} />}
    </RecordFormPage>
  );
}
