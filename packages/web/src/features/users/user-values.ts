import { User, UserInvite, UserUpdate } from '@land-office/contract';
import { refusedField } from '../../lib/save-error';

/** The fields a user's forms hold, as text inputs hold them (an e-mail left empty is ''). */
const FormFields = User.pick({ username: true, email: true, display_name: true, role: true });

/** The invite form → the invitation: fields left empty are left out, then the contract checks it. */
export const InviteForm = FormFields.transform(
  (values): UserInvite => ({
    username: values.username.trim() || undefined,
    email: values.email?.trim() || undefined,
    display_name: values.display_name.trim() || undefined,
    role: values.role,
  }),
).pipe(UserInvite);

/** The edit form → the update: an e-mail left empty is removed, then the contract checks it. */
export const EditForm = FormFields.extend({ is_active: User.shape.is_active })
  .transform((values): UserUpdate => ({ ...values, email: values.email?.trim() || null }))
  .pipe(UserUpdate);

export type UserField = keyof typeof FormFields.shape;

/** A refused save's field and its text there, when the server names one of the form's fields. */
export const refusedUserField = (error: unknown) =>
  refusedField(error, Object.keys(FormFields.shape) as UserField[]);
