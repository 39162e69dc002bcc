/** Layout rules of the plot sheet that the spec states (spec 001 §2). */

/**
 * The contacts carousel shows its arrows with more than 2 contacts, or with 2 when the window is narrower
 * than 1200 px, that is whenever the cards do not all fit.
 */
export function carouselArrows(count: number, windowWidth: number): boolean {
  return count > 2 || (count === 2 && windowWidth < 1200);
}
