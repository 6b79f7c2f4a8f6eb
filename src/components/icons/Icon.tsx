import { ICON_PATHS, type IconName } from './icon-paths';

interface IconProps {
  name: IconName;
  size?: number;
  /** Accessible name; without it the icon is decorative. */
  label?: string;
}

export function Icon({ name, size = 24, label }: IconProps) {
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
      <path d={ICON_PATHS[name]} />
    </svg>
  );
}
