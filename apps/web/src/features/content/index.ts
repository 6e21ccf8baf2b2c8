// Content pages give other features nothing: each route imports its page's own module
// (about-page.tsx, …), never a barrel of them all, since a route's inline CSS is that of every
// module it imports. The +38 phone field they use is shared and lives in lib/phone-input.
export {};
