import { User, UserInvite, UserUpdate, userMessages } from '@land-office/contract';
import { LandOfficeError } from '../../lib/api';

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

/** The field a conflict is over (the server names none): a username or e-mail already taken. */
export function conflictField(text: string): UserField | undefined {
  if (text === userMessages.usernameTaken) return 'username';
  if (text === userMessages.emailTaken) return 'email';
  return undefined;
}

/** The field a refusal is about: the one the server names, or the one a conflict is over. */
function refusedField(error: unknown): UserField | undefined {
  if (!(error instanceof LandOfficeError)) return undefined;
  const named = Object.keys(FormFields.shape).find((field) => field === error.field);
  return (named as UserField | undefined) ?? conflictField(error.message);
}

/** A refused save's field and its text there, when it is about one. */
export function refusedUserField(error: unknown, text: string) {
  const field = refusedField(error);
  return field ? { field, message: text } : undefined;
}
