/**
 * The routes (screens document §2): the public screens (sign-in, registration, password reset and
 * the certificate check) on their own, light (no component library), and everything else in the
 * portal's frame (Portal.tsx), which holds the authenticated layout. Each loads as a chunk of its own.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { CERT_VERIFY_PAGE } from '@/domain/resources/certPaths';
import { PageLoading } from '@/ui/PageLoading';
import { GET_PASSWORD_PATH, LOGIN_PATH, PRE_LOGIN_PATH, REGISTER_PATH } from './routes/paths';

const LoginPage = lazy(() => import('@/pages/LoginPage').then((m) => ({ default: m.LoginPage })));
const GetPasswordPage = lazy(() => import('@/pages/GetPasswordPage').then((m) => ({ default: m.GetPasswordPage })));
const RegisterPage = lazy(() => import('@/pages/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const VerifyPage = lazy(() => import('@/pages/VerifyPage').then((m) => ({ default: m.VerifyPage })));
const Portal = lazy(() => import('./Portal').then((m) => ({ default: m.Portal })));

const loading = (page: ReactNode) => <Suspense fallback={<PageLoading minHeight="100vh" />}>{page}</Suspense>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={loading(<LoginPage />)} />
      <Route path={PRE_LOGIN_PATH} element={loading(<LoginPage />)} />
      <Route path={GET_PASSWORD_PATH} element={loading(<GetPasswordPage />)} />
      <Route path={REGISTER_PATH} element={loading(<RegisterPage />)} />
      <Route path={CERT_VERIFY_PAGE} element={loading(<VerifyPage />)} />
      <Route path="*" element={loading(<Portal />)} />
    </Routes>
  );
}
