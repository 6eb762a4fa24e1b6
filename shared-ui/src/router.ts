/**
 * The router APIs the shell and remotes use. react-router reaches every remote through this
 * singleton module, so there is one router instance per page and webpack can tree-shake the
 * library (a module shared on its own is bundled whole: 63 KB gzip instead of ~20 KB).
 * Importing 'react-router' directly anywhere else fails the build (tooling/forbid-direct-import.cjs).
 * The shell renders a data router (createBrowserRouter), which `useBlocker` needs: an editor can
 * then hold back in-app navigation while it has unsaved changes.
 */
export {
  BrowserRouter,
  createBrowserRouter,
  createMemoryRouter,
  RouterProvider,
  useBlocker,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
