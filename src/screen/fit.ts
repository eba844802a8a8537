/**
 * Fit-to-wall: the big screen is designed at a fixed size (1920×1080) and scaled uniformly onto
 * any viewport, letterboxed (centred, the spare band left dark) so nothing is cut off or stretched.
 */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

export interface Fit {
  scale: number;
  left: number;
  top: number;
}

export function fitToViewport(viewportWidth: number, viewportHeight: number, designWidth = DESIGN_WIDTH, designHeight = DESIGN_HEIGHT): Fit {
  const scale = Math.max(0.01, Math.min(viewportWidth / designWidth, viewportHeight / designHeight));
  return {
    scale,
    left: Math.max(0, (viewportWidth - designWidth * scale) / 2),
    top: Math.max(0, (viewportHeight - designHeight * scale) / 2),
  };
}
