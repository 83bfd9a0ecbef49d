import { useId, useRef, useState } from 'react';
import { buttonClass, inputClass } from './field';

/**
 * A value to pass on (a one-time link, a signing secret): read-only, selected on focus, with a
 * Copy button; where the browser has no clipboard (no https) the value is selected instead, for
 * the keyboard to copy, and the line under it says so.
 */
export function CopyField({
  label,
  value,
  texts,
}: {
  label: string;
  value: string;
  texts: { copy: string; copied: string; copyFailed: string };
}) {
  const [copied, setCopied] = useState<'yes' | 'failed'>();
  const field = useRef<HTMLInputElement>(null);
  const labelId = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('yes');
    } catch {
      field.current?.focus();
      field.current?.select();
      setCopied('failed');
    }
  };

  return (
    <div>
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {label}
      </span>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          ref={field}
          aria-labelledby={labelId}
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} min-w-0 flex-1 bg-white font-mono text-xs`}
        />
        <button type="button" className={buttonClass.secondary} onClick={copy}>
          {texts.copy}
        </button>
      </div>
      <p role="status" className="mt-1 text-xs text-slate-700">
        {copied === 'yes' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}
      </p>
    </div>
  );
}
