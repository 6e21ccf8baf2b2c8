import type { SVGProps } from 'react';

/** Line icons drawn inline (no icon font, no extra request); decorative unless labelled. */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

const base = (size: number, props: SVGProps<SVGSVGElement>) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
  ...props,
});

export const SearchIcon = ({ size = 22, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m20 20-4.2-4.2" />
  </svg>
);

export const MenuIcon = ({ size = 24, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);

export const CloseIcon = ({ size = 22, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);

export const ChevronDownIcon = ({ size = 16, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const ChevronRightIcon = ({ size = 18, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <path d="m9 6 6 6-6 6" />
  </svg>
);

export const ArrowLeftIcon = ({ size = 20, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <path d="M19 12H5m6-6-6 6 6 6" />
  </svg>
);

export const ArrowUpIcon = ({ size = 22, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <path d="M12 19V5m-6 6 6-6 6 6" />
  </svg>
);

export const PhoneIcon = ({ size = 18, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <path d="M5 4h3.5l1.5 4-2 1.3a10.5 10.5 0 0 0 6.7 6.7l1.3-2 4 1.5V19a1.5 1.5 0 0 1-1.6 1.5A15.5 15.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4Z" />
  </svg>
);

export const MailIcon = ({ size = 18, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
    <path d="m4 7 8 6 8-6" />
  </svg>
);

export const ClockIcon = ({ size = 18, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);

export const PinIcon = ({ size = 18, ...p }: IconProps) => (
  <svg {...base(size, p)}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11Z" />
    <circle cx="12" cy="10" r="2.3" />
  </svg>
);

/** Brand marks of the messengers and networks, simplified to one path each. */
const socialPaths: Record<string, string> = {
  telegram:
    'M21 4.5 2.8 11.4c-.9.4-.9 1.5 0 1.8l4.5 1.4 1.7 5.3c.2.7 1.1.9 1.6.4l2.5-2.3 4.7 3.5c.6.4 1.4.1 1.6-.6L22.4 5.9c.3-1-.6-1.8-1.4-1.4ZM9.6 14.6l8.3-6.6-6.6 8-.4 3-1.3-4.4Z',
  viber:
    'M12 2.5c-4.9 0-8.6 2.7-8.6 8.3 0 3.4 1.3 5.4 3.3 6.6v3.6l3-2.5c.7.1 1.5.2 2.3.2 4.9 0 8.6-2.7 8.6-7.9S16.9 2.5 12 2.5Zm3.9 11.7c-.4.7-1.3 1.1-2 .9-2.6-.8-4.6-2.7-5.6-5.2-.3-.7.1-1.6.8-2l.6-.3c.4-.2.9-.1 1.1.3l.8 1.2c.2.4.1.9-.2 1.1l-.4.3c.5 1.1 1.3 2 2.4 2.5l.3-.4c.3-.4.8-.4 1.1-.2l1.2.8c.3.3.4.7.2 1.1l-.3-.1Z',
  instagram:
    'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3Zm4.5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.2-1.8a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z',
  facebook:
    'M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21h3Z',
  tiktok:
    'M16.6 3c.3 2.2 1.6 3.6 3.9 3.8v3c-1.4.1-2.7-.3-3.9-1v6.3c0 3.5-2.6 5.9-5.8 5.9a5.8 5.8 0 0 1-1.1-11.5v3.1a2.8 2.8 0 1 0 2 2.7V3h2.9Z',
};

export const SocialIcon = ({ name, size = 20 }: { name: string; size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={socialPaths[name] ?? ''} fill="currentColor" fillRule="evenodd" />
  </svg>
);
