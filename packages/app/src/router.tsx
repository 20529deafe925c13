import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { configurationCatalog, masterCatalog, moduleCatalog } from './navigation/catalog';
import NotFoundPage from './pages/NotFoundPage';
import { PublicOnly, RequireBuilding, RequireRoute, RequireSession } from './routes/guards';
import { lazyScreen } from './routes/lazy-screen';
import { RouteError } from './routes/RouteError';

// The signed-in frame (menus, dropdowns, breadcrumbs) is not needed to show the landing page or to sign in.
const SignedInLayout = lazyScreen(() => import('./layout/SignedInLayout'));
const LandingPage = lazyScreen(() => import('./modules/public/pages/LandingPage'));
const LoginPage = lazyScreen(() => import('./modules/public/pages/LoginPage'));
const HomePage = lazyScreen(() => import('./modules/account/pages/HomePage'));
const ModulePage = lazyScreen(() => import('./pages/ModulePage'));
const AccessPage = lazyScreen(() => import('./modules/public/pages/AccessPage'));
const ForgotPage = lazyScreen(() => import('./modules/public/pages/ForgotPage'));
const ValidatePage = lazyScreen(() => import('./modules/public/pages/ValidatePage'));
const PolicyPage = lazyScreen(() => import('./modules/public/pages/PolicyPage'));
const TermsPage = lazyScreen(() => import('./modules/public/pages/TermsPage'));
const ChangePasswordPage = lazyScreen(() => import('./modules/account/pages/ChangePasswordPage'));
const AccountPage = lazyScreen(() => import('./modules/account/pages/AccountPage'));
const CompaniesListPage = lazyScreen(() => import('./modules/master/pages/CompaniesListPage'));
const CompanyFormPage = lazyScreen(() => import('./modules/master/pages/CompanyFormPage'));
const BuildingsListPage = lazyScreen(() => import('./modules/master/pages/BuildingsListPage'));
const BuildingFormPage = lazyScreen(() => import('./modules/master/pages/BuildingFormPage'));
const BuildingTowersPage = lazyScreen(() => import('./modules/master/pages/BuildingTowersPage'));
const UsersListPage = lazyScreen(() => import('./modules/master/pages/UsersListPage'));
const UserFormPage = lazyScreen(() => import('./modules/master/pages/UserFormPage'));
const ProfilesListPage = lazyScreen(() => import('./modules/configuration/pages/ProfilesListPage'));
const ProfileFormPage = lazyScreen(() => import('./modules/configuration/pages/ProfileFormPage'));
const EmployeesListPage = lazyScreen(() => import('./modules/configuration/pages/EmployeesListPage'));
const EmployeeFormPage = lazyScreen(() => import('./modules/configuration/pages/EmployeeFormPage'));
const ApartmentsListPage = lazyScreen(() => import('./modules/complejo/pages/ApartmentsListPage'));
const ApartmentFormPage = lazyScreen(() => import('./modules/complejo/pages/ApartmentFormPage'));
const PantriesListPage = lazyScreen(() => import('./modules/complejo/pages/PantriesListPage'));
const PantryFormPage = lazyScreen(() => import('./modules/complejo/pages/PantryFormPage'));
const ParkingsListPage = lazyScreen(() => import('./modules/complejo/pages/ParkingsListPage'));
const ParkingFormPage = lazyScreen(() => import('./modules/complejo/pages/ParkingFormPage'));
const ResidentsListPage = lazyScreen(() => import('./modules/complejo/pages/ResidentsListPage'));
const ResidentFormPage = lazyScreen(() => import('./modules/complejo/pages/ResidentFormPage'));
const ResidentApartmentsPage = lazyScreen(() => import('./modules/complejo/pages/ResidentApartmentsPage'));
const CommonAreasListPage = lazyScreen(() => import('./modules/complejo/pages/CommonAreasListPage'));
const CommonAreaFormPage = lazyScreen(() => import('./modules/complejo/pages/CommonAreaFormPage'));

