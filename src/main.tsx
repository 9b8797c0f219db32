import './index.css'
import { preloadAppScripts } from '@/app/app-scripts'
import { collectionsFor } from '@/lib/catalog/catalog-routes'
import { nextTask } from '@/lib/util/next-task'
import { afterFirstPaint } from '@/app/after-first-paint'

/**
 * The entry is kept tiny: the page in the HTML (prerendered, see tools/prerender) is painted
 * first, and the app is started after that paint, so running it never holds the first paint
 * back (afterFirstPaint says when that is, in every engine).
 */
const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

afterFirstPaint(root, () => {
  // React DOM first, then the app: two shorter tasks instead of one long one on a slow phone.
  import('react-dom/client')
    .then(nextTask)
    .then(() => import('@/app/mount'))
    // Running the app's code and starting it are two tasks, not one long one.
    .then(async ({ mountApp }) => {
      await nextTask()
      return mountApp(root)
    })
    .catch((error: unknown) => console.error('The app could not be loaded', error))
  // The page's catalogue data is asked for beside the app's code, not after it; running the
  // store's code and reading the build's copy of the data are tasks of their own.
  const collections = collectionsFor(window.location.pathname)
  if (collections.length > 0) {
    nextTask()
      .then(() => import('@/lib/catalog/catalog-store'))
      .then(async ({ preloadCatalog }) => {
        await nextTask()
        collections.forEach(preloadCatalog)
      })
      // The page reads again itself, and shows its own message if that fails too.
      .catch(() => {})
  }
  // Every other script the page needs is asked for now, a few per task; each still runs only
  // when imported.
  void nextTask().then(() => preloadAppScripts(document, nextTask))
})
