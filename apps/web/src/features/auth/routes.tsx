import i18n from 'i18next';
import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AuthRoute } from './AuthRoute.tsx';
import { en } from './en.ts';

i18n.addResourceBundle('en', 'auth', en, true, true);

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
