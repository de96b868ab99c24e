import { CodedError } from '@crossmart/im-sdk'

/** The stable codes of this package's errors (README "Errors"). */
export type ImReactErrorCode = 'NO_PROVIDER' | 'PLUGIN_MISSING' | 'NO_ACTIONS'

/** A misuse of the bindings: caught by `instanceof ImReactError` or `instanceof CodedError`. */
export class ImReactError extends CodedError<ImReactErrorCode> {
  override readonly name = 'ImReactError'
}

/** A hook needs one of the SDK's plugins (SDK README "Plugins") that the client was made without. */
export function pluginMissing(plugin: string, hook: string): ImReactError {
  return new ImReactError('PLUGIN_MISSING', `${hook} needs the client to have ${plugin}() in its plugins`)
}
