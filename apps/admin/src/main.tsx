import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { currentStaff } from './lib/auth-provider';

// Asked before React draws anything: the answer travels while the app renders its first frame,
// and react-admin's checkAuth finds it ready (a refusal is handled there, not here).
void currentStaff().catch(() => undefined);

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
