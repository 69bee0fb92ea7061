// The admin application: sign-in routes and the protected back-office (client-rendered). Every
// navigation passes the unsaved-changes guard (issue #14).
import { Route, Switch } from 'wouter';
import { AuthPage } from '../auth/auth-page';
import { ForgotPasswordPage } from '../auth/forgot-password-page';
import { Protected } from '../auth/protected-route';
import { ResetPasswordPage } from '../auth/reset-password-page';
import { NotFoundPage } from '../components/not-found';
import { NavigationGuard } from '../lib/unsaved-changes';
import { AdminShell } from './shell/admin-shell';

export function AdminApp() {
  return (
    <NavigationGuard>
      <Switch>
        <Route path="/auth" component={AuthPage} />
        <Route path="/login" component={AuthPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password/:token">{(params) => <ResetPasswordPage token={params.token} />}</Route>
        <Route path="/admin/*?">
          <Protected>
            <AdminShell />
          </Protected>
        </Route>
        <Route>
          <div className="min-h-screen bg-slate-50">
            <NotFoundPage />
          </div>
        </Route>
      </Switch>
    </NavigationGuard>
  );
}
