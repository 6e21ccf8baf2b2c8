/** Outside any locale (a path the locale routing never matched): the plain 404 Next would show. */
export default function GlobalNotFound() {
  return (
    <html lang="uk">
      <body style={{ display: 'grid', placeItems: 'center', minHeight: '100vh', margin: 0 }}>
        <main style={{ textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
          <h1 style={{ fontSize: '1.5rem' }}>404</h1>
          <p>This page could not be found.</p>
        </main>
      </body>
    </html>
  );
}
