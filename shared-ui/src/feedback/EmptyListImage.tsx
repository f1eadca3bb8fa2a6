/** An inline illustration for empty lists (no external image: works offline and in any CSP). */
export function EmptyListImage({ size = 96 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 96 96" aria-hidden="true" focusable="false">
      <rect
        x="14"
        y="22"
        width="68"
        height="56"
        rx="8"
        fill="var(--chakra-colors-brand-50, #eef4ff)"
        stroke="var(--chakra-colors-brand-300, #85acfb)"
        strokeWidth="2"
      />
      <path d="M14 38h68" stroke="var(--chakra-colors-brand-300, #85acfb)" strokeWidth="2" />
      <rect x="24" y="48" width="30" height="5" rx="2.5" fill="var(--chakra-colors-brand-200, #b6ceff)" />
      <rect x="24" y="60" width="44" height="5" rx="2.5" fill="var(--chakra-colors-brand-100, #d9e6ff)" />
      <circle cx="24" cy="30" r="2.5" fill="var(--chakra-colors-brand-400, #5385f2)" />
      <circle cx="32" cy="30" r="2.5" fill="var(--chakra-colors-brand-300, #85acfb)" />
      <circle cx="40" cy="30" r="2.5" fill="var(--chakra-colors-brand-200, #b6ceff)" />
    </svg>
  );
}