/** Screens reachable once the role, modules and functionalities allow them (see navigation/implemented.ts). */
const screens: Record<string, ReactElement> = {
  '/administradoras/listado': <CompaniesListPage />,
  '/administradoras/nuevo': <CompanyFormPage />,
  '/administradoras/modificar': <CompanyFormPage />,
  '/complejos/listado': <BuildingsListPage />,
  '/complejos/nuevo': <BuildingFormPage />,
  '/complejos/modificar': <BuildingFormPage />,
  '/complejos/torres': <BuildingTowersPage />,
  '/usuarios/listado': <UsersListPage />,
  '/usuarios/nuevo': <UserFormPage />,
  '/usuarios/modificar': <UserFormPage />,
  '/perfiles/listado': <ProfilesListPage />,
  '/perfiles/nuevo': <ProfileFormPage />,
  '/perfiles/modificar': <ProfileFormPage />,
  '/empleados/listado': <EmployeesListPage />,
  '/empleados/nuevo': <EmployeeFormPage />,
  '/empleados/modificar': <EmployeeFormPage />,
  '/apartamentos/listado': <ApartmentsListPage />,
  '/apartamentos/nuevo': <ApartmentFormPage />,
  '/apartamentos/modificar': <ApartmentFormPage />,
  '/despensas/listado': <PantriesListPage />,
  '/despensas/nuevo': <PantryFormPage />,
  '/despensas/modificar': <PantryFormPage />,
  '/estacionamientos/listado': <ParkingsListPage />,
  '/estacionamientos/nuevo': <ParkingFormPage />,
  '/estacionamientos/modificar': <ParkingFormPage />,
  '/residentes/listado': <ResidentsListPage />,
  '/residentes/nuevo': <ResidentFormPage />,
  '/residentes/modificar': <ResidentFormPage />,
  '/residentes/apartamentos/asociar': <ResidentApartmentsPage />,
  '/areascomunes/listado': <CommonAreasListPage />,
  '/areascomunes/nuevo': <CommonAreaFormPage />,
  '/areascomunes/modificar': <CommonAreaFormPage />,
};

export const screenRoutes: RouteObject[] = Object.entries(screens).map(([path, element]) => ({
  path,
  element: <RequireRoute path={path}>{element}</RequireRoute>,
}));

const sectionOf = (path: string) => path.split('/')[1];
/** Configuration and the master's sections span the whole administradora: they need no selected complejo. */
const companyWide = new Set([...configurationCatalog, ...masterCatalog].map((entry) => sectionOf(entry.path!)));
const isCompanyWide = (route: RouteObject) => companyWide.has(sectionOf(route.path!));

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        element: <PublicOnly />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/login', element: <LoginPage /> },
          { path: '/access', element: <AccessPage /> },
          { path: '/forgot', element: <ForgotPage /> },
          { path: '/validate', element: <ValidatePage /> },
          { path: '/policy', element: <PolicyPage /> },
          { path: '/terms', element: <TermsPage /> },
        ],
      },
      {
        element: <RequireSession />,
        children: [
          { path: '/change', element: <ChangePasswordPage /> },
          {
            element: <SignedInLayout />,
            children: [
              { path: '/home', element: <HomePage /> },
              { path: '/account', element: <AccountPage /> },
              // The master's top-level sections (SPEC §2) open on their lists.
              ...['/administradoras', '/complejos', '/usuarios'].map((path) => ({
                path,
                element: <Navigate to={`${path}/listado`} replace />,
              })),
              ...screenRoutes.filter(isCompanyWide),
              {
                element: <RequireBuilding />,
                children: [
                  ...moduleCatalog.map((module) => ({
                    path: module.path,
                    element: (
                      <RequireRoute path={module.path}>
                        <ModulePage />
                      </RequireRoute>
                    ),
                  })),
                  { element: <Outlet />, children: screenRoutes.filter((route) => !isCompanyWide(route)) },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
