export { PublicPage, type PublicPageProps } from './PublicPage';
export * as publicPageStyles from './PublicPage.css';
