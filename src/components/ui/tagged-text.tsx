import { Fragment, type ReactNode } from 'react'

/** `<name>words</name>`: split by it, a message reads text, name, words, text, name, words, text. */
const TAG = /<(\w+)>(.*?)<\/\1>/

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
  const pieces = message.split(TAG)
  return pieces.map((piece, i) =>
    i % 3 === 0 ? (
      piece
    ) : i % 3 === 1 ? (
      <Fragment key={i}>{parts[piece]?.(pieces[i + 1] ?? '') ?? pieces[i + 1]}</Fragment>
    ) : null,
  )
}
