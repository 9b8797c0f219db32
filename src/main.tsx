import './index.css'

/**
 * The entry is kept tiny: the page in the HTML (prerendered, see tools/prerender) is painted
 * first, and the app (its chunks preloaded by the HTML) is started after that paint, so running
 * it never holds the first paint back. A frame callback right before a paint, then a task after
 * it; the timer covers tabs that do not paint (opened in the background).
 */
function afterFirstPaint(start: () => void): void {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 250)
}

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')
/** Lets the browser handle input (and paint) between two pieces of start-up work. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

afterFirstPaint(() => {
  // React DOM first, then the app: two shorter tasks instead of one long one on a slow phone.
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('@/app/mount'))
    .then(
      ({ mountApp }) => mountApp(root),
      (error: unknown) => console.error('The app could not be loaded', error),
    )
})
