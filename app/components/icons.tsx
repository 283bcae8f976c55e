// Small inline icons drawn for this site. They are decorative: the link or button that holds
// one carries the accessible name.
interface IconProps {
  size?: number;
}

/** The frame every icon shares: a 24-unit square stroked in the text colour. */
function StrokeIcon({ size, children }: { size: number; children: React.ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function InstagramIcon({ size = 24 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </StrokeIcon>
  );
}

export function WebsiteIcon({ size = 24 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </StrokeIcon>
  );
}

export function MenuIcon({ size = 28 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </StrokeIcon>
  );
}

export function ChevronIcon({ size = 24, direction }: IconProps & { direction: "left" | "right" }) {
  return (
    <StrokeIcon size={size}>
      <path d={direction === "left" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </StrokeIcon>
  );
}

export function CalendarIcon({ size = 20 }: IconProps) {
  return (
    <StrokeIcon size={size}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4M12 13v5M9.5 15.5h5" />
    </StrokeIcon>
  );
}
