import { Fragment, type ReactNode } from 'react'

/**
 * A translated sentence with parts that are elements (a link, bold words): the message marks them
 * with tags, `By signing up you agree to our <terms>Terms of Service</terms>.`, so each language
 * places them where its grammar wants, and `parts` renders each tag's words.
 */
export function TaggedText({
  message,
  parts,
}: {
  message: string
  parts: Readonly<Record<string, (words: string) => ReactNode>>
}) {
  const nodes: ReactNode[] = []
  const tag = /<(\w+)>(.*?)<\/\1>/g
  let from = 0
  for (const match of message.matchAll(tag)) {
    const [whole, name = '', words = ''] = match
    nodes.push(message.slice(from, match.index))
    const render = parts[name]
    nodes.push(<Fragment key={match.index}>{render ? render(words) : words}</Fragment>)
    from = match.index + whole.length
  }
  nodes.push(message.slice(from))
  return <>{nodes}</>
}
