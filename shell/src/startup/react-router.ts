/**
 * What the shell provides to the share scope as 'react-router' (module-federation.config.ts):
 * the parts of the router the browser code of the shell and of every remote imports, not the
 * whole package. A shared library cannot be tree-shaken by its users (any remote may ask for any
 * export), so the package came whole (57 KB gzip of the first load: its server runtime, sessions,
 * cookies, RSC and framework-mode code); providing this module instead lets the build keep only
 * what these exports need (about half). `shared-subsets.test.ts` reads every app's sources
 * and fails when one imports an export missing here: add it here then. The server renders with
 * the whole package (its bundles require() it).
 */
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  MemoryRouter,
  NavLink,
  redirect,
  RouterProvider,
  useLoaderData,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
} from 'react-router-package';
