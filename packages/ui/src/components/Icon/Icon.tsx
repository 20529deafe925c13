import * as styles from './Icon.css';

/** Outline paths on a 24 × 24 grid, drawn with the text colour. */
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  chevronDown: 'M6 9l6 6 6-6',
  chevronUp: 'M6 15l6-6 6 6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  arrowLeft: 'M19 12H5M11 6l-6 6 6 6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  minus: 'M6 12h12',
  calendar: 'M4 6.5h16v13.5H4zM4 10.5h16M8 3.5v5M16 3.5v5',
  clock: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM12 7.5V12l3 2',
  search: 'M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zM15.5 15.5L20 20',
  upload: 'M12 15.5V4M7.5 8.5L12 4l4.5 4.5M4.5 15v4.5h15V15',
  download: 'M12 4v11.5M7.5 11L12 15.5l4.5-4.5M4.5 15v4.5h15V15',
  file: 'M6 3.5h8l4 4v13H6zM14 3.5v4h4',
  print: 'M7 8.5v-5h10v5M7 17H4v-8.5h16V17h-3M7 13.5h10v7H7z',
  more: 'M5.5 12h.01M12 12h.01M18.5 12h.01',
  sort: 'M8 9.5l4-4 4 4M8 14.5l4 4 4-4',
  sortAsc: 'M8 14l4-4 4 4',
  sortDesc: 'M8 10l4 4 4-4',
  info: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM12 11v5.5M12 7.5h.01',
  warning: 'M12 4l9 16H3zM12 10v4.5M12 17.5h.01',
  danger: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM9 9l6 6M15 9l-6 6',
  success: 'M12 3.5a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17zM8 12.5l3 3 5-6',
  inbox: 'M4 13.5l2.5-8h11l2.5 8v6H4zM4 13.5h5l1 2.5h4l1-2.5h5',
  send: 'M4 12l16-8-6 16-2.5-6.5z',
  bell: 'M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15zM10 20.5h4',
  filter: 'M4 5h16l-6 7.5V19l-4 1.5v-8z',
  menu: 'M4 7h16M4 12h16M4 17h16',
  chat: 'M4 5h16v11H10l-4.5 3.5V16H4z',
} as const;

export type IconName = keyof typeof paths;

export const iconNames = Object.keys(paths) as IconName[];

export const iconSizes = ['sm', 'md', 'lg'] as const;

export type IconProps = {
  name: IconName;
  size?: (typeof iconSizes)[number];
  /** When given the icon is announced; otherwise it is decorative and hidden from screen readers. */
  label?: string;
};

export function Icon({ name, size = 'md', label }: IconProps) {
  return (
    <svg
      className={styles.icon({ size })}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-slot="icon"
    >
      <path d={paths[name]} />
    </svg>
  );
}
