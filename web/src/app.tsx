/**
 * The routes of spec §2. Every page is a lazy chunk, so the public landing page downloads neither the
 * shell nor any dashboard. Signed-in pages sit inside the shell; role pages inside their role guard.
 */
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';

import { dateFormat } from '#shared/languages';

import { NotificationsProvider } from './components/notify-context';
import { RouteProgress } from './components/route-progress';
import { AwaitingApproval, HomeRedirect, PublicOnly, RequireRole, RequireSession } from './guards';
import i18n, { localeOf, type Namespace } from './i18n';
import { notFoundPath, paths } from './paths';
import { SessionProvider } from './session';
import { shellPages } from './shell-pages';

const loadLandingPage = () => import('./pages/landing/landing-page');
const loadAuthLayout = () => import('./pages/auth/auth-layout');
const loadLoginPage = () => import('./pages/auth/login-page');
const loadRegistrationPage = () => import('./pages/auth/registration-page');
const loadShell = () => import('./components/shell/shell');
// The shell's layout for this screen, asked for once the shell's chunk has run rather than at its render.
const loadShellLayout = () => loadShell().then((module) => module.loadShellLayout());
const loadCloudscapeMessages = () => import('./components/cloudscape-messages');

const loadAdminDashboard = () => import('./pages/dashboard/admin/admin-dashboard');
const loadRoomkeeperDashboard = () => import('./pages/dashboard/roomkeeper/roomkeeper-dashboard');
const loadStudentDashboard = () => import('./pages/dashboard/student/student-dashboard');
const loadCleanRequests = () => import('./pages/requests/clean-requests');

