import type { ComponentProps } from 'react';
import { cn } from '@/utils/cn';

/**
 * A form label, as Radix's was: a double click on its text does not select the text (a control
 * inside it is left alone). A plain `label`: the package page's first visit does not carry Radix's
 * primitive for it (docs/decisions/1396).
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the caller names its control (htmlFor) or nests it.
    <label
      className={cn('text-sm font-medium leading-none text-foreground select-none', className)}
      onMouseDown={(event) => {
        if (event.target instanceof Element && event.target.closest('button, input, select, textarea'))
          return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
