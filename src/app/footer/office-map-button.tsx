import { useState } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { site } from '@/config/site'
import { uiText } from '@/config/ui-content'

/** An OpenStreetMap embed around the office, requested only when the modal opens. */
export function officeMapEmbedUrl({ lat, lng }: { lat: number; lng: number }): string {
  const d = 0.01
  const bbox = [lng - d, lat - d, lng + d, lat + d].map((n) => n.toFixed(5)).join(',')
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`
}

/** The same place on openstreetmap.org, for a full-size map. */
export function officeMapLink({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`
}

export function OfficeMapButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-brand-400 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        {uiText.officeMap.open}
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
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
    </>
  )
}
