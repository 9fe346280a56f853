// The analytics dashboard: its own lazy chunk (Chart.js comes with it), apart from the rest of the admin area.
export { AdminAnalyticsScreen } from './analytics-screen';
export { AnalystAnalyticsScreen } from './analyst-analytics-screen';
