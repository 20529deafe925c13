import { lazyScreen } from '../../routes/lazy-screen';
import type { AppModule } from '../module';

export const accountModule: AppModule = {
  name: 'account',
  needsBuilding: false,
  routes: [
    { path: '/change', guard: 'session', screen: lazyScreen(() => import('./pages/ChangePasswordPage')) },
    { path: '/home', guard: 'signed-in', title: 'Inicio', screen: lazyScreen(() => import('./pages/HomePage')) },
    { path: '/account', guard: 'signed-in', title: 'Cuenta', screen: lazyScreen(() => import('./pages/AccountPage')) },
    {
      path: '/account/password',
      guard: 'signed-in',
      title: 'Cambiar contraseña',
      screen: lazyScreen(() => import('./pages/OwnPasswordPage')),
    },
  ],
};
