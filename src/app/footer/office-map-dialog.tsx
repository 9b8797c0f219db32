import { Dialog } from '@/components/ui/dialog'
import { site } from '@/config/site'
import { uiText } from '@/config/ui-content'
import { officeMapEmbedUrl, officeMapLink } from './office-map'

interface OfficeMapDialogProps {
  open: boolean
  onClose: () => void
}

/** The office on a map, in a modal: its own chunk, fetched when a visitor first asks for it. */
export function OfficeMapDialog({ open, onClose }: OfficeMapDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={uiText.officeMap.title}
      description={site.address.lines.join(', ')}
      className="w-[min(100%-2rem,48rem)]"
    >
      <iframe
        title={uiText.officeMap.frame(site.brand)}
        src={officeMapEmbedUrl(site.office)}
        className="aspect-[4/3] w-full rounded-lg border border-stone-200 bg-stone-100"
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
      <a
        href={officeMapLink(site.office)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-950"
      >
        {uiText.officeMap.openInNewTab}
      </a>
    </Dialog>
  )
}
