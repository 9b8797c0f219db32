import { SignInPrompt } from '@/components/account/sign-in-prompt'
import { Dialog } from '@/components/ui/dialog'
import { paths } from '@/config/paths'
import { partLoader } from '@/components/ui/lazy-part'
import { orderCopy } from '@/features/catalog/catalog-content'
import { LazyForm } from '@/components/ui/lazy-form'
import type { Purchase } from '@/features/catalog/purchase'
import { OrderSummary } from './order-summary'

const orderForm = partLoader(
  () => import('./order-form'),
  (module) => module.OrderForm,
)

/** Loads the order form's code (its checks and the mail SDK) ahead of the modal's first opening. */
export const preloadOrderForm = orderForm.preload

interface OrderDialogProps {
  purchase: Purchase | null
  onClose: () => void
}

/** The order modal; closing it drops any result, and a form closed unsent keeps its draft. */
export function OrderDialog({ purchase, onClose }: OrderDialogProps) {
  return (
    <Dialog
      holdsForm
      open={purchase !== null}
      onClose={onClose}
      title={orderCopy.title}
      description={orderCopy.description}
    >
      {purchase ? (
        <>
          <OrderSummary purchase={purchase} />
          {purchase.productId ? (
            <SignInPrompt
              offer="details"
              next={paths.productOrder(purchase.productId, purchase.size)}
            />
          ) : null}
          <LazyForm loader={orderForm} props={{ purchase, onClose }} />
        </>
      ) : null}
    </Dialog>
  )
}
