/** The two card brands the shop accepts (requirements §2 footer), drawn inline with their names. */
export function PaymentLogos({ label, className }: { label: string; className?: string }) {
  return (
    <ul className={className} aria-label={label}>
      <li>
        <svg width="58" height="36" viewBox="0 0 58 36" role="img" aria-label="Visa">
          <rect width="58" height="36" rx="6" fill="#fff" stroke="#e6dccf" />
          <path
            fill="#1a1f71"
            d="M24.3 24.6h-3.2l2-12.3h3.2l-2 12.3Zm11.6-12c-.6-.3-1.6-.5-2.9-.5-3.2 0-5.4 1.7-5.4 4.1 0 1.8 1.6 2.8 2.8 3.4 1.2.6 1.7 1 1.7 1.5 0 .8-1 1.2-2 1.2-1.3 0-2-.2-3.1-.7l-.4-.2-.5 2.8c.8.4 2.2.6 3.6.7 3.4 0 5.6-1.7 5.6-4.2 0-1.4-.9-2.5-2.7-3.4-1.1-.6-1.8-.9-1.8-1.5 0-.5.6-1.1 1.8-1.1 1 0 1.8.2 2.4.5l.3.1.6-2.7Zm8.2-.3h-2.5c-.8 0-1.3.2-1.7 1l-4.8 11.3h3.4l.7-1.9h4.1l.4 1.9h3l-2.6-12.3Zm-4 7.9 1.3-3.4.4-1.1.2 1 .8 3.5h-2.7Zm-17.4-7.9-3.1 8.4-.3-1.7c-.6-2-2.4-4.1-4.4-5.1l2.9 10.7h3.4l5.1-12.3h-3.6Z"
          />
          <path fill="#f7b600" d="M16.6 12.3h-5.2v.3c4 1 6.7 3.5 7.8 6.4l-1.1-5.6c-.2-.8-.8-1-1.5-1.1Z" />
        </svg>
      </li>
      <li>
        <svg width="58" height="36" viewBox="0 0 58 36" role="img" aria-label="Mastercard">
          <rect width="58" height="36" rx="6" fill="#fff" stroke="#e6dccf" />
          <circle cx="23.5" cy="18" r="9" fill="#eb001b" />
          <circle cx="34.5" cy="18" r="9" fill="#f79e1b" />
          <path fill="#ff5f00" d="M29 10.9a9 9 0 0 1 0 14.2 9 9 0 0 1 0-14.2Z" />
        </svg>
      </li>
    </ul>
  );
}
