import Quill from 'quill';
import Video from 'quill/formats/video';
import 'quill/dist/quill.snow.css';
import './rich-text-editor.css';

/**
 * Quill's semantic HTML (proper <ul>/<ol>, <pre>) is what we store, but it writes a video as a
 * plain link; keep the embed itself, which the server's allowlist checks by host.
 */
class EmbeddedVideo extends Video {
  override html() {
    return (this.domNode as HTMLElement).outerHTML;
  }
}
Quill.register(EmbeddedVideo, true);

/** The editor toolbar of spec §9. */
export const toolbar = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  ['link', 'image', 'video'],
  ['blockquote', 'code-block'],
  ['clean'],
];

/** The stored HTML of an editor: '' when it holds no text and no embed; single spaces as spaces so lines wrap. */
export function editorHtml(quill: Quill): string {
  const hasEmbed = quill.getContents().ops.some((op) => typeof op.insert === 'object');
  if (!hasEmbed && quill.getText().trim() === '') return '';
  return quill.getSemanticHTML().replace(/(?<!&nbsp;)&nbsp;(?!&nbsp;)/g, ' ');
}

export { Quill };
