/** Line icons drawn for the shell (24×24, stroke 2), so the app needs no icon package. */
const PATHS = {
  search: 'M10 4a6 6 0 1 0 0 12a6 6 0 0 0 0-12zM20 20l-5.6-5.6',
  notes: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  library: 'M4 4h5v16H4zM10 4h4v16h-4zM15.5 5l3.8-1l2.7 15.5l-3.8 1z',
  bell: 'M6 17h12l-1.5-2V10a4.5 4.5 0 0 0-9 0v5zM10 20h4',
  help: 'M12 21a9 9 0 1 0 0-18a9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01',
  commune: 'M3 21h18M5 21V10l7-5l7 5v11M9 21v-6h6v6',
  logout: 'M14 8V5H5v14h9v-3M10 12h11M18 9l3 3l-3 3',
  plot: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  concession: 'M7 3h7l4 4v14H7zM10 12h5M10 16h5M10 8h2',
  cross: 'M12 3v18M7 8h10',
  holders: 'M9 11a3.5 3.5 0 1 0 0-7a3.5 3.5 0 0 0 0 7zM3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.5c1.8.8 3 2.7 3 5.5',
  works: 'M14 6l4 4M4 20l9-9M13 4l7 7l-3 3l-7-7z',
  procedures: 'M9 6h11M9 12h11M9 18h11M4 6l1 1l2-2M4 12l1 1l2-2M4 18l1 1l2-2',
  templates: 'M4 4h16v5H4zM4 13h7v7H4zM15 13h5M15 17h5',
  users: 'M12 11a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM4 21c0-4 3.6-7 8-7s8 3 8 7',
  back: 'M9 14l-5-5l5-5M4 9h11a5 5 0 0 1 0 10h-2',
  account: 'M12 12a4 4 0 1 0 0-8a4 4 0 0 0 0 8zM5 21c0-3.9 3.1-7 7-7s7 3.1 7 7',
  data: 'M12 3c4.4 0 8 1.3 8 3s-3.6 3-8 3s-8-1.3-8-3s3.6-3 8-3zM4 6v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  home: 'M3 11l9-8l9 8M5 10v10h14V10',
  unfold: 'M4 5v14M9 7l5 5l-5 5M14 12H8',
  fold: 'M20 5v14M15 7l-5 5l5 5M10 12h6',
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
}

export function Icon({ name, size = 24 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
