import { cn } from '@/components/ui/cn'
import { whatsappLink } from '@/config/site'
import { whatsappButtonText } from './home-content'
import { useBottomObstruction } from './use-bottom-obstruction'

interface WhatsAppButtonProps {
  /** Hidden while it would sit over the contact form's controls. */
  hidden?: boolean
}

/** Floating chat link: fixed bottom-right, opens WhatsApp in a new tab. */
export function WhatsAppButton({ hidden = false }: WhatsAppButtonProps) {
  // Rises above the cookie banner while that is showing, so neither covers the other. Moved by a
  // transform, which is not a layout shift: the banner appears after the page has painted.
  const offset = useBottomObstruction()
  return (
    <a
      href={whatsappLink()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={whatsappButtonText.label}
      style={{ transform: `translateY(-${offset}px)` }}
      className={cn(
        'fixed right-4 bottom-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg ring-4 ring-white/70',
        'transition-[opacity,transform,visibility] duration-300 hover:scale-105 hover:bg-[#187a42] motion-reduce:transition-none md:right-6',
        hidden && 'invisible translate-y-4 opacity-0',
      )}
    >
      {/* WhatsApp's own mark, a filled glyph in its geometry: not one of the outline icons. */}
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8" fill="currentColor">
        <path d="M16 3.2A12.7 12.7 0 0 0 5.1 22.4L3.3 28.8l6.6-1.7A12.7 12.7 0 1 0 16 3.2zm0 23.2c-2 0-3.9-.5-5.5-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.5 10.5 0 1 1 16 26.4zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.6 8.6 0 0 1-4.3-3.7c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.6 3.6 0 0 0-1.1 2.7 6.3 6.3 0 0 0 1.3 3.3 14.4 14.4 0 0 0 5.5 4.9c2 .9 2.9 1 3.9.8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.4z" />
      </svg>
    </a>
  )
}
