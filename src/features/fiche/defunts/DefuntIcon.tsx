import type { ReactElement } from 'react';
import type { DefuntPicture } from '../../../domain/wizards/exhumation';

/**
 * The five pictures of a deceased by state (spec 001 §4 'Deceased picture by state'; issue 28: the Unicode glyphs
 * were too alike, the buried urn and the sealed urn shared one). Each is drawn so that a person tells them apart
 * at 40 px, and in black and white: a coffin with its cross; two bodies gathered in one box (réunion); one small
 * box of bones (réduction); an urn below the ground line (urn buried in the tomb); an urn fixed on top of the
 * monument's stone (sealed urn).
 */
const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinejoin: 'round', strokeLinecap: 'round' } as const;

const urn = (y: number) => `M17 ${y} h6 v2 c4 1 6 4 6 8 c0 5 -4 8 -9 8 c-5 0 -9 -3 -9 -8 c0 -4 2 -7 6 -8 z`;

export const DEFUNT_ICON_SHAPES: Record<DefuntPicture, ReactElement> = {
  cercueil: (
    <g {...STROKE}>
      <path d="M14 3 h12 l5 9 l-4 25 h-14 l-4 -25 z" />
      <path d="M20 12 v14 M15.5 17 h9" />
    </g>
  ),
  'reunion de corps': (
    <g {...STROKE}>
      <rect x="5" y="14" width="30" height="20" rx="2" />
      <path d="M11 6 h6 l2 4 l-2 4 h-6 l-2 -4 z M23 6 h6 l2 4 l-2 4 h-6 l-2 -4 z" />
      <path d="M12 24 h16 M12 29 h16" />
    </g>
  ),
  'reduction de corps': (
    <g {...STROKE}>
      <rect x="10" y="18" width="20" height="14" rx="2" />
      <path d="M10 22 h20" />
      <path d="M15 11 l10 0 M13.5 9.5 a1.5 1.5 0 1 0 1.5 1.5 M26.5 9.5 a1.5 1.5 0 1 1 -1.5 1.5" />
    </g>
  ),
  'Inhumation dans la sépulture': (
    <g {...STROKE}>
      <path d="M3 14 h34" />
      <path d="M6 14 l-3 4 M12 14 l-3 4 M30 14 l-3 4 M36 14 l-3 4" />
      <path d={urn(18)} />
    </g>
  ),
  'Scellement sur le monument de la sépulture': (
    <g {...STROKE}>
      <path d={urn(3)} />
      <path d="M14 21 h12" />
      <rect x="6" y="23" width="28" height="14" rx="1" />
      <path d="M6 27 h28" />
    </g>
  ),
};

/** The picture of a deceased, named for screen readers and on hover by its state (the spec's words). */
export function DefuntIcon({ picture, size = 40 }: { picture: DefuntPicture; size?: number }) {
  return (
    <svg role="img" aria-label={picture} width={size} height={size} viewBox="0 0 40 40" data-picture={picture} style={{ flex: '0 0 auto' }}>
      <title>{picture}</title>
      {DEFUNT_ICON_SHAPES[picture]}
    </svg>
  );
}
