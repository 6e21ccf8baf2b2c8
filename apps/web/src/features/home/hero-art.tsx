/**
 * The hero's picture: a paint-by-numbers canvas on an easel, half painted, drawn in SVG so the
 * first screen needs no image download (the LCP is the heading, not a photo).
 */
export function HeroArt({ className }: { className?: string }) {
  const numbers: [number, number, string][] = [
    [212, 112, '3'],
    [262, 150, '5'],
    [150, 186, '2'],
    [238, 204, '7'],
    [300, 196, '4'],
  ];
  return (
    <svg className={className} viewBox="0 0 400 360" role="presentation" aria-hidden="true" focusable="false">
      <defs>
        <clipPath id="hero-canvas">
          <rect x="92" y="40" width="236" height="200" rx="4" />
        </clipPath>
      </defs>
      <ellipse cx="210" cy="330" rx="170" ry="18" fill="#efe3d3" />
      {/* easel */}
      <path
        d="M210 20 L130 330 M210 20 L290 330 M210 20 L210 320"
        stroke="#9a6b4a"
        strokeWidth="9"
        strokeLinecap="round"
      />
      <rect x="110" y="246" width="200" height="12" rx="6" fill="#7d5236" />
      {/* canvas */}
      <rect x="84" y="32" width="252" height="216" rx="8" fill="#fffdf9" stroke="#d9c7b2" strokeWidth="3" />
      <g clipPath="url(#hero-canvas)">
        <rect x="92" y="40" width="236" height="200" fill="#fbf3e6" />
        {/* painted: sky, sun and the far hill */}
        <path d="M92 40 H328 V132 C290 112 250 104 210 118 C170 132 130 120 92 108 Z" fill="#f3d9bf" />
        <circle cx="268" cy="86" r="24" fill="#e9a15f" />
        <path d="M92 150 C140 112 190 120 230 140 C262 156 300 146 328 132 V240 H92 Z" fill="#8fa06a" />
        {/* still to paint: outlined regions with their numbers */}
        <path
          d="M92 196 C136 168 186 172 222 190 C262 210 298 204 328 188 V240 H92 Z"
          fill="none"
          stroke="#c9b49b"
          strokeWidth="2"
          strokeDasharray="5 4"
        />
        <path d="M206 240 C214 214 236 200 262 204 C286 208 300 226 304 240 Z" fill="#b4532a" />
        <path
          d="M120 240 C128 222 146 212 166 214 C182 216 192 228 196 240"
          fill="none"
          stroke="#c9b49b"
          strokeWidth="2"
        />
        {numbers.map(([x, y, n]) => (
          <text
            key={`${x}-${y}`}
            x={x}
            y={y}
            fontSize="13"
            fontFamily="sans-serif"
            fill="#8d7b6b"
            textAnchor="middle"
          >
            {n}
          </text>
        ))}
      </g>
      {/* brush */}
      <g transform="rotate(-32 330 250)">
        <rect x="318" y="200" width="10" height="110" rx="5" fill="#2f5d7c" />
        <rect x="317" y="186" width="12" height="18" fill="#c7c1b6" />
        <path d="M317 186 C317 170 323 160 323 150 C323 160 329 170 329 186 Z" fill="#b4532a" />
      </g>
      {/* palette */}
      <g transform="translate(18 250)">
        <path
          d="M10 40 C0 8 40 -6 76 6 C104 16 100 44 78 46 C64 47 66 60 52 62 C34 64 16 58 10 40 Z"
          fill="#f6e3d6"
          stroke="#e2c6ae"
          strokeWidth="2"
        />
        <circle cx="32" cy="22" r="7" fill="#b4532a" />
        <circle cx="54" cy="16" r="7" fill="#e9a15f" />
        <circle cx="76" cy="24" r="7" fill="#5d6b3a" />
        <circle cx="30" cy="44" r="7" fill="#2f5d7c" />
      </g>
    </svg>
  );
}
