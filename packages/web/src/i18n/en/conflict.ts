/**
 * The conflict namespace, in English: the dialog a save gets when someone else changed the
 * record after the form opened it (issue "Content history" §4). Its heading is the server's sentence.
 */
export const conflict = {
  intro: 'Their version is saved now. For each field, keep yours or take theirs, then save.',
  same: 'Their values are the same as yours: saving keeps them.',
  theirs: 'Theirs',
  mine: 'Mine',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  save: 'Save',
  cancel: 'Cancel',
  empty: '(empty)',
  yes: 'Yes',
  no: 'No',
};
