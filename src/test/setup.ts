import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import { forgetDrafts } from '@/components/ui/use-form'
import { forgetLeadAttempts } from '@/lib/leads/submit/use-lead-id'
import { showInEnglish } from './locale'

afterEach(() => {
  cleanup()
  // Unmounting keeps unsent forms' drafts for the page; each test is a page of its own.
  forgetDrafts()
  forgetLeadAttempts()
  showInEnglish()
})
