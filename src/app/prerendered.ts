/** Set on #root by the prerender (tools/prerender): the path whose page the document holds. */
export const PRERENDERED_PATH_ATTRIBUTE = 'data-prerendered'

/** Whether two paths name the same page: `/products` and `/products/` do. */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
  return trim(a) === trim(b)
}
