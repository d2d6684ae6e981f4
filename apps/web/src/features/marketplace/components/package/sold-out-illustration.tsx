/** A small sold-out picture for the travel-date dialog (spec 001 §4: "sold-out image"). */
export function SoldOutIllustration() {
  return (
    <svg role="img" aria-label="Sold out" viewBox="0 0 160 120" className="mx-auto h-28 w-auto">
      <rect x="20" y="22" width="120" height="84" rx="10" fill="#fff7ed" stroke="#fdba74" strokeWidth="3" />
      <rect x="20" y="22" width="120" height="22" rx="10" fill="#fed7aa" />
      <circle cx="50" cy="18" r="6" fill="#c2410c" />
      <circle cx="110" cy="18" r="6" fill="#c2410c" />
      <g transform="rotate(-14 80 76)">
        <rect x="30" y="60" width="100" height="30" rx="6" fill="none" stroke="#b91c1c" strokeWidth="4" />
        <text
          x="80"
          y="82"
          textAnchor="middle"
          fontSize="18"
          fontWeight="700"
          fill="#b91c1c"
          fontFamily="sans-serif"
        >
          SOLD OUT
        </text>
      </g>
    </svg>
  );
}
