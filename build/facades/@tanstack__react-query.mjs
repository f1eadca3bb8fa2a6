// What the portal uses of @tanstack/react-query, shared under its name (see federation.cjs FACADES).
// build/test/facades.test.ts fails when a package imports a name missing here: add it to the list.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  onlineManager,
  queryOptions,
  useIsFetching,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from 'portal-@tanstack/react-query';
