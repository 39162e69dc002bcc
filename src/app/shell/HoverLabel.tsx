import type { ReactNode } from 'react';
import './hoverLabel.css';

interface HoverLabelProps {
  label: string;
  /** Where the label shows: under the button (centred, or aligned on its right edge), to its left or right. */
  side?: 'bottom' | 'bottom-end' | 'left' | 'right';
  children: ReactNode;
}

/**
 * The label of an icon button, shown while a mouse is over it or the keyboard is on it. The button keeps its
 * own accessible name (aria-label); this text is for the eyes only. Plain CSS rather than Mantine's Tooltip:
 * each Tooltip placed itself with floating-ui and re-rendered synchronously when the top bar first showed,
 * which made the first screen's longest task longer (issue 14, TBT).
 */
export function HoverLabel({ label, side = 'bottom', children }: HoverLabelProps) {
  return (
    <span className="hover-label" data-side={side}>
      {children}
      <span className="hover-label__text" aria-hidden="true">
        {label}
      </span>
    </span>
  );
}
