import { type KeyboardEvent, useId, useState } from 'react';

// The one combobox of the app (ADR 1194): the WAI-ARIA 1.2 editable combobox with a listbox
// popup, as a hook. The pickers (MultiSelect, and AsyncSelect built on it) and the home page's
// search (features/marketplace SearchCombobox) render their own input and options and take the
// state, the ids, the ARIA attributes and the keys from here.

/** Where an arrow, Home or End key moves the active option; `undefined` for any other key. */
export function nextActiveIndex(
  key: string,
  index: number,
  count: number,
  { wrap }: { wrap: boolean },
): number | undefined {
  if (count === 0) return undefined;
  const last = count - 1;
  switch (key) {
    case 'ArrowDown':
      if (index >= last) return wrap ? 0 : last;
      return index + 1;
    case 'ArrowUp':
      if (index <= 0) return wrap ? last : 0;
      return index - 1;
    // Home and End move in the list once an option is active; before that they move the caret.
    case 'Home':
      return index >= 0 ? 0 : undefined;
    case 'End':
      return index >= 0 ? last : undefined;
    default:
      return undefined;
  }
}

type ComboboxOptions<T> = {
  /** The options shown now. */
  items: readonly T[];
  /**
   * Where the active option starts when the list opens or the text changes: 0 (a picker, Enter
   * picks the first match) or -1 (the search, Enter searches the text until an arrow key).
   */
  startIndex: 0 | -1;
  /** Arrow keys wrap around the ends of the list. */
  wrap: boolean;
};

export function useCombobox<T>({ items, startIndex, wrap }: ComboboxOptions<T>) {
  const ownId = useId();
  const listId = `${ownId}-list`;
  const optionId = (index: number) => `${ownId}-option-${index}`;
  const [isOpen, setOpen] = useState(false);
  const [rawIndex, setActiveIndex] = useState<number>(startIndex);
  // The list may have shrunk since the index was set.
  const activeIndex = isOpen && items.length > 0 ? Math.min(rawIndex, items.length - 1) : -1;
  const active = activeIndex >= 0 ? items[activeIndex] : undefined;
  const isListShown = isOpen && items.length > 0;

  const open = () => setOpen(true);
  const close = () => {
    setOpen(false);
    setActiveIndex(startIndex);
  };
  /** The text changed: the list opens and the active option starts over. */
  const restart = () => {
    setOpen(true);
    setActiveIndex(startIndex);
  };

  /** Arrows, Home, End and Escape; true when the key was the combobox's. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): boolean => {
    if (event.key === 'Escape') {
      if (!isOpen) return false;
      // Close the list only, not a dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close();
      return true;
    }
    if (event.key === 'ArrowDown' && !isOpen) {
      event.preventDefault();
      setOpen(true);
      return true;
    }
    const next = isOpen ? nextActiveIndex(event.key, activeIndex, items.length, { wrap }) : undefined;
    if (next === undefined) {
      // The arrows never move the caret, even with no option to move to.
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
      return event.key === 'ArrowDown' || event.key === 'ArrowUp';
    }
    event.preventDefault();
    setActiveIndex(next);
    return true;
  };

  /** The input's ARIA attributes (role, popup state, the active option). */
  const inputProps = {
    role: 'combobox',
    autoComplete: 'off',
    'aria-autocomplete': 'list',
    'aria-expanded': isListShown,
    'aria-controls': isListShown ? listId : undefined,
    'aria-activedescendant': active === undefined ? undefined : optionId(activeIndex),
  } as const;

  return {
    isOpen,
    isListShown,
    active,
    activeIndex,
    setActiveIndex,
    open,
    close,
    restart,
    onKeyDown,
    listId,
    optionId,
    inputProps,
  };
}
