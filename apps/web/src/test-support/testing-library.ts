// Vitest setup for the web tests. A form's schema arrives by a dynamic import the first time the form is
// used (lib/forms/use-schema-form.ts); on a 2-core machine running the suites side by side that import took
// over a second, Testing Library's default wait for what appears on screen: the wait is five seconds.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
