import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages, normalizeLang } from './lib/i18n';

// The page's scripts carry no dictionary: the one of the language the server rendered (`<html lang>`) is
// loaded first, so hydration renders the same strings as the server's HTML.
void loadMessages(normalizeLang(document.documentElement.lang)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
