/**
 * The rich-text editor as screen tests use it: Quill needs a real browser (the end-to-end suite
 * drives it), so here it is a plain textarea with the same label and change callback.
 *
 *     vi.mock('../components/rich-text-editor', () => import('../test/plain-rich-text-editor'));
 */
export function RichTextEditor(props: {
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
}) {
  return (
    <textarea
      aria-label={props.label}
      defaultValue={props.initialHtml}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}
