import { Dialog } from '@/components/ui/dialog'
import { orderCopy } from '../catalog-content'
import type { Purchase } from '../purchase'
import { OrderForm } from './order-form'
import { OrderSummary } from './order-summary'

interface OrderDialogProps {
  purchase: Purchase | null
  onClose: () => void
}

/** The order modal; closing it drops the form and any result with it. */
export function OrderDialog({ purchase, onClose }: OrderDialogProps) {
  return (
    <Dialog
      open={purchase !== null}
      onClose={onClose}
      title={orderCopy.title}
      description={orderCopy.description}
    >
      {purchase ? (
        <>
          <OrderSummary purchase={purchase} />
          <OrderForm purchase={purchase} onClose={onClose} />
        </>
      ) : null}
    </Dialog>
  )
}
