import { useState } from 'react';

/**
 * Which row a list's dialog works on (none: the dialog adds one), and whether it is open. Closing
 * keeps the row, so the dialog's closing animation still shows it.
 */
export function useEditing<T>() {
  const [editing, setEditing] = useState<{ open: boolean; item?: T }>({ open: false });
  return {
    ...editing,
    edit: (item?: T) => setEditing({ open: true, item }),
    onOpenChange: (open: boolean) => setEditing((current) => ({ ...current, open })),
  };
}
