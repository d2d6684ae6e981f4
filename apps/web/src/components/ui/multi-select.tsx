import { Check, ChevronDown, X } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import { cn } from '@/utils/cn';
import { useCombobox } from './combobox';
import { useFieldControl } from './form-field';
import { controlClasses } from './input';

export type SelectOption = { value: string; label: string };

type MultiSelectProps = {
  /** The field's name, used for the list and the chips' remove buttons ("Remove Bali"). */
  label: string;
  options: readonly SelectOption[];
  value: readonly SelectOption[];
  onChange: (value: SelectOption[]) => void;
  /** Called as the user types; with `filterLocally` off the caller answers with new `options`. */
  onQueryChange?: (query: string) => void;
  /** Filter `options` by the typed text here (on for fixed lists, off for server searches). */
  filterLocally?: boolean;
  isLoading?: boolean;
  placeholder?: string;
  emptyText?: string;
  onBlur?: () => void;
  disabled?: boolean;
};

/**
 * A combobox with chips (the app's one combobox, ./combobox.ts, with a multi-selectable listbox):
 * type to filter, arrows to move, Enter to pick or drop, Escape to close, Backspace in an empty
 * box drops the last chip.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  onQueryChange,
  filterLocally = true,
  isLoading = false,
  placeholder = 'Select...',
  emptyText = 'No results.',
  onBlur,
  disabled,
}: MultiSelectProps) {
  const field = useFieldControl();
  const ownId = useId();
  const inputId = field?.id ?? `${ownId}-input`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');

  const selected = useMemo(() => new Set(value.map((option) => option.value)), [value]);
  const visible = useMemo(() => {
    const needle = query.trim().toLowerCase();
    if (!filterLocally || !needle) return options;
    return options.filter((option) => option.label.toLowerCase().includes(needle));
  }, [options, query, filterLocally]);
  const combobox = useCombobox({ items: visible, startIndex: 0, wrap: false });
  const { active, isOpen } = combobox;

  const updateQuery = (next: string) => {
    setQuery(next);
    combobox.restart();
    onQueryChange?.(next);
  };

  const toggle = (option: SelectOption) => {
    onChange(selected.has(option.value) ? value.filter((v) => v.value !== option.value) : [...value, option]);
  };

  const remove = (option: SelectOption) => {
    onChange(value.filter((v) => v.value !== option.value));
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (combobox.onKeyDown(event)) return;
    if (event.key === 'Enter') {
      // Never submit the surrounding form from here.
      event.preventDefault();
      if (active) toggle(active);
      else combobox.open();
    } else if (event.key === 'Backspace') {
      const last = value.at(-1);
      if (query === '' && last) remove(last);
    }
  };

  const onContainerBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    combobox.close();
    onBlur?.();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focusout of the whole widget closes the list
    <div className="relative" onBlur={onContainerBlur}>
      {/* A click anywhere in the box focuses the text input, like a native control. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer convenience; the input and chip buttons carry the keyboard interaction */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above */}
      <div
        className={cn(
          controlClasses,
          'flex min-h-10 cursor-text flex-wrap items-center gap-1.5 py-1.5 pr-9 focus-within:border-brand-700 focus-within:ring-2 focus-within:ring-brand-700/30',
          field?.isInvalid && 'border-destructive',
          disabled && 'cursor-not-allowed opacity-60',
        )}
        onClick={() => {
          if (disabled) return;
          inputRef.current?.focus();
          combobox.open();
        }}
      >
        {value.map((option) => (
          <span
            key={option.value}
            className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pr-1 pl-2.5 text-sm font-medium text-brand-900"
          >
            <span className="min-w-0 truncate">{option.label}</span>
            <button
              type="button"
              disabled={disabled}
              aria-label={`Remove ${option.label}`}
              className="rounded-full p-0.5 text-brand-800 outline-none hover:bg-brand-100 focus-visible:ring-2 focus-visible:ring-ring"
              onClick={(event) => {
                event.stopPropagation();
                remove(option);
              }}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
        ))}
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          {...combobox.inputProps}
          disabled={disabled}
          aria-invalid={field?.isInvalid || undefined}
          aria-describedby={field?.describedBy}
          placeholder={value.length === 0 ? placeholder : undefined}
          value={query}
          onChange={(event) => updateQuery(event.target.value)}
          onFocus={combobox.open}
          onKeyDown={onKeyDown}
          className="h-7 min-w-24 flex-1 bg-transparent text-base outline-none placeholder:text-muted-foreground md:text-sm"
        />
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-3 right-3 size-4 text-muted-foreground"
        />
      </div>

      {isOpen && (
        <div className="absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-md border bg-white shadow-lg">
          {visible.length > 0 && (
            <div
              id={combobox.listId}
              role="listbox"
              aria-label={label}
              aria-multiselectable="true"
              className="max-h-60 overflow-y-auto p-1"
            >
              {visible.map((option, index) => {
                const isSelected = selected.has(option.value);
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: options are driven from the combobox input (aria-activedescendant), as the ARIA pattern asks
                  <div
                    key={option.value}
                    id={combobox.optionId(index)}
                    role="option"
                    aria-selected={isSelected}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm',
                      index === combobox.activeIndex && 'bg-muted',
                    )}
                    // Keep the focus in the input while picking with the pointer.
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => combobox.setActiveIndex(index)}
                    onClick={() => toggle(option)}
                  >
                    <span
                      className={cn(
                        'flex size-4 shrink-0 items-center justify-center rounded-sm border border-input',
                        isSelected && 'border-brand-700 bg-brand-700 text-white',
                      )}
                    >
                      {isSelected && <Check aria-hidden="true" className="size-3" />}
                    </span>
                    {option.label}
                  </div>
                );
              })}
            </div>
          )}
          {visible.length === 0 && (
            <p role="status" className="px-3 py-3 text-sm text-muted-foreground">
              {isLoading ? 'Searching...' : emptyText}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
