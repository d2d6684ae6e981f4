import { Bold, Italic, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { cn } from '@/utils/cn';

type RichTextEditorProps = {
  /** The visible label, which also names the toolbar ("Cancellation policy formatting"). */
  label: string;
  /** HTML; the server sanitises it to a safe subset. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  hint?: string;
  /** A validation message (the server's or the form's), shown under the box. */
  error?: string;
  className?: string;
};

const commands: { command: string; label: string; icon: LucideIcon }[] = [
  { command: 'bold', label: 'Bold', icon: Bold },
  { command: 'italic', label: 'Italic', icon: Italic },
  { command: 'insertUnorderedList', label: 'Bulleted list', icon: List },
  { command: 'insertOrderedList', label: 'Numbered list', icon: ListOrdered },
];

/** A small rich-text box: a contentEditable area with Bold, Italic and list buttons. */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  hint,
  error,
  className,
}: RichTextEditorProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);

  // Only write the HTML in when it differs, so the caret stays where the user is typing.
  useEffect(() => {
    const box = ref.current;
    if (box && box.innerHTML !== value) box.innerHTML = value;
  }, [value]);

  const run = (command: string) => {
    ref.current?.focus();
    document.execCommand(command);
    onChange(ref.current?.innerHTML ?? '');
  };

  return (
    <div className={cn('grid gap-1.5', className)}>
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div
        className={cn(
          'overflow-hidden rounded-md border bg-white focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-700/30',
          error ? 'border-destructive' : 'border-input',
        )}
      >
        <div role="toolbar" aria-label={`${label} formatting`} className="flex gap-1 border-b bg-zinc-50 p-1">
          {commands.map(({ command, label: name, icon: Icon }) => (
            <button
              key={command}
              type="button"
              aria-label={name}
              title={name}
              // Keep the selection in the text while pressing the button.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => run(command)}
              className="rounded p-1.5 text-zinc-700 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon aria-hidden="true" className="size-4" />
            </button>
          ))}
        </div>
        <div
          ref={ref}
          role="textbox"
          tabIndex={0}
          contentEditable
          suppressContentEditableWarning
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-describedby={
            [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
          }
          aria-invalid={error ? true : undefined}
          onInput={(event) => onChange(event.currentTarget.innerHTML)}
          onBlur={onBlur}
          className="prose-sm min-h-28 px-3 py-2 text-sm outline-none [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5"
        />
      </div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive [overflow-wrap:anywhere]">
          {error}
        </p>
      )}
    </div>
  );
}