const LandingPage = lazy(loadLandingPage);
const AuthLayout = lazy(loadAuthLayout);
const LoginPage = lazy(loadLoginPage);
const UniversityReturnPage = lazy(() => import('./pages/auth/university-return-page'));
const RegistrationPage = lazy(loadRegistrationPage);
const ForgotPasswordPage = lazy(() => import('./pages/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('./pages/auth/reset-password-page'));
const ConfirmEmailPage = lazy(() => import('./pages/auth/confirm-email-page'));
const ErrorPage = lazy(() => import('./pages/error/error-page'));
const TermsPage = lazy(() => import('./pages/terms/terms-page'));
const Shell = lazy(loadShell);

const AdminDashboard = lazy(loadAdminDashboard);
const RoomkeeperDashboard = lazy(loadRoomkeeperDashboard);
const StudentDashboard = lazy(loadStudentDashboard);
const CleanRequests = lazy(loadCleanRequests);
const UserProfile = lazy(() => import('./pages/profile/user-profile'));
const WaitingPage = lazy(() => import('./pages/waiting/waiting-page'));
const LogoutPage = lazy(() => import('./pages/logout/logout-page'));
const DevelopersPage = lazy(() => import('./pages/developers/developers-page'));
// The admin's sheet of door codes, outside the shell so that it prints as it is (issue 33).
const DoorSheetPage = lazy(() => import('./pages/doors/door-sheet-page'));

/** The strings every signed-in page shows: the shell's, and its error and form messages. */
const shellStrings: Namespace[] = ['shell', 'errors', 'codes', 'validation'];
const authStrings: Namespace[] = ['auth', 'validation', 'errors', 'codes'];

/** The landing page's spelling of the registration path (spec §2), routed beside `paths.registration`. */
const registerPath = `${paths.auth}/register`;

/** The page paths of `paths.ts` a visit may land on, with or without a trailing slash. */
const at =
  (...pagePaths: string[]) =>
  (path: string) =>
    pagePaths.some((pagePath) => path === pagePath || path === `${pagePath}/`);

/**
 * What the page a visit lands on needs before it can show: its chunks, its strings (namespaces besides
 * `common`) and, inside the auth frame or the shell, Cloudscape's messages. `main.tsx` asks for them all at
 * once, while the language loads, instead of each only once the render before it has asked: the chunks
 * one round trip sooner, the strings two or three.
 */
const firstPages: {
  at: (path: string) => boolean;
  chunks: (() => Promise<unknown>)[];
  strings: Namespace[];
}[] = [
  { at: at(paths.about), chunks: [loadLandingPage], strings: ['landing'] },
  { at: at(paths.login), chunks: [loadAuthLayout, loadLoginPage], strings: authStrings },
  {
    at: at(paths.registration, registerPath),
    chunks: [loadAuthLayout, loadRegistrationPage],
    strings: authStrings,
  },
  {
    at: at(paths.dashboard('admin')),
    chunks: [loadShell, loadShellLayout, loadAdminDashboard],
    strings: [...shellStrings, 'dashboard', 'allotment'],
  },
  {
    at: at(paths.dashboard('roomkeeper')),
    chunks: [loadShell, loadShellLayout, loadRoomkeeperDashboard],
    strings: [...shellStrings, 'dashboard'],
  },
  {
    at: at(paths.dashboard('student')),
    chunks: [loadShell, loadShellLayout, loadStudentDashboard],
    strings: [...shellStrings, 'dashboard'],
  },
  {
    at: at(paths.cleanRequests),
    chunks: [loadShell, loadShellLayout, loadCleanRequests],
    strings: [...shellStrings, 'requests', 'dashboard'],
  },
];

export function preloadPage(path: string): void {
  const page = firstPages.find((candidate) => candidate.at(path));
  if (!page) return;
  // Each chunk is asked for in a task of its own: asking inserts a preload link for every file it needs,
  // and in the entry's own task they made one long task on a phone (docs/performance.md).
  for (const load of page.chunks) setTimeout(() => void load().catch(() => {}), 0);
  // The language is known once i18n's init has returned (it starts at once, see i18n/index.ts).
  void i18n.loadNamespaces(page.strings).catch(() => {});
  if (page.chunks[0] !== loadLandingPage)
    setTimeout(
      () =>
        void loadCloudscapeMessages()
          .then((module) => module.loadCloudscapeMessages(localeOf(i18n.language)))
          .catch(() => {}),
      0,
    );
  // The first date format a page makes costs more than all the others together (Intl loads the
  // language's calendar data: ~15 ms on a desktop, four times that on a phone). Made here, in a task of
  // its own while the page's chunks download, it is not part of the shell's first commit.
  if (page.chunks[0] === loadShell)
    setTimeout(() => dateFormat(i18n.language, { month: 'short', day: 'numeric' }), 0);
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteProgress loading />}>
      <RouteProgress />
      <Routes>
        <Route path={paths.about} element={<LandingPage />} />
        <Route
          path={paths.auth}
          element={
            <PublicOnly>
              <AuthLayout />
            </PublicOnly>
          }
        >
          <Route index element={<Navigate to={paths.login} replace />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="registration" element={<RegistrationPage />} />
          {/* The landing page's spelling (spec §2): both resolve. */}
          <Route path="register" element={<RegistrationPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password/:role/:userid/:token" element={<ResetPasswordPage />} />
          <Route path="*" element={<Navigate to={paths.login} replace />} />
        </Route>
        <Route path="/error" element={<Navigate to={paths.error(1)} replace />} />
        <Route path="/error/:variant" element={<ErrorPage />} />
        <Route
          path={paths.doorSheet}
          element={
            <RequireSession>
              <RequireRole roles={['admin']}>
                <DoorSheetPage />
              </RequireRole>
            </RequireSession>
          }
        />
        {/* Public to everyone, signed in or not, in the auth screens' frame. */}
        <Route element={<AuthLayout />}>
          <Route path={paths.terms} element={<TermsPage />} />
          <Route path={paths.developers} element={<DevelopersPage />} />
          <Route path={paths.universityReturn} element={<UniversityReturnPage />} />
          {/* Sign-out: a keeper with actions waiting on the phone is asked about them first. */}
          <Route path={paths.logout} element={<LogoutPage />} />
          {/* Signed in or not: the registration signed its reader in, unconfirmed. */}
          <Route path="/auth/confirm-email/:userid/:token" element={<ConfirmEmailPage />} />
        </Route>
        <Route
          element={
            <RequireSession>
              <Shell />
            </RequireSession>
          }
        >
          <Route index element={<HomeRedirect />} />
          <Route path="/dashboard" element={<HomeRedirect />} />
          <Route path={paths.userProfile} element={<UserProfile />} />
          <Route element={<AwaitingApproval waiting={<WaitingPage />} />}>
            <Route
              path={paths.dashboard('admin')}
              element={
                <RequireRole roles={['admin']}>
                  <AdminDashboard />
                </RequireRole>
              }
            />
            <Route
              path={paths.dashboard('roomkeeper')}
              element={
                <RequireRole roles={['roomkeeper']}>
                  <RoomkeeperDashboard />
                </RequireRole>
              }
            />
            <Route
              path={paths.dashboard('student')}
              element={
                <RequireRole roles={['student']}>
                  <StudentDashboard />
                </RequireRole>
              }
            />
            <Route path={paths.cleanRequests} element={<CleanRequests />} />
            {shellPages.map(({ path, roles, Page }) => (
              <Route
                key={path}
                path={path}
                element={
                  roles ? (
                    <RequireRole roles={roles}>
                      <Page />
                    </RequireRole>
                  ) : (
                    <Page />
                  )
                }
              />
            ))}
            <Route path="*" element={<Navigate to={notFoundPath} replace />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <SessionProvider>
        <NotificationsProvider>
          <AppRoutes />
        </NotificationsProvider>
      </SessionProvider>
    </BrowserRouter>
  );
}
