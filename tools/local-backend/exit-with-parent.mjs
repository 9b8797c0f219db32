/* global clearInterval, process, setInterval, setTimeout */
/**
 * Preloaded (node --import) into every child process of the local stack: when the stack is gone
 * — even killed with SIGKILL, which it cannot intercept — the child is re-parented, and this stops
 * it the clean way (SIGTERM, so the Auth emulator still exports its accounts), then for good.
 * Plain JavaScript because it runs inside firebase-tools and Vite, not under tsx.
 */
const stack = process.ppid

const watch = setInterval(() => {
  if (process.ppid === stack) return
  clearInterval(watch)
  process.kill(process.pid, 'SIGTERM')
  setTimeout(() => process.kill(process.pid, 'SIGKILL'), 15_000).unref()
}, 500)
watch.unref()
