import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  everywherePaths,
  onDemandMessagePaths,
  pickMessages,
  routeMessagePaths,
} from './client-message-paths';
import { messageNamespaces } from './namespaces';

const src = join(__dirname, '..');
type Messages = Record<string, unknown>;

const load = (locale: string): Messages =>
  Object.fromEntries(
    messageNamespaces.map((ns) => [
      ns,
      JSON.parse(readFileSync(join(src, 'messages', locale, `${ns}.json`), 'utf8')) as unknown,
    ]),
  );

const at = (messages: Messages, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Messages | undefined)?.[key], messages);

/** Which route's provider a client file renders under (files of every page: none). */
function routeOf(file: string): keyof typeof routeMessagePaths | undefined {
  // The unpaid-order reminder shows above the empty cart and on the photo picture page (whose
  // provider carries cart.pending); its keys are checked under the cart's.
  const cartOnly = [
    'features/cart/cart-view.tsx',
    'features/cart/cart-totals.tsx',
    'features/cart/order-result/payment-reminder.tsx',
  ];
  if (cartOnly.includes(file) || file.startsWith('features/checkout/')) return 'cart';
  // The promo field and its rows show in the cart and the photo order: checked under the cart's.
  if (file.startsWith('features/promotions/')) return 'cart';
  if (file.startsWith('features/cabinet/')) return 'cabinet';
  if (file.startsWith('features/photo-picture/')) return 'photoPicture';
  if (file.startsWith('features/painting-kit/')) return 'kit';
  if (file === 'features/content/contact-form.tsx') return 'contacts';
  if (file === 'features/content/testimonial-form.tsx' || file === 'features/content/use-error-text.ts')
    return 'testimonials';
  return undefined;
}

/** Which dialog that loads its own texts a client file belongs to (i18n/messages-on-demand.tsx). */
function dialogOf(file: string): keyof typeof onDemandMessagePaths | undefined {
  const authDialog = [
    'auth-dialog.tsx',
    'sign-in-form.tsx',
    'sign-up-form.tsx',
    'reset-form.tsx',
    'form-field.tsx',
  ];
  if (authDialog.some((name) => file === `features/account/${name}`)) return 'auth-dialog';
  const orderResult = ['order-result-dialog.tsx', 'payment-state.tsx'];
  if (orderResult.some((name) => file === `features/cart/order-result/${name}`)) return 'order-result';
  if (file.startsWith('features/catalog/product/appear-')) return 'appear-dialog';
  return undefined;
}

const extrasFor = (file: string): readonly string[] => {
  const route = routeOf(file);
  const dialog = dialogOf(file);
  return [...(route ? routeMessagePaths[route] : []), ...(dialog ? onDemandMessagePaths[dialog] : [])];
};

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) yield path;
  }
}

/** Every key a component that may run in the browser reads: `const t = useTranslations('ns')`, then `t('key')`. */
function keysRead(): { file: string; path: string }[] {
  const found: { file: string; path: string }[] = [];
  for (const full of sourceFiles(src)) {
    const text = readFileSync(full, 'utf8');
    const file = relative(src, full).split('\\').join('/');
    const hooks = [...text.matchAll(/const (\w+) = useTranslations\('([\w.]+)'\)/g)];
    for (const [i, hook] of hooks.entries()) {
      const [, name, ns] = hook;
      // A hook's calls run until the next hook of the same name (components follow one another).
      const next = hooks.slice(i + 1).find((h) => h[1] === name);
      const scope = text.slice(hook.index, next?.index);
      const calls = new RegExp(`\\b${name}(?:\\.(?:rich|raw|markup))?\\(\\s*[\`']([\\w.]*)(\\$\\{)?`, 'g');
      for (const [, key = '', template] of scope.matchAll(calls)) {
        // `nav.${link.key}`: the part before the placeholder must exist
        const path = `${ns}.${template ? key.replace(/\.$/, '') : key}`.replace(/\.$/, '');
        found.push({ file, path });
      }
    }
  }
  return found;
}

describe('messages sent to the browser', () => {
  const reads = keysRead();

  it('finds the client components’ keys (the scan itself works)', () => {
    expect(reads.length).toBeGreaterThan(100);
    expect(reads).toContainEqual({ file: 'features/cart/buy-forms.tsx', path: 'cart.added' });
  });

  for (const locale of ['ua', 'ru']) {
    it(`cover every key a client component reads (${locale})`, () => {
      const all = load(locale);
      const missing = reads
        .filter(
          ({ file, path }) =>
            at(pickMessages(all, [...everywherePaths, ...extrasFor(file)]), path) === undefined,
        )
        .map(({ file, path }) => `${file}: ${path}`);
      expect(missing).toEqual([]);
    });
  }

  it('leave the server-only page texts out', () => {
    const picked = pickMessages(load('ua'), everywherePaths);
    expect(at(picked, 'catalog.home')).toBeUndefined();
    expect(at(picked, 'layout.footer')).toBeUndefined();
    expect(at(picked, 'errors.keys')).toBeUndefined();
    // The dialogs that load on demand bring their own texts.
    expect(at(picked, 'cart.result')).toBeUndefined();
    expect(at(picked, 'account.modal')).toBeUndefined();
    expect(at(picked, 'account.header')).toBeDefined();
  });
});
