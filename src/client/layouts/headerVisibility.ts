/** Scroll offset past which an auto-hiding header hides (spec §9). */
export const HEADER_HIDE_OFFSET = 100;

/**
 * Whether the auto-hiding header shows after a scroll from `prevTop` to `top`:
 * scrolling up always shows it; scrolling down hides it once past the threshold.
 */
export function nextHeaderVisible(prevTop: number, top: number): boolean {
  return top < prevTop || top <= HEADER_HIDE_OFFSET;
}
