import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: { target: 'es2022' },
  // Dependencies that pages import lazily (radix on first menu, dialog or toast) would be found
  // only on first use and force a reload of the dev server's page; list them up front.
  optimizeDeps: { include: ['radix-ui', 'i18next', 'react-i18next', 'react-router/dom', 'react-dom/client'] },
});
