import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App.js';
import { createRoutes } from './routes.js';
import { HYDRATION_SCRIPT_ID, type HydrationPayload } from '../shared/site.js';
import { apiBlogData } from './components/blog/api.js';
import './styles/main.css';

const payloadJson = document.getElementById(HYDRATION_SCRIPT_ID)?.textContent ?? '';
const payload = JSON.parse(payloadJson) as HydrationPayload;

const router = createBrowserRouter(createRoutes({ blog: apiBlogData, mode: 'browser' }), { hydrationData: payload.router });

hydrateRoot(
  document,
  <App site={payload.site} assets={payload.assets} payloadJson={payloadJson}>
    <RouterProvider router={router} />
  </App>,
);
