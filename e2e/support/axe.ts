import AxeBuilder from '@axe-core/playwright';
import { type Page, expect } from '@playwright/test';

/**
 * The rule sets checked on every screen: WCAG 2.0, 2.1 and 2.2 A and AA, and axe's best practices (landmarks,
 * heading order). No rule is disabled: a violation is fixed at its source, never silenced here.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Rules axe still calls experimental, so no tag turns them on: checked too. label-content-name-mismatch (WCAG
 * 2.5.3, a control's name holds the words it shows) found the workspace chooser's buttons named without their
 * town (issue 29).
 */
const EXTRA_RULES = { 'label-content-name-mismatch': { enabled: true } };

type Results = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line per violation and per element, readable in the test's failure message. */
export function describeViolations(violations: Results['violations']): string {
  return violations
    .map((v) => {
      const nodes = v.nodes.map((n) => `    - ${n.target.join(' > ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`).join('\n');
      return `[${v.impact ?? '?'}] ${v.id}: ${v.help} (${v.nodes.length})\n  ${v.helpUrl}\n${nodes}`;
    })
    .join('\n');
}

/**
 * Runs axe on the page as it is now and fails, listing every violation, if there is one. `screen` names what is
 * shown (it heads the failure message). Animations are finished first: a half-faded modal has false contrasts.
 */
export async function expectNoAxeViolations(page: Page, screen: string): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  // axe.run in the page itself (legacy mode) rather than a partial run per frame finished in a new blank page,
  // and details kept for violations only: the same rules and verdicts, three to four times faster per screen
  // (measured on /defunts, /concessions and /gestion-compte). The app has no frame to reach into.
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().options({ resultTypes: ['violations'], rules: EXTRA_RULES }).analyze();
  const size = page.viewportSize();
  const where = `${screen} at ${size?.width ?? '?'}×${size?.height ?? '?'}`;
  expect.soft(results.violations.length, `axe violations on ${where}:\n${describeViolations(results.violations)}`).toBe(0);
}
