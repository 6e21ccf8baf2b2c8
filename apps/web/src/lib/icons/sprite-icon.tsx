/**
 * Icons repeated on a page (the heart on every product card, the header's person) drawn from
 * one sprite in the page (icon-sprite.tsx): each use is a few bytes of HTML and of payload
 * instead of the whole drawing twice. Decorative; the control around it carries the name.
 */
export type SpriteIconName = 'heart' | 'person';

export function SpriteIcon({ name, filled = false }: { name: SpriteIconName; filled?: boolean }) {
  return (
    <svg className="line-icon" width={24} height={24} aria-hidden="true" data-filled={filled || undefined}>
      <use href={`#icon-${name}`} />
    </svg>
  );
}
