/**
 * The portal: providers, the router, the http client's feedback, the permission context, the
 * navigation guard and the routes.
 */
import { useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { queryClient } from '@/api/queryClient';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './AppRoutes';
import { FeedbackBridge } from './feedback/FeedbackBridge';
import { NavigationGuard } from './guard/NavigationGuard';
import { SessionPerms } from './SessionPerms';
import { syncWithSession } from './sessionSync';
import './shell.css';

export function App() {
  useEffect(() => syncWithSession(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <AppProviders>
        {/*
          Navigation at the same priority as store updates: signing out clears the session and
          goes to /login in one step. As a transition, the location would change a render after
          the session, and the guard would first see a protected page without a user.
        */}
        <BrowserRouter useTransitions={false}>
          {/* Before the guard, so the http client reports through antd and the router from the first call. */}
          <FeedbackBridge />
          <SessionPerms>
            <NavigationGuard>
              <AppRoutes />
            </NavigationGuard>
          </SessionPerms>
        </BrowserRouter>
      </AppProviders>
    </QueryClientProvider>
  );
}
