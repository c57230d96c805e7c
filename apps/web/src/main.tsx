import './lib/zod-without-eval';
import './app/global.css';
import './lib/i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/AppRoutes';
import { createQueryClient, Providers } from './app/providers';
import { preloadRoute } from './app/route-preload';
import { applyTheme, DEFAULT_THEME } from './app/theme';
import { loadWebFonts } from './app/web-fonts';
import { afterReadsSettle } from './lib/after-reads-settle';
import { warmUpIntlOffMainThread } from './lib/intl-warm-up';
import { currentLocale } from './lib/language';
import { startInChosenLanguage } from './lib/language-choice';
import { nextTask } from './lib/next-task';

// The language first: the ICU warm-up is for its locale, and the page's catalogs are fetched in it (the
// shell of a language other than English comes alongside them).
const language = startInChosenLanguage();
warmUpIntlOffMainThread(currentLocale());
applyTheme(DEFAULT_THEME);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Evaluating the scripts, matching the route (which starts fetching its page and data) and the first render
// were one task of about 60 ms on a fast machine, four times that on Lighthouse's phone: as three tasks none
// of them blocks input for long (Total Blocking Time, docs/benchmarks.md "Lighthouse").
await nextTask();
const queryClient = createQueryClient();
const firstPage = preloadRoute(queryClient, window.location.pathname);
await nextTask();
// Rendered before its pages' code is in, the first page would show the loading screen, and React holds a
// Suspense boundary's fallback at least 300 ms once shown: the page painted that much later (docs/benchmarks.md).
await Promise.all([firstPage, language]);

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
// After the first page's reads, so that its paint never waits on the fonts' bytes (app/web-fonts.ts).
afterReadsSettle(queryClient, () => void loadWebFonts());
