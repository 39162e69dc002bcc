/**
 * What the user did in the pre-rendered sign-in page (dist/login.html, issue 14) before the app started: the
 * app's own page replaces that markup, and must not drop a name or a password already typed, nor the focus,
 * nor a press on 'Se connecter' (the drawn button cannot submit: a native submission would put the password
 * in the address), nor a press begun on the drawn page and released on the app's. src/loginEntry.tsx watches the drawn form as soon as it runs; startApp.tsx reads it just
 * before the app replaces it; the sign-in page takes it on its first mount and clears it, so a later visit (after a
 * sign-out) never shows it again.
 */
export interface LoginPrefill {
  username: string;
  password: string;
  focused: 'username' | 'password' | null;
  /** 'Se connecter' was pressed (or Enter in a field) once the entry was running: the app signs in. */
  submit: boolean;
  /** The eye beside the password was pressed an odd number of times: the password is shown. */
  passwordShown: boolean;
}

let prefill: LoginPrefill | null = null;
let submitRequested = false;
let passwordShown = false;
/** The drawn control a press began on and has not ended yet (a finger still down on 'Se connecter'). */
let pressedControl: string | null = null;

/** Marks the button of the sign-in page, drawn or live (LoginPage.tsx). */
const LOGIN_SUBMIT_ATTRIBUTE = 'data-login-submit';
/** The eye that shows or hides the password (Mantine's static class of PasswordInput's toggle). */
const PASSWORD_TOGGLE = '.mantine-PasswordInput-visibilityToggle';
/** The drawn page's buttons, found again by the same selector on the live page. */
const PRESSABLE = [`[${LOGIN_SUBMIT_ATTRIBUTE}]`, PASSWORD_TOGGLE];

export function watchPrerenderedLogin(root: HTMLElement): void {
  if (root.dataset.prerendered !== 'login') return;
  // Says that presses are watched from now on (the end-to-end journey presses only then).
  root.dataset.watched = 'true';
  const form = root.querySelector('form');
  form?.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest(`[${LOGIN_SUBMIT_ATTRIBUTE}]`)) submitRequested = true;
    if (event.target.closest(PASSWORD_TOGGLE)) passwordShown = !passwordShown;
  });
  form?.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) submitRequested = true;
  });
  form?.addEventListener('pointerdown', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    pressedControl = PRESSABLE.find((selector) => target?.closest(selector)) ?? null;
  });
  const pressEnded = () => {
    pressedControl = null;
  };
  document.addEventListener('pointerup', pressEnded, true);
  document.addEventListener('pointercancel', pressEnded, true);
}

/**
 * A press begun on a drawn button and released after the app replaced the page: the browser sends no click
 * (the element pressed is gone, Chromium 156 found by trying), so the release on the live button of the same
 * kind is made a click. Should a browser click it itself, that click comes in the release's own task, before
 * the timer: it is not doubled.
 */
function finishPressOnLivePage(selector: string): void {
  let clicked = false;
  const onClick = () => {
    clicked = true;
  };
  const onRelease = (event: PointerEvent) => {
    document.removeEventListener('pointerup', onRelease, true);
    document.removeEventListener('pointercancel', onRelease, true);
    const live = event.type === 'pointerup' && event.target instanceof Element ? event.target.closest(selector) : null;
    setTimeout(() => {
      document.removeEventListener('click', onClick, true);
      if (live instanceof HTMLElement && !clicked) live.click();
    }, 0);
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener('pointerup', onRelease, true);
  document.addEventListener('pointercancel', onRelease, true);
}

export function captureLoginPrefill(root: HTMLElement): void {
  if (root.dataset.prerendered !== 'login') return;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  const username = field('username');
  const password = field('password');
  const active = document.activeElement;
  prefill = {
    username: username?.value ?? '',
    password: password?.value ?? '',
    focused: active === username ? 'username' : active === password ? 'password' : null,
    submit: submitRequested,
    passwordShown,
  };
  if (pressedControl) finishPressOnLivePage(pressedControl);
}

export function loginPrefill(): LoginPrefill | null {
  return prefill;
}

export function clearLoginPrefill(): void {
  prefill = null;
  submitRequested = false;
  passwordShown = false;
}
