/** Up to two initials from a name (a person's or an organisation's), skipping small joining words. */
export function initials(name: string): string {
  const words = name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word) && !/^(of|and|the|for)$/i.test(word))
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}
