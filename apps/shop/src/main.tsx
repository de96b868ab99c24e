import '@crossmart/ui-kit/styles.css'
import './styles/app.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'
import { createAppRuntime } from './app/runtime'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// Same origin: the server serves the app and /api (Vite proxies /api in development).
const runtime = createAppRuntime({
  baseUrl: '',
  cookies: document,
  storage: window.localStorage,
  root: document.documentElement,
})

createRoot(container).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
)
