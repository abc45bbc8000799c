import { Outlet } from 'react-router-dom';
// Being built.
export default function AuthLayout() {
  return <Outlet />;
}
