import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installBfcacheReload } from './features/app-shell/bfcache-reload.ts';
import { installChunkReload } from './features/app-shell/chunk-reload.ts';
import { provideLocaleFromDocument } from './lib/locale-data.tsx';

installChunkReload();
installBfcacheReload();
provideLocaleFromDocument();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
