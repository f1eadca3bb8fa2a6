// What the portal uses of react-router-dom, shared under its name (see federation.cjs FACADES).
// build/test/facades.test.ts fails when a package imports a name missing here: add it to the list.
export {
  BrowserRouter,
  MemoryRouter,
  Router,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  createPath,
  generatePath,
  matchPath,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'portal-react-router-dom';
