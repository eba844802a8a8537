/**
 * The routes (screens document §2): the public screens, /404 (on to /index), and everything else
 * in the authenticated layout, which resolves the static and menu routes itself. Public screens
 * load as their own chunks.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { CERT_VERIFY_PAGE } from '@/domain/resources/cert';
import { PageLoading } from '@/ui/PageLoading';
import { GET_PASSWORD_PATH, HOME_PATH, LOGIN_PATH, NOT_FOUND_PATH, PRE_LOGIN_PATH, REGISTER_PATH, TEST_PATH } from './routes/paths';
import { AuthLayout } from './shell/AuthLayout';

const LoginPage = lazy(() => import('@/pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('@/pages/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const GetPasswordPage = lazy(() => import('@/pages/GetPasswordPage').then((m) => ({ default: m.GetPasswordPage })));
const VerifyPage = lazy(() => import('@/pages/VerifyPage').then((m) => ({ default: m.VerifyPage })));
const TestPage = lazy(() => import('@/pages/TestPage').then((m) => ({ default: m.TestPage })));

const publicPage = (page: ReactNode) => <Suspense fallback={<PageLoading minHeight="100vh" />}>{page}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={publicPage(<LoginPage />)} />
      <Route path={PRE_LOGIN_PATH} element={publicPage(<LoginPage />)} />
      <Route path={REGISTER_PATH} element={publicPage(<RegisterPage />)} />
      <Route path={GET_PASSWORD_PATH} element={publicPage(<GetPasswordPage />)} />
      <Route path={TEST_PATH} element={publicPage(<TestPage />)} />
      <Route path={CERT_VERIFY_PAGE} element={publicPage(<VerifyPage />)} />
      <Route path={NOT_FOUND_PATH} element={<Navigate to={HOME_PATH} replace />} />
      <Route path="*" element={<AuthLayout />} />
    </Routes>
  );
}
