import { ApiError } from '@crossmart/api-client'

/** The envelope code a call ended with: 1 on success, else the server's code (API_CODE). */
export async function outcome(call: Promise<unknown>): Promise<number> {
  try {
    await call
    return 1
  } catch (error) {
    if (error instanceof ApiError) return error.code
    throw error
  }
}

/** The server's refusal (code and msg) of a call that must fail. */
export async function refusal(call: Promise<unknown>): Promise<{ code: number; msg: string }> {
  try {
    await call
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, msg: error.message }
    throw error
  }
  throw new Error('expected the call to be refused')
}
