/**
 * Finds a screen element by its ARIA role and accessible name, as a person (or a screen reader) names it,
 * so a tutorial step keeps finding 'Ajouter un défunt' when the screen is restyled (issue 18). A small
 * subset of the accessible-name rules: enough for the buttons, links, tabs, headings, fields, dialogs and
 * labelled regions of this product.
 */
export type TargetRole =
  | 'button' | 'link' | 'tab' | 'heading' | 'textbox' | 'searchbox' | 'dialog' | 'navigation' | 'region' | 'group'
  | 'form' | 'checkbox' | 'combobox' | 'radiogroup' | 'table' | 'banner' | 'main' | 'complementary';

export interface Target {
  role: TargetRole;
  /** The accessible name, exact (spaces normalised) or a pattern. */
  name: string | RegExp;
}

const IMPLICIT: Record<TargetRole, string> = {
  button: 'button, input[type=button], input[type=submit]',
  link: 'a[href]',
  tab: '',
  heading: 'h1, h2, h3, h4, h5, h6',
  textbox: 'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=number], textarea',
  searchbox: 'input[type=search]',
  dialog: 'dialog',
  navigation: 'nav',
  region: 'section[aria-label], section[aria-labelledby]',
  group: 'fieldset',
  form: 'form[aria-label], form[aria-labelledby]',
  checkbox: 'input[type=checkbox]',
  combobox: 'select',
  radiogroup: '',
  table: 'table',
  banner: 'header',
  main: 'main',
  complementary: 'aside',
};

function normalise(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function textOfIds(ids: string): string {
  return ids.split(/\s+/).map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The accessible name: aria-labelledby, aria-label, the field's labels, then its text. */
export function accessibleName(el: Element): string {
  const labelledBy = el.getAttribute('aria-labelledby');
  if (labelledBy) return normalise(textOfIds(labelledBy));
  const label = el.getAttribute('aria-label');
  if (label) return normalise(label);
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) {
    const labels = [...(el.labels ?? [])].map((l) => l.textContent ?? '').join(' ');
    if (normalise(labels)) return normalise(labels);
    return normalise(el.getAttribute('placeholder') ?? el.getAttribute('title') ?? '');
  }
  return normalise(el.textContent ?? el.getAttribute('title') ?? '');
}

function isShown(el: Element): boolean {
  if (el.closest('[aria-hidden="true"], [hidden], [inert]')) return false;
  if (el.getClientRects().length === 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none';
}

function matches(name: string, wanted: string | RegExp): boolean {
  return typeof wanted === 'string' ? name === normalise(wanted) : wanted.test(name);
}

/** The first shown element with that role and name, or null. */
export function findByRole(target: Target, root: ParentNode = document): Element | null {
  const implicit = IMPLICIT[target.role];
  const selector = implicit ? `[role="${target.role}"], ${implicit}` : `[role="${target.role}"]`;
  for (const el of root.querySelectorAll(selector)) {
    const explicit = el.getAttribute('role');
    // An element with another explicit role is not its tag's implicit role (a <button role="tab">).
    if (explicit && explicit.split(/\s+/)[0] !== target.role) continue;
    if (!isShown(el)) continue;
    if (matches(accessibleName(el), target.name)) return el;
  }
  return null;
}
