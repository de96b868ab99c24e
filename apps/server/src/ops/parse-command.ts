/**
 * The operator command's grammar (README "Operator command"), parsed without I/O so it can be
 * tested as a table. Unknown verbs or bad ids are a typed error with the usage text.
 */
export type OpsCommand =
  | { verb: 'pending' }
  | { verb: 'ship'; orderId: number; company?: string; trackingNo?: string }
  | { verb: 'track'; orderId: number; description: string }
  | { verb: 'deliver'; orderId: number }
  | { verb: 'recharge'; decision: 'pass' | 'refuse'; id: number; remark: string }
  | { verb: 'withdrawal'; decision: 'pass' | 'refuse'; id: number; remark: string }
  | { verb: 'refund'; action: 'approve' | 'complete' | 'refuse'; id: number; remark: string }
  | { verb: 'mail'; limit: number }
  | { verb: 'sms'; limit: number }
  | { verb: 'announce'; title: string; body: string }
  | { verb: 'backup'; file: string }
  | { verb: 'restore'; file: string; force: boolean }

export const OPS_USAGE = `usage: ops <verb> ...
  pending                                   list what waits for an operator
  ship <orderId> [--company X] [--tracking N]  ship a paid order (first logistics event)
  track <orderId> <description...>          add a logistics event to a shipped order
  deliver <orderId>                         mark a shipped order delivered
  recharge pass|refuse <id> [--remark X]    audit a recharge (pass credits the balance)
  withdrawal pass|refuse <id> [--remark X]  audit a withdrawal (refuse returns the held amount)
  refund approve|complete|refuse <id> [--remark X]  move a refund (complete pays it back)
  mail [--limit N]                          show the development mailer's newest messages (default 10)
  sms [--limit N]                           show the development SMS outbox's newest messages (default 10)
  announce --title X --body Y               a platform announcement in every shopper's notifications
  backup <file>                             the embedded database and uploads into one file (server running or not)
  restore <file> [--force]                  a backup into DATA_DIR (server stopped; --force replaces what is there)`

export class OpsUsageError extends Error {
  override readonly name = 'OpsUsageError'
  readonly code = 'OPS_USAGE'
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(`${message}\n${OPS_USAGE}`, options)
  }
}

function parseId(raw: string | undefined, what: string): number {
  const value = Number(raw)
  if (raw === undefined || !/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value <= 0) {
    throw new OpsUsageError(
      `${what} must be a positive integer, got ${raw === undefined ? 'nothing' : `"${raw}"`}`,
    )
  }
  return value
}

/** Splits `--name value` options from positional words. */
function split(args: readonly string[]): { words: string[]; options: Map<string, string> } {
  const words: string[] = []
  const options = new Map<string, string>()
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!
    if (arg.startsWith('--')) {
      const value = args[i + 1]
      if (value === undefined) throw new OpsUsageError(`${arg} needs a value`)
      options.set(arg.slice(2), value)
      i++
    } else words.push(arg)
  }
  return { words, options }
}

function choice<T extends string>(raw: string | undefined, allowed: readonly T[], what: string): T {
  if (raw === undefined || !(allowed as readonly string[]).includes(raw)) {
    throw new OpsUsageError(`${what} must be one of ${allowed.join(', ')}`)
  }
  return raw as T
}

export function parseOpsCommand(args: readonly string[]): OpsCommand {
  // The one flag without a value.
  const force = args.includes('--force')
  const { words, options } = split(args.filter((arg) => arg !== '--force'))
  const [verb, ...rest] = words
  const remark = options.get('remark') ?? ''
  switch (verb) {
    case 'pending':
      return { verb }
    case 'ship': {
      const company = options.get('company')
      const trackingNo = options.get('tracking')
      return {
        verb,
        orderId: parseId(rest[0], 'orderId'),
        ...(company !== undefined ? { company } : {}),
        ...(trackingNo !== undefined ? { trackingNo } : {}),
      }
    }
    case 'track': {
      const description = rest.slice(1).join(' ').trim()
      if (!description) throw new OpsUsageError('track needs a description')
      return { verb, orderId: parseId(rest[0], 'orderId'), description }
    }
    case 'deliver':
      return { verb, orderId: parseId(rest[0], 'orderId') }
    case 'recharge':
    case 'withdrawal':
      return {
        verb,
        decision: choice(rest[0], ['pass', 'refuse'] as const, `${verb} decision`),
        id: parseId(rest[1], `${verb} id`),
        remark,
      }
    case 'refund':
      return {
        verb,
        action: choice(rest[0], ['approve', 'complete', 'refuse'] as const, 'refund action'),
        id: parseId(rest[1], 'refund id'),
        remark,
      }
    case 'mail':
    case 'sms':
      return { verb, limit: options.has('limit') ? parseId(options.get('limit'), 'limit') : 10 }
    case 'backup':
    case 'restore': {
      const file = rest[0]
      if (!file) throw new OpsUsageError(`${verb} needs a file`)
      return verb === 'backup' ? { verb, file } : { verb, file, force }
    }
    case 'announce': {
      const title = options.get('title')?.trim()
      const body = options.get('body')?.trim()
      if (!title || !body) throw new OpsUsageError('announce needs --title and --body')
      return { verb, title, body }
    }
    default:
      throw new OpsUsageError(verb === undefined ? 'a verb is required' : `unknown verb "${verb}"`)
  }
}
