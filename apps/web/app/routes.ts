import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The route table (docs/product.md, "Route table"). Pages owned by later issues are added by them; until then their paths fall
 * through to the not-found page (the last route), never to a placeholder.
 */
export default [
  route('test', 'routes/test.tsx'),

  route('loginLayout', 'routes/redirect.tsx', { id: 'redirect-login-layout' }),
  layout('layouts/login-layout.tsx', [
    route('login', 'routes/login.tsx'),
    route('register', 'routes/register.tsx'),
    route('forgotPassword', 'routes/forgot-password.tsx'),
    // Third-party login (docs/product.md#third-party-login): on the way out to a provider; back from it (logging
    // in, or binding on one's own profile); a new identity bound to an account. `/auth-redirect` and `/bind` are
    // in the navigation guard's whitelist.
    route('auth-redirect', 'routes/auth/oauth-redirect.tsx'),
    route('auth/:type', 'routes/auth/oauth-login.tsx'),
    route('bind', 'routes/auth/oauth-first-time.tsx'),
    route('bind/:type', 'routes/auth/oauth-bind.tsx'),
  ]),

  // The daily activities (docs/product.md#activities-and-points): members only, under their own layout.
  route('activity', 'layouts/activity-layout.tsx', [
    index('routes/redirect.tsx', { id: 'redirect-activity' }),
    route('sign', 'routes/activity/sign.tsx'),
    route('level', 'routes/activity/level.tsx'),
    route('assignment', 'routes/activity/assignment.tsx'),
    route('lucky', 'routes/activity/lucky.tsx'),
    route('bank', 'routes/activity/bank.tsx'),
  ]),

  route('hub', 'routes/redirect.tsx', { id: 'redirect-hub' }),
  // The chat room (/chat) is a child of this layout.
  layout('layouts/chat-layout.tsx', [route('chat', 'routes/chat.tsx')]),

  // The admin console (docs/product.md): staff only, checked in the browser and by every admin API call.
  route('admin', 'layouts/admin-layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('banners', 'routes/admin/banners.tsx'),
    route('product-types', 'routes/admin/product-types.tsx'),
    route('series', 'routes/admin/series.tsx'),
    route('models', 'routes/admin/models.tsx'),
    route('solution-types', 'routes/admin/solution-types.tsx'),
    route('solutions', 'routes/admin/solutions.tsx'),
    route('software', 'routes/admin/software.tsx'),
    route('documents', 'routes/admin/documents.tsx'),
    route('courses', 'routes/admin/courses.tsx'),
    route('news', 'routes/admin/news.tsx'),
    route('company', 'routes/admin/company.tsx'),
    route('jobs', 'routes/admin/jobs.tsx'),
    route('applications', 'routes/admin/applications.tsx'),
    route('leads', 'routes/admin/leads.tsx'),
    route('forum/boards', 'routes/admin/forum-boards.tsx'),
    route('forum/topics', 'routes/admin/forum-topics.tsx'),
    route('forum/comments', 'routes/admin/forum-comments.tsx'),
    route('forum/reports', 'routes/admin/forum-reports.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('online', 'routes/admin/online-members.tsx'),
    route('roles', 'routes/admin/roles.tsx'),
    route('tasks', 'routes/admin/tasks.tsx'),
    route('prize-tables', 'routes/admin/prize-tables.tsx'),
    route('levels', 'routes/admin/levels.tsx'),
    route('ledger', 'routes/admin/ledger.tsx'),
    route('site-notices', 'routes/admin/site-notices.tsx'),
    route('config', 'routes/admin/config.tsx'),
    route('sms', 'routes/admin/sms.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('tenants', 'routes/admin/tenants.tsx'),
    route('*', 'routes/admin/not-found.tsx', { id: 'admin-not-found' }),
  ]),

  route('/', 'layouts/main-layout.tsx', [
    index('routes/redirect.tsx', { id: 'redirect-root' }),
    route('index', 'routes/home.tsx'),
    // Public corporate pages (docs/product.md).
    route('productsAndSolutions/productSeries', 'routes/corporate/product-type.tsx'),
    route('productsAndSolutions/productSeries/contrast', 'routes/corporate/compare.tsx'),
    route('materialDetails', 'routes/corporate/material-details.tsx'),
    route('productsAndSolutions/solution', 'routes/corporate/solution-type.tsx'),
    route('productsAndSolutions/solution/solutionDetails', 'routes/corporate/solution-detail.tsx'),
    route('serviceSupport/softwareDownload', 'routes/corporate/software-download.tsx'),
    route('serviceSupport/documentDownload', 'routes/corporate/document-download.tsx'),
    route('serviceSupport/college', 'routes/corporate/college.tsx'),
    route('serviceSupport/college/collageDetail', 'routes/corporate/course-detail.tsx'),
    route('news', 'routes/corporate/news.tsx'),
    route('news/newsdetail', 'routes/corporate/news-detail.tsx'),
    // Community forum and member profiles (docs/product.md).
    route('discuss/:plateId?/:isPublish?', 'routes/forum/discuss.tsx'),
    route('article/:discussId', 'routes/forum/topic.tsx'),
    route('article/:discussId/:articleId', 'routes/forum/article.tsx'),
    route('editArt', 'routes/forum/edit-art.tsx'),
    route('profile/:userName', 'routes/forum/profile.tsx'),
    route('aboutUs/companyInformation', 'routes/corporate/company.tsx'),
    route('aboutUs/joinUs', 'routes/corporate/jobs.tsx'),
    route('aboutUs/joinUs/details', 'routes/corporate/job-detail.tsx'),
    route('contactus', 'routes/corporate/contact-sales.tsx'),
    route('contact', 'routes/corporate/contact.tsx'),
    route('start', 'routes/corporate/start.tsx'),
    route('search', 'routes/corporate/search.tsx'),
    // The rich list (public) and the shop, which is not open yet.
    route('money', 'routes/money.tsx'),
    route('shop', 'routes/shop.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
