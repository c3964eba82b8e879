import i18n from 'i18next';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { bootSession } from '../../shared/session/boot.ts';
import { en } from './en.ts';

i18n.addResourceBundle('en', 'auth', en, true, true);

// The sign-in pages need the session (the stored user decides where a signed-in visitor goes).
const AuthRoute = lazy(() =>
  bootSession()
    .then(() => import('./AuthRoute.tsx'))
    .then((m) => ({ default: m.AuthRoute })),
);
const LoginPage = lazy(() => import('./pages/LoginPage.tsx'));
const RegisterPage = lazy(() => import('./pages/RegisterPage.tsx'));
const ForgotPasswordPage = lazy(() => import('./pages/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('./pages/ResetPasswordPage.tsx'));
const AcceptInvitePage = lazy(() => import('./pages/AcceptInvitePage.tsx'));

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <AuthRoute signedInGoesOn><LoginPage /></AuthRoute> },
  { path: '/register', element: <AuthRoute signedInGoesOn><RegisterPage /></AuthRoute> },
  { path: '/forgot-password', element: <AuthRoute><ForgotPasswordPage /></AuthRoute> },
  { path: '/reset-password-confirm/:uidb64/:token', element: <AuthRoute><ResetPasswordPage /></AuthRoute> },
  { path: '/accept-invite/:token', element: <AuthRoute signedInGoesOn><AcceptInvitePage /></AuthRoute> },
  // Older spellings the spec treats as public: both lead to the request form.
  { path: '/resetPassword', element: <Navigate to="/forgot-password" replace /> },
  { path: '/reset-password-confirm', element: <Navigate to="/forgot-password" replace /> },
];
