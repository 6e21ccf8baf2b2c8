import 'server-only';
import compile from 'icu-minify/compile';

type Messages = { [key: string]: unknown };

/**
 * Messages compiled ahead of formatting (next-intl's "precompile"), so neither the server nor
 * the browser parses ICU text: the browser gets no message parser at all, and formatting a
 * message with arguments no longer creates an IntlMessageFormat, whose locale lookup
 * (Intl.*.supportedLocalesOf) cost a phone ~200 ms of main thread on the first page.
 * Strings are compiled; arrays and their items are page texts read with t.raw and stay as
 * they are.
 */
export function precompileMessages(messages: Messages): Messages {
  const compiled: Messages = {};
  for (const [key, value] of Object.entries(messages)) {
    // Plural and select branches come back as null-prototype objects, which React will not
    // pass to a client component: a JSON round trip makes them plain.
    if (typeof value === 'string') compiled[key] = JSON.parse(JSON.stringify(compile(value)));
    else if (value && typeof value === 'object' && !Array.isArray(value))
      compiled[key] = precompileMessages(value as Messages);
    else compiled[key] = value;
  }
  return compiled;
}
