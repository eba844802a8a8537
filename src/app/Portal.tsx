/**
 * The portal's frame: antd's providers and messages, the test page (the public screens are light,
 * AppRoutes.tsx), /404 (on to /index), and everything else in the
 * authenticated layout, which resolves the static and menu routes itself. Screens and the layout
 * load as chunks of their own.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PageLoading } from '@/ui/PageLoading';
import { AppProviders } from './AppProviders';
import { FeedbackBridge } from './feedback/FeedbackBridge';
import { HOME_PATH, NOT_FOUND_PATH, TEST_PATH } from './routes/paths';
import './shell.css';

const TestPage = lazy(() => import('@/pages/TestPage').then((m) => ({ default: m.TestPage })));
const AuthLayout = lazy(() => import('./shell/AuthLayout').then((m) => ({ default: m.AuthLayout })));

const loading = (page: ReactNode) => <Suspense fallback={<PageLoading minHeight="100vh" />}>{page}</Suspense>;

export function Portal() {
  return (
    <AppProviders>
      <FeedbackBridge />
      <Routes>
        <Route path={TEST_PATH} element={loading(<TestPage />)} />
        <Route path={NOT_FOUND_PATH} element={<Navigate to={HOME_PATH} replace />} />
        <Route path="*" element={loading(<AuthLayout />)} />
      </Routes>
    </AppProviders>
  );
}
