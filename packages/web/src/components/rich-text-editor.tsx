import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Quill } from './quill-setup';

/** What each of Quill's toolbar pickers chooses, by its class: its name's catalogue key. */
const PICKER_NAMES = {
  'ql-header': 'editor.heading',
  'ql-color': 'editor.colour',
  'ql-background': 'editor.background',
  'ql-align': 'editor.align',
  'ql-font': 'editor.font',
  'ql-size': 'editor.size',
} as const;
type Picker = keyof typeof PICKER_NAMES;

/** The toolbar's buttons by class and value (Quill names them by format, in English): their keys. */
const BUTTON_NAMES: Record<string, string> = {
  'ql-bold': 'bold',
  'ql-italic': 'italic',
  'ql-underline': 'underline',
  'ql-strike': 'strike',
  'ql-list:ordered': 'listOrdered',
  'ql-list:bullet': 'listBullet',
  'ql-indent:-1': 'indentLess',
  'ql-indent:+1': 'indentMore',
  'ql-link': 'link',
  'ql-image': 'image',
  'ql-video': 'video',
  'ql-blockquote': 'blockquote',
  'ql-code-block': 'codeBlock',
  'ql-clean': 'clean',
};

interface RichTextEditorProps {
  /** The HTML to start from; later changes of this prop are not pushed into the editor. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** Uploads an image chosen with the toolbar, pasted or dropped; answers its URL. */
  uploadImage?: (file: File) => Promise<string>;
  onUploadError?: (error: unknown) => void;
  label: string;
  invalid?: boolean;
}

/**
 * The rich-text editor (Quill 2, snow theme, the toolbar of spec §9, at least 300 px high).
 * Quill is fetched on first use, so it never weighs on screens without an editor.
 */
export function RichTextEditor({
  initialHtml,
  onChange,
  uploadImage,
  onUploadError,
  label,
  invalid,
}: RichTextEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const { t } = useTranslation();
  const latest = useRef({ onChange, uploadImage, onUploadError });
  latest.current = { onChange, uploadImage, onUploadError };
  const initial = useRef(initialHtml);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let quill: Quill | undefined;
    const root = host.current;
    const container = document.createElement('div');
    root?.append(container);
    import('./quill-setup')
      .then(({ Quill, toolbar, editorHtml }) => {
        if (cancelled) return;
        const insertUploaded = async (files: File[], index: number) => {
          const upload = latest.current.uploadImage;
          if (!upload || !quill) return;
          for (const file of files) {
            try {
              const url = await upload(file);
              quill.insertEmbed(index, 'image', url, 'user');
              quill.setSelection(index + 1, 0, 'user');
            } catch (error) {
              latest.current.onUploadError?.(error);
            }
          }
        };
        const editor = new Quill(container, {
          theme: 'snow',
          modules: {
            toolbar: {
              container: toolbar,
              handlers: {
                image: () => {
                  const input = document.createElement('input');
                  input.type = 'file';
                  input.accept = 'image/jpeg,image/png,image/gif,image/webp';
                  input.onchange = () => {
                    const index = editor.getSelection(true)?.index ?? editor.getLength();
                    if (input.files?.length) insertUploaded([...input.files], index);
                  };
                  input.click();
                },
              },
            },
            uploader: {
              mimetypes: ['image/jpeg', 'image/png', 'image/gif', 'image/webp'],
              handler: (range: { index: number }, files: File[]) => insertUploaded(files, range.index),
            },
          },
        });
        quill = editor;
        editor.setContents(editor.clipboard.convert({ html: initial.current }), 'silent');
        // A labelled multi-line text box to assistive technology (a bare div may not carry a label).
        editor.root.setAttribute('role', 'textbox');
        editor.root.setAttribute('aria-multiline', 'true');
        editor.root.setAttribute('aria-label', label);
        // Quill's pickers (heading, colours, alignment) are buttons without a name: name them.
        for (const picker of root?.querySelectorAll<HTMLElement>('.ql-picker') ?? []) {
          const kind = [...picker.classList].find((c): c is Picker => c in PICKER_NAMES);
          picker
            .querySelector('.ql-picker-label')
            ?.setAttribute('aria-label', t(kind ? PICKER_NAMES[kind] : 'editor.format'));
        }
        for (const button of root?.querySelectorAll<HTMLButtonElement>('.ql-toolbar button') ?? []) {
          const format = [...button.classList].find((c) => c.startsWith('ql-')) ?? '';
          const key = BUTTON_NAMES[button.value ? `${format}:${button.value}` : format];
          if (key) button.setAttribute('aria-label', t(`editor.buttons.${key}` as never));
        }
        editor.on('text-change', () => latest.current.onChange(editorHtml(editor)));
        setState('ready');
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      container.remove();
      root?.querySelector('.ql-toolbar')?.remove();
    };
  }, [label, t]);

  return (
    <div
      className={`rich-text-editor rounded border bg-white ${invalid ? 'border-red-500' : 'border-slate-300'}`}
      data-state={state}
    >
      {state === 'loading' && <p className="p-3 text-sm text-slate-600">{t('loadingEditor')}</p>}
      {state === 'failed' && (
        <p role="alert" className="p-3 text-sm text-red-600">
          {t('editor.failed')}
        </p>
      )}
      <div ref={host} />
    </div>
  );
}
