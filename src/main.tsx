import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { removeStaticDefaults } from '@/components/seo/head-tags'
import './index.css'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// index.html's default title, description and share tags are for crawlers that run no scripts;
// every page renders its own, which must not sit beside them.
removeStaticDefaults(document)
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
