/** What each form of /admin/account receives: the page's one banner, and where to say it holds unsaved edits. */
export interface AccountPart {
  show: (text: string, options?: { isError?: boolean }) => void;
  onDirty: (part: string, dirty: boolean) => void;
}
