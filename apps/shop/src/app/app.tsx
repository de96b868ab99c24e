import { ImageProvider, ToastProvider } from '@crossmart/ui-kit'
import { RouterProvider } from '@tanstack/react-router'
import { Provider as JotaiProvider } from 'jotai'
import { I18nextProvider } from 'react-i18next'
import { ProductNameProvider } from '../components/product-name'
import { ServicesContext } from '../lib/services'
import type { AppRuntime } from './runtime'

/** The providers, outermost first: state, translations, services, toasts, images, word breaks, router. */
export function App({ runtime }: { runtime: AppRuntime }) {
  const { services, router } = runtime
  return (
    <JotaiProvider store={services.store}>
      <I18nextProvider i18n={services.i18n}>
        <ServicesContext.Provider value={services}>
          <ToastProvider controller={services.toast}>
            {/* Issue #26: pictures are <img loading="lazy"> from the server's HTML on, so hydration
                adopts them instead of replacing every placeholder after it (ui-kit LazyImage). */}
            <ImageProvider native>
              <ProductNameProvider>
                <RouterProvider router={router} />
              </ProductNameProvider>
            </ImageProvider>
          </ToastProvider>
        </ServicesContext.Provider>
      </I18nextProvider>
    </JotaiProvider>
  )
}
