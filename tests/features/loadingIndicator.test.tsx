import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Loader, MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from '../../src/features/shared/LoadingIndicator';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeWindow {
  axe: { run: (context: Element, options: object) => Promise<{ violations: Array<{ id: string }> }> };
}

/** The axe rules a spinner can break, run on the markup as React renders it (jsdom has no layout for the rest). */
async function violations(element: ReactElement): Promise<string[]> {
  const html = renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>);
  const dom = new JSDOM(`<!doctype html><html lang="fr"><body><main>${html}</main></body></html>`, { runScripts: 'outside-only' });
  dom.window.eval(axeSource);
  const window = dom.window as unknown as AxeWindow;
  const { violations: found } = await window.axe.run(dom.window.document.body, {
    runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-allowed-role', 'aria-progressbar-name', 'aria-hidden-focus'],
  });
  return found.map((v) => v.id);
}

describe('the app spinner (issue 14: no axe violation while something loads)', () => {
  it('Mantine’s bare Loader with a name is what axe refuses', async () => {
    expect(await violations(<Loader aria-label="Chargement du plan" />)).toEqual(['aria-prohibited-attr']);
  });

  it.each([
    ['named', <LoadingIndicator key="n" label="Chargement du plan" />],
    ['named and small', <LoadingIndicator key="s" size="sm" label="Compression des photos" />],
    ['beside its text', <LoadingIndicator key="t" size="sm" />],
  ])('%s: no violation', async (_case, element) => {
    expect(await violations(element)).toEqual([]);
  });

  it('a named one is an indeterminate progress bar with that name; an unnamed one is hidden', () => {
    const named = renderToStaticMarkup(<MantineProvider><LoadingIndicator label="Chargement de la fiche" /></MantineProvider>);
    expect(named).toMatch(/role="progressbar"/);
    expect(named).toMatch(/aria-label="Chargement de la fiche"/);
    expect(named).not.toMatch(/aria-valuenow/);
    const hidden = renderToStaticMarkup(<MantineProvider><LoadingIndicator /></MantineProvider>);
    expect(hidden).toMatch(/aria-hidden="true"/);
    expect(hidden).not.toMatch(/role=/);
  });
});
