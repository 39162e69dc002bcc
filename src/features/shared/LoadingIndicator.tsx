import { Loader, type MantineSize } from '@mantine/core';

interface LoadingIndicatorProps {
  /** What is loading, read aloud ('Chargement du plan'); none when a text beside the spinner says it already. */
  label?: string;
  size?: MantineSize;
}

/**
 * The app's spinner. Mantine's Loader is a span with no role, on which an aria-label is not allowed (axe:
 * aria-prohibited-attr, issue 14): named, it is an indeterminate progress bar (WAI-ARIA: a progressbar with no
 * value); unnamed, it is hidden from assistive technologies, the text beside it being what they read.
 */
export function LoadingIndicator({ label, size }: LoadingIndicatorProps) {
  return label ? <Loader size={size} role="progressbar" aria-label={label} /> : <Loader size={size} aria-hidden />;
}
