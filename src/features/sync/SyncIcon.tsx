import type { SyncState } from '../../replica/types';

/** One glyph per state, drawn so that shape alone tells them apart (no colour-only meaning). */
export function SyncIcon({ state, size = 26 }: { state: SyncState; size?: number }) {
  const common = { width: size, height: size, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
  switch (state) {
    case 'hors ligne':
      return (
        <svg {...common}>
          <path d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.2 9.1 4.5 4.5 0 0 0 7 18z" />
          <path d="M3 3l18 18" />
        </svg>
      );
    case 'synchronisation…':
      return (
        <svg {...common}>
          <path d="M20 11a8 8 0 0 0-14.9-3M4 5v4h4" />
          <path d="M4 13a8 8 0 0 0 14.9 3M20 19v-4h-4" />
        </svg>
      );
    case 'session expirée':
    case 'erreur serveur':
    case 'modification refusée':
      return (
        <svg {...common}>
          <path d="M12 3l10 18H2z" />
          <path d="M12 10v4M12 17.5v.5" />
        </svg>
      );
    case 'à terminer':
      return (
        <svg {...common}>
          <path d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.2 9.1 4.5 4.5 0 0 0 7 18z" />
          <path d="M12 10v5M10 13l2 2 2-2" />
        </svg>
      );
    case 'en attente':
      return (
        <svg {...common}>
          <path d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.2 9.1 4.5 4.5 0 0 0 7 18z" />
          <path d="M12 11v4M10 13l2-2 2 2" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <path d="M7 18h10a4 4 0 0 0 .6-7.95A6 6 0 0 0 6.2 9.1 4.5 4.5 0 0 0 7 18z" />
          <path d="M9.5 13.5l2 2 3.5-4" />
        </svg>
      );
  }
}
