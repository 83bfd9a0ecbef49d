/** What each part of the header screen receives: the shared banner, and where to say it holds unsaved edits. */
export interface HeaderScreenPart {
  show: (text: string, options?: { isError?: boolean }) => void;
  onDirty: (part: string, dirty: boolean) => void;
}
