import { configure } from '@testing-library/dom';

/**
 * The web tests' one waiting policy (vitest.config.ts holds the test and hook timeouts): `findBy…` and
 * `waitFor` wait up to 15 s for what a test expects to appear. A lazily loaded piece (antd, the query cache)
 * takes well under a second on a quiet machine and several seconds on a busy one; an expectation that is
 * met never waits longer than it takes.
 */
configure({ asyncUtilTimeout: 15_000 });
