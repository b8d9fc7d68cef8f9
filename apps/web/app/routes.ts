import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table of seed §2. Pages owned by later issues are added by them; until then their paths fall
 * through to the not-found page (the last route), never to a placeholder.
 */
export default [
  route('test', 'routes/test.tsx'),

  route('loginLayout', 'routes/redirect.tsx', { id: 'redirect-login-layout' }),
  layout('layouts/login-layout.tsx', [
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgotPassword', 'routes/forgot-password.tsx'),
  ]),

  // Activity pages (sign, level, assignment, lucky, bank) are children of this layout.
  route('activity', 'layouts/activity-layout.tsx', [index('routes/redirect.tsx', { id: 'redirect-activity' })]),

  route('hub', 'routes/redirect.tsx', { id: 'redirect-hub' }),
  // The chat room (/chat) is a child of this layout.
  layout('layouts/chat-layout.tsx', []),

  route('/', 'layouts/main-layout.tsx', [
    index('routes/redirect.tsx', { id: 'redirect-root' }),
    route('index', 'routes/home.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
