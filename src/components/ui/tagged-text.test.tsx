import { render } from '@testing-library/react'
import { TaggedText } from './tagged-text'

describe('TaggedText', () => {
  it('renders each tagged part by its own renderer, where the message puts it', () => {
    const { container } = render(
      <p>
        <TaggedText
          message="पहले <b>मोटा</b> फिर <terms>नियम</terms> पढ़ें।"
          parts={{
            terms: (words) => <a href="/t">{words}</a>,
            b: (words) => <strong>{words}</strong>,
          }}
        />
      </p>,
    )
    expect(container.innerHTML).toBe(
      '<p>पहले <strong>मोटा</strong> फिर <a href="/t">नियम</a> पढ़ें।</p>',
    )
  })

  it('shows the words of a tag it has no renderer for, and text with no tags as it is', () => {
    const { container } = render(
      <p>
        <TaggedText message="a <x>b</x> c" parts={{}} />|<TaggedText message="plain" parts={{}} />
      </p>,
    )
    expect(container.textContent).toBe('a b c|plain')
  })
})
