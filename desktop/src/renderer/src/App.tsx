import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/layout/Layout';
import { AccountPage } from './pages/AccountPage';
import { DashboardPage } from './pages/DashboardPage';
import { ResetPasswordPage } from './pages/ResetPasswordPage';
import { ResetUsernamePage } from './pages/ResetUsernamePage';

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<DashboardPage />} />
        <Route path="account" element={<AccountPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="reset-username" element={<ResetUsernamePage />} />
        <Route path="*" element={<DashboardPage />} />
      </Route>
    </Routes>
  );
}
