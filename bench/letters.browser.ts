import type { TemplateDocument } from '../src/domain/templates/types';
import { templateDocuments } from '../src/domain/templates/generate';
import type { TemplateFacts } from '../src/domain/templates/values';
import { renderDocumentsPdf } from '../src/features/fiche/documents/renderPdf';
import { sanitizeHtml } from '../src/platform/sanitizeHtml';

/**
 * The letters benchmark's page side (bench/letters.bench.ts bundles it and runs it in headless Chromium): the
 * device's own path, DOMPurify on the page's DOM and jspdf in the page, on the facts the Node side computed.
 */
interface LettersInput {
  template: Pick<TemplateDocument, 'slug' | 'nom' | 'content' | 'moredata'>;
  facts: TemplateFacts[];
}

function heap(): number {
  return (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory?.usedJSHeapSize ?? 0;
}

async function runLetters({ template, facts }: LettersInput) {
  const tRaw = performance.now();
  for (const f of facts) templateDocuments(template, f, null, (html) => html);
  const unsanitised = performance.now() - tRaw;
  (globalThis as { gc?: () => void }).gc?.();
  const baseHeap = heap();
  let peakHeap = baseHeap;
  const t1 = performance.now();
  const contents = facts.flatMap((f, i) => {
    if (i % 50 === 0) peakHeap = Math.max(peakHeap, heap());
    return templateDocuments(template, f, null, sanitizeHtml);
  });
  const rendered = performance.now() - t1;
  peakHeap = Math.max(peakHeap, heap());
  const t2 = performance.now();
  const blob = await renderDocumentsPdf(contents);
  const drawn = performance.now() - t2;
  peakHeap = Math.max(peakHeap, heap());
  return { letters: contents.length, rendered, unsanitised, drawn, size: blob.size, baseHeap, peakHeap };
}

(globalThis as { runLetters?: typeof runLetters }).runLetters = runLetters;
