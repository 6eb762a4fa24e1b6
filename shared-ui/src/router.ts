/**
 * The router APIs the shell and remotes use. react-router reaches every remote through this
 * singleton module, so there is one router instance per page and webpack can tree-shake the
 * library (a module shared on its own is bundled whole: 63 KB gzip instead of ~20 KB).
 * Importing 'react-router' directly anywhere else fails the build (tooling/forbid-direct-import.cjs).
 * The shell renders a plain BrowserRouter: the data router (createBrowserRouter, useBlocker) would
 * add ~18 KB gzip to every guest's first load.
 */
export {
  BrowserRouter,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { Link, NavLink, type LinkProps, type NavLinkProps } from './links';
