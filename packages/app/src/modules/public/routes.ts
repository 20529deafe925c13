import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

export const publicModule: AppModule = {
  name: 'public',
  needsBuilding: false,
  routes: [
    { path: '/', guard: 'public', screen: lazyScreen(() => import('./pages/LandingPage')) },
    { path: '/login', guard: 'public', screen: lazyScreen(() => import('./pages/LoginPage')) },
    { path: '/access', guard: 'public', screen: lazyScreen(() => import('./pages/AccessPage')) },
    { path: '/contact', guard: 'public', screen: lazyScreen(() => import('./pages/ContactPage')) },
    { path: '/forgot', guard: 'public', screen: lazyScreen(() => import('./pages/ForgotPage')) },
    { path: '/validate', guard: 'public', screen: lazyScreen(() => import('./pages/ValidatePage')) },
    { path: '/policy', guard: 'public', screen: lazyScreen(() => import('./pages/PolicyPage')) },
    { path: '/terms', guard: 'public', screen: lazyScreen(() => import('./pages/TermsPage')) },
  ],
};
