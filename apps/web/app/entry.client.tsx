import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadAreas, normalizeLang } from './lib/i18n';
import { areasOfDocument } from './lib/i18n/page-areas';
import { beginHydration } from './lib/hydrated';

// zod (loaded later, by the app-like screens) would probe once whether it may compile validators with `Function`,
// which the Content-Security-Policy forbids (decision 0020): the refused probe is reported as a violation. zod
// reads this global as its configuration when it loads; without the probe it validates without compiling.
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

const lang = normalizeLang(document.documentElement.lang);

// The page's scripts carry no strings: the areas the server rendered with (named in a <meta>), in the page's
// language (`<html lang>`), are loaded first, so hydration renders exactly the server's HTML.
void loadAreas(lang, areasOfDocument(document)).then(() => {
  beginHydration();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
