import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Job } from '@/lib/catalog/catalog'
import { supportModalDialogs } from '@/test/dialog'
import { careersCopy } from './careers-content'
import { JobDetailsDialog } from './job-details-dialog'

supportModalDialogs()

const intern: Job = {
  docId: 'job-102',
  id: 102,
  title: 'Software Engineering Intern',
  department: 'Engineering',
  location: 'Jaipur, Rajasthan',
  type: 'Internship',
  experience: '0-1 years',
  postedDate: '2026-11-12',
  salary: '₹15,000/month',
  duration: '6 months',
  reportingTo: 'Engineering Lead',
  description: 'Build features on our ordering website.\nPair with senior engineers.',
  requirements: ['Pursuing a degree in computer science', 'Basic JavaScript'],
  responsibilities: ['Write tested components', 'Fix reported bugs'],
  createdAt: new Date('2026-11-12T09:15:00Z'),
}

function open(job: Job) {
  const onApply = vi.fn()
  const onClose = vi.fn()
  render(<JobDetailsDialog job={job} onApply={onApply} onClose={onClose} />)
  return { dialog: screen.getByRole('dialog', { name: job.title }), onApply, onClose }
}

/** The description list's value for `term`, or null when the term is not listed. */
function detail(dialog: HTMLElement, term: string): string | null {
  const dt = within(dialog).queryByText(term, { selector: 'dt' })
  return dt?.nextElementSibling?.textContent ?? null
}

describe('JobDetailsDialog', () => {
  it('shows the job’s facts, duration, reporting line, description and both lists', () => {
    const { dialog } = open(intern)
    expect(dialog).toHaveAccessibleDescription(`${intern.department} · ${intern.location}`)
    expect(detail(dialog, careersCopy.typeLabel)).toBe(intern.type)
    expect(detail(dialog, careersCopy.experienceLabel)).toBe(intern.experience)
    expect(detail(dialog, careersCopy.salary)).toBe(intern.salary)
    expect(detail(dialog, careersCopy.duration)).toBe(intern.duration)
    expect(detail(dialog, careersCopy.reportingTo)).toBe(intern.reportingTo)
    // As written, line breaks included (the paragraph keeps them: whitespace-pre-line).
    expect(within(dialog).getByText(/^Build features/).textContent).toBe(intern.description)
    for (const [heading, items] of [
      [careersCopy.responsibilities, intern.responsibilities],
      [careersCopy.requirements, intern.requirements],
    ] as const) {
      const section = within(dialog).getByRole('heading', { name: heading }).closest('section')!
      expect(
        within(section)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(items)
    }
  })

  it('says when the job was posted, the date as a machine date too', () => {
    const { dialog } = open(intern)
    const date = within(dialog).getByText('12 Nov 2026')
    expect(date.tagName).toBe('TIME')
    expect(date).toHaveAttribute('datetime', intern.postedDate)
    expect(date.parentElement).toHaveTextContent(/^Posted 12 Nov 2026$/)
  })

  it('leaves out the duration and reporting line of a job that has neither', () => {
    const { dialog } = open({ ...intern, duration: undefined, reportingTo: '  ' })
    expect(detail(dialog, careersCopy.salary)).toBe(intern.salary)
    expect(within(dialog).queryByText(careersCopy.duration)).not.toBeInTheDocument()
    expect(within(dialog).queryByText(careersCopy.reportingTo)).not.toBeInTheDocument()
  })

  it('hands the job on when Apply now is pressed, and closes from its Close button', async () => {
    const user = userEvent.setup()
    const { dialog, onApply, onClose } = open(intern)
    await user.click(within(dialog).getByRole('button', { name: careersCopy.applyNow }))
    expect(onApply).toHaveBeenCalledWith(intern)
    await user.click(within(dialog).getByRole('button', { name: careersCopy.close }))
    expect(onClose).toHaveBeenCalled()
  })
})
