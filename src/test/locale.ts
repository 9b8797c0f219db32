/**
 * Shows a test's components in another language, as the dev server does: the language's compiled
 * catalog, activated; `afterEach` in setup.ts returns every test to English.
 */
import hindi from 'virtual:i18n/catalog/hi'
import { activate } from '@/lib/i18n/runtime'

export function showInHindi(): void {
  activate('hi', hindi)
}

export function showInEnglish(): void {
  activate('en', null)
}
