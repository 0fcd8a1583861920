// first, so that every other style sheet (layouts, components, features) comes after it in the cascade:
// antd's pre-generated component styles (its zero-runtime mode, set in app/theme.ts; decision 031), then ours
import 'antd/dist/antd.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

createRoot(root).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
