import type { MouseEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Label } from './label';

type LabelElement = ReactElement<{ onMouseDown: (event: MouseEvent<HTMLLabelElement>) => void }>;

/** An element the handler can ask `closest` of: inside a control or not. */
class FakeElement {
  constructor(private readonly insideControl: boolean) {}
  closest(selector: string) {
    return this.insideControl && selector.includes('input') ? this : null;
  }
}

function mouseDown(detail: number, insideControl = false) {
  const event = {
    detail,
    target: new FakeElement(insideControl),
    defaultPrevented: false,
    preventDefault: vi.fn(() => {
      event.defaultPrevented = true;
    }),
  };
  return event;
}

describe('Label', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a plain label naming its control', () => {
    expect(renderToStaticMarkup(<Label htmlFor="coupon">Coupon code</Label>)).toBe(
      '<label class="text-sm font-medium leading-none text-foreground select-none" for="coupon">Coupon code</label>',
    );
  });

  it('keeps a double click on its text from selecting it, and leaves a control inside alone', () => {
    vi.stubGlobal('Element', FakeElement);
    const onMouseDown = vi.fn();
    const handler = (Label({ htmlFor: 'x', onMouseDown, children: 'Name' }) as LabelElement).props
      .onMouseDown;
    const single = mouseDown(1);
    handler(single as unknown as MouseEvent<HTMLLabelElement>);
    expect(single.preventDefault).not.toHaveBeenCalled();
    const double = mouseDown(2);
    handler(double as unknown as MouseEvent<HTMLLabelElement>);
    expect(double.preventDefault).toHaveBeenCalledOnce();
    expect(onMouseDown).toHaveBeenCalledTimes(2);
    const inControl = mouseDown(2, true);
    handler(inControl as unknown as MouseEvent<HTMLLabelElement>);
    expect(inControl.preventDefault).not.toHaveBeenCalled();
    expect(onMouseDown).toHaveBeenCalledTimes(2);
  });
});
