import { useBrand } from './BrandTheme/BrandTheme.js';

// The few icons the components draw themselves; decorative (hidden from screen readers by their users).
const svg = { viewBox: '0 0 24 24', width: '100%', height: '100%', focusable: 'false', 'aria-hidden': true } as const;

export const CloseIcon = () => (
  <svg {...svg}>
    <path
      fill="currentColor"
      d="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7 10.6 12l-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9z"
    />
  </svg>
);
export const HeartIcon = ({ filled = false }: { filled?: boolean }) => (
  <svg {...svg}>
    <path
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      d="M12 20s-7-4.4-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.6-9 9-9 9z"
    />
  </svg>
);
export const CartIcon = () => (
  <svg {...svg}>
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      d="M3 4h2l2.4 11h10.8L21 7H6.2M9 20a1 1 0 1 0 0-.1M18 20a1 1 0 1 0 0-.1"
    />
  </svg>
);
export const SearchIcon = () => (
  <svg {...svg}>
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      d="M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 21 21"
    />
  </svg>
);
export const MenuIcon = () => (
  <svg {...svg}>
    <path fill="none" stroke="currentColor" strokeWidth="2" d="M3 6h18M3 12h18M3 18h18" />
  </svg>
);
export const ChevronIcon = ({ direction = 'down' }: { direction?: 'down' | 'left' | 'right' | 'up' }) => {
  const rotate = { down: 0, left: 90, up: 180, right: 270 }[direction];
  return (
    <svg {...svg} style={{ transform: `rotate(${rotate}deg)` }}>
      <path fill="none" stroke="currentColor" strokeWidth="2" d="m6 9 6 6 6-6" />
    </svg>
  );
};
export const UserIcon = () => (
  <svg {...svg}>
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0"
    />
  </svg>
);
export const CheckIcon = () => (
  <svg {...svg}>
    <path fill="none" stroke="currentColor" strokeWidth="3" d="m5 12 5 5 9-10" />
  </svg>
);
export const MinusIcon = () => (
  <svg {...svg}>
    <path fill="none" stroke="currentColor" strokeWidth="2" d="M5 12h14" />
  </svg>
);
export const PlusIcon = () => (
  <svg {...svg}>
    <path fill="none" stroke="currentColor" strokeWidth="2" d="M5 12h14M12 5v14" />
  </svg>
);

/** The prepaid brand's mark: the check mark inside a rounded tag, drawn in the brand colour by its users. */
export const PrepaidMark = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <rect x="1" y="1" width="18" height="18" rx="5" fill="currentColor" />
    <path fill="#ffffff" d="M14.6 4.5 8.5 15.5H7.1L4.6 10.6h1.5l1.7 3.2 5.3-9.3z" />
  </svg>
);

/** The carrier's check mark, drawn in the brand colour by its users. */
export const BrandMark = ({ className }: { className?: string }) => (
  <svg className={className} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path fill="currentColor" d="M16.6 1.5 7.3 18.5H5.1L1.4 11h2.3l2.5 5L14.4 1.5z" />
  </svg>
);

/** The logo mark of the brand a component is drawn in (`BrandTheme`): the wireless check mark or the prepaid tag. */
export function LogoMark({ className }: { readonly className: string }) {
  return useBrand() === 'prepaid' ? <PrepaidMark className={className} /> : <BrandMark className={className} />;
}
