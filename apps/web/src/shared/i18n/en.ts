// English resources. Keys group by screen; texts the spec fixes are quoted exactly.
export const en = {
  common: {
    loading: 'Loading...',
    appName: 'Quartile',
  },
  notFound: {
    title: 'Page not found',
    body: 'The page {{path}} does not exist or has moved.',
    home: 'Go to the home page',
    dashboard: 'Go to the dashboard',
  },
  home: {
    title: 'Transfer-pricing benchmarking in minutes, not weeks',
    lead: 'Quartile reads every candidate comparable, accepts or rejects it against your criteria with citations, and hands you an audit-ready range.',
    login: 'Login',
  },
} as const;
