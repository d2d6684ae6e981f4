// The smallest crop an image upload accepts, by the crop's aspect: a wide banner
// (2:1 and wider, e.g. 16:4) must be 1600 px wide; anything squarer 500 px on its short side.

export const MIN_SHORT_SIDE = 500;
export const MIN_BANNER_WIDTH = 1600;
const WIDE = 2;

/** Width and height in pixels of the smallest crop for `aspect` (width ÷ height). */
export function minimumCrop(aspect: number): { width: number; height: number } {
  if (!(aspect > 0) || !Number.isFinite(aspect)) return { width: MIN_SHORT_SIDE, height: MIN_SHORT_SIDE };
  if (aspect >= WIDE) return { width: MIN_BANNER_WIDTH, height: Math.round(MIN_BANNER_WIDTH / aspect) };
  return aspect >= 1
    ? { width: Math.round(MIN_SHORT_SIDE * aspect), height: MIN_SHORT_SIDE }
    : { width: MIN_SHORT_SIDE, height: Math.round(MIN_SHORT_SIDE / aspect) };
}
