/** A language's compiled catalog, as the dev server and the tests activate it (tools/i18n). */
declare module 'virtual:i18n/catalog/*' {
  const messages: Readonly<Record<string, import('./runtime').CompiledMessage>>
  export default messages
}
