import { Freeze } from '@/lib/frozen-html/freeze';

/**
 * The drawings SpriteIcon uses, once per page, in frozen HTML (never in the payload). Their
 * strokes and fills come from the .line-icon rule (styles/globals.css).
 */
export function IconSprite() {
  return (
    <Freeze as="div" name="icon-sprite" className="visually-hidden" aria-hidden="true">
      <svg width={0} height={0}>
        <symbol id="icon-heart" viewBox="0 0 24 24">
          <path d="M12 20.3s-7.8-4.7-7.8-10.4A4.5 4.5 0 0 1 12 7.1a4.5 4.5 0 0 1 7.8 2.8c0 5.7-7.8 10.4-7.8 10.4Z" />
        </symbol>
        <symbol id="icon-person" viewBox="0 0 24 24">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 20.5c1.4-3.6 4.4-5.5 8-5.5s6.6 1.9 8 5.5" />
        </symbol>
      </svg>
    </Freeze>
  );
}
