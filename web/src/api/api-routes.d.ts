/** The route table as the API client sees it, built by `apiRouteTable()` in web/vite.config.ts. */
declare module 'virtual:api-routes' {
  type Routes = import('#shared/routes').Routes;

  const table: {
    [Id in keyof Routes]: { method: Routes[Id]['method']; path: string; public: boolean; bodiless?: true };
  };
  export default table;
  /** Every error code's name (`errorCodeList` of #shared/errors). */
  export const errorCodeNames: readonly import('#shared/errors').ErrorCode[];
}
