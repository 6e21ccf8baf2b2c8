// Invoker commands (HTML's commandfor/command): a button opens or closes a <dialog> without a
// script. React passes the lowercase attributes through; these lines let TypeScript know them.
import 'react';

declare module 'react' {
  // The type parameter must keep React's own name for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}
