// Loaded on demand by <MotionProvider>: keeps framer-motion's animation engine out of the first load.
export { domAnimation as default } from 'framer-motion'
