import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadAreas, normalizeLang } from './lib/i18n';
import { areasOfDocument } from './lib/i18n/page-areas';

// The page's scripts carry no strings: the areas the server rendered with (named in a <meta>), in the page's
// language (`<html lang>`), are loaded first, so hydration renders exactly the server's HTML.
void loadAreas(normalizeLang(document.documentElement.lang), areasOfDocument(document)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
