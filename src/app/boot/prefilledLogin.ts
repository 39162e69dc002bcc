/**
 * What the user typed in the pre-rendered sign-in page (dist/login.html, issue 14) before the app started: the
 * app's own page replaces that markup, and must not drop a name or a password already typed, nor the focus.
 * Read once at start (src/main.tsx); the sign-in page takes it on its first mount and clears it, so a later
 * visit (after a sign-out) never shows it again.
 */
export interface LoginPrefill {
  username: string;
  password: string;
  focused: 'username' | 'password' | null;
}

let prefill: LoginPrefill | null = null;

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
  };
}

export function loginPrefill(): LoginPrefill | null {
  return prefill;
}

export function clearLoginPrefill(): void {
  prefill = null;
}
