import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { z } from 'zod';
import { router } from './app/router';
import './index.css';

// Zod would otherwise probe for eval (new Function), which the Content Security Policy refuses and reports.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
