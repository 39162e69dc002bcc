/**
 * On the drawn sign-in page (dist/login.html) nothing needs the app's code until the user acts: the fields are
 * native, and a press on 'Se connecter' is kept (prefilledLogin.ts). Loading the app at the first sign of use
 * (a pointer moving or pressing, a key, a focus, a typed character) rather than at once keeps the page's main
 * thread free while it is read (issue 14, first load): about 2 s of evaluation and first render on a slow
 * tablet, which would otherwise all fall right after the first paint.
 */
const SIGNS_OF_USE = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'input'] as const;

export function startWhenUsed(root: HTMLElement, start: () => void): void {
  // Acted before this script ran (typed, or a field has the focus): start now.
  const typed = [...root.querySelectorAll('input')].some((input) => input.value !== '');
  if (typed || root.contains(document.activeElement)) {
    start();
    return;
  }
  const options = { capture: true, passive: true } as const;
  const go = () => {
    for (const type of SIGNS_OF_USE) document.removeEventListener(type, go, options);
    start();
  };
  for (const type of SIGNS_OF_USE) document.addEventListener(type, go, options);
}
