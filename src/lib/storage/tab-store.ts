/**
 * Small records kept for this tab: in sessionStorage, so they outlive a reload (a buyer who
 * reloads after a failed send finds their form as they left it) but not the tab; in page memory
 * where storage is refused. Each record is one JSON object of entries by name under one key.
 */

export interface TabRecord<T> {
  get(name: string): T | undefined
  /** Stores `value` under `name`; undefined removes the entry. */
  set(name: string, value: T | undefined): void
  /** Removes every entry. */
  clear(): void
}

function session(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The record stored under `key`, whose entries `isEntry` accepts (anything else is dropped). */
export function tabRecord<T>(key: string, isEntry: (value: unknown) => value is T): TabRecord<T> {
  /** Where the entries live once storage has refused a write. */
  let inMemory: Record<string, T> | null = null

  function read(): Record<string, T> {
    const storage = session()
    if (inMemory || !storage) return inMemory ?? {}
    try {
      const parsed: unknown = JSON.parse(storage.getItem(key) ?? '{}')
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return {}
      return Object.fromEntries(Object.entries(parsed).filter(([, value]) => isEntry(value)))
    } catch {
      return {}
    }
  }

  function write(entries: Record<string, T>): void {
    const storage = session()
    try {
      if (inMemory || !storage) throw new Error('no sessionStorage')
      if (Object.keys(entries).length === 0) storage.removeItem(key)
      else storage.setItem(key, JSON.stringify(entries))
    } catch {
      inMemory = entries
    }
  }

  return {
    get: (name) => read()[name],
    set(name, value) {
      const entries = read()
      if (value === undefined) delete entries[name]
      else entries[name] = value
      write(entries)
    },
    clear: () => write({}),
  }
}
