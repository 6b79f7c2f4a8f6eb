import { SHELL_ICON_PATHS, type ShellIconName } from './shell-icon-paths';

type IconProps = {
  size?: number;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
} & (
  | { name: ShellIconName; path?: never }
  /** Any other icon of the set by its path (icon-paths.ts: imported by the page that shows it, not the start-up). */
  | { path: string; name?: never }
);

export function Icon({ name, path, size = 24, label }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
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
    >
      <path d={path ?? SHELL_ICON_PATHS[name]} />
    </svg>
  );
}
