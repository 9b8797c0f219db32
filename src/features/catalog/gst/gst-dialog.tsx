import { Dialog } from '@/components/ui/dialog'
import { gstCopy } from '../catalog-content'
import { GstForm } from './gst-form'

interface GstDialogProps {
  open: boolean
  onClose: () => void
  onVerified: () => void
  onContinue?: () => void
}

/** The GST verification modal; its form starts fresh every time it opens. */
export function GstDialog({ open, onClose, onVerified, onContinue }: GstDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} title={gstCopy.title} description={gstCopy.description}>
      <GstForm onVerified={onVerified} onClose={onClose} onContinue={onContinue} />
    </Dialog>
  )
}
