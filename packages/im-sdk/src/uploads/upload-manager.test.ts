import { describe, expect, it } from 'vitest'
import type { UploadRequest } from '../callbacks/types.js'
import type { MessageContent } from '../chat/message.js'
import { MissingCallbackError } from '../client-errors.js'
import { imageContent } from '../content/builders.js'
import type { UploadResult } from '../content/builtin.js'
import { createContentRegistry } from '../content/registry.js'
import type { ChatMessage } from '../messages/model.js'
import { deferred, message } from '../messages/test-helpers.js'
import { createUploadManager, type UploadTask } from './upload-manager.js'

function setup(upload?: (request: UploadRequest) => Promise<UploadResult>) {
  const requests: { request: UploadRequest; gate: ReturnType<typeof deferred<UploadResult>> }[] = []
  const sent: { message: ChatMessage; content: MessageContent }[] = []
  const failed: ChatMessage[] = []
  const tasks: UploadTask[] = []
  const manager = createUploadManager({
    callbacks: {
      messageUploadTask:
        upload ??
        ((request) => {
          const gate = deferred<UploadResult>()
          request.signal.addEventListener('abort', () => gate.reject(new Error('aborted')))
          requests.push({ request, gate })
          return gate.promise
        }),
    },
    withUpload: createContentRegistry().withUpload,
    send: (m, content) => sent.push({ message: m, content }),
    onMessageFail: (m) => failed.push(m),
    onTask: (t) => tasks.push(t),
  })
  const pending = message({
    messageSeq: 0,
    messageID: '',
    clientMsgNo: 'c1',
    status: 'wait',
    fromUID: 'me',
    content: imageContent({ width: 4, height: 3 }),
  })
  return { manager, requests, sent, failed, tasks, pending }
}

const tick = () => new Promise((r) => setTimeout(r, 0))

describe('upload tasks (chat-spec §3, §4, §7)', () => {
  it('wait -> processing -> success with progress; the content gets the url and is sent; the task is released', async () => {
    const { manager, requests, sent, tasks, pending } = setup()
    const task = manager.start(pending, 'file-bytes')
    expect(task.status).toBe('processing')
    expect(tasks[0]?.status).toBe('wait')
    expect(requests[0]?.request).toMatchObject({ taskId: 'c1', file: 'file-bytes' })
    requests[0]?.request.onProgress(50, 200)
    expect(manager.get('c1')).toMatchObject({ loaded: 50, total: 200, progress: 0.25 })
    requests[0]?.gate.resolve({ url: 'https://cdn/x.png' })
    await tick()
    expect(tasks.map((t) => t.status)).toEqual(['wait', 'processing', 'processing', 'success'])
    expect(sent[0]?.content).toEqual({ type: 2, width: 4, height: 3, url: 'https://cdn/x.png' })
    expect(sent[0]?.message.clientMsgNo).toBe('c1')
    expect(manager.get('c1')).toBeUndefined()
    expect(manager.list()).toEqual([])
  })

  it('a failed upload makes the message fail and is released', async () => {
    const { manager, requests, sent, failed, tasks, pending } = setup()
    manager.start(pending, 'f')
    requests[0]?.gate.reject(new Error('413'))
    await tick()
    expect(tasks.at(-1)).toMatchObject({ status: 'fail', error: { code: 'CALLBACK_FAILED' } })
    expect(failed.map((m) => [m.clientMsgNo, m.status])).toEqual([['c1', 'fail']])
    expect(sent).toEqual([])
    expect(manager.get('c1')).toBeUndefined()
  })

  it('suspend aborts the attempt, resume starts a new one; a late result of the old attempt is ignored', async () => {
    const { manager, requests, sent, pending } = setup()
    manager.start(pending, 'f')
    expect(requests[0]?.request.resumeFrom).toBe(0)
    requests[0]?.request.onProgress(4, 10)
    expect(manager.suspend('c1').status).toBe('suspend')
    expect(requests[0]?.request.signal.aborted).toBe(true)
    await tick()
    expect(manager.get('c1')?.status).toBe('suspend')
    requests[0]?.request.onProgress(10, 10)
    expect(manager.get('c1')?.progress).toBe(0.4)
    expect(manager.resume('c1').status).toBe('processing')
    expect(requests).toHaveLength(2)
    // the new attempt learns how far the old one got, so a resumable upload API can continue there
    expect(requests[1]?.request.resumeFrom).toBe(4)
    requests[1]?.gate.resolve({ url: 'https://cdn/y.png' })
    await tick()
    expect(sent).toHaveLength(1)
  })

  it('cancel aborts, fails the message and releases the task', async () => {
    const { manager, requests, failed, sent, pending } = setup()
    manager.start(pending, 'f')
    expect(manager.cancel('c1').status).toBe('cancel')
    expect(requests[0]?.request.signal.aborted).toBe(true)
    await tick()
    expect(failed).toHaveLength(1)
    expect(sent).toEqual([])
    expect(manager.get('c1')).toBeUndefined()
  })

  it.each([
    [
      'resume a processing task',
      (m: ReturnType<typeof setup>['manager']) => m.resume('c1'),
      'INVALID_UPLOAD_TRANSITION',
    ],
    [
      'suspend an unknown task',
      (m: ReturnType<typeof setup>['manager']) => m.suspend('nope'),
      'UPLOAD_NOT_FOUND',
    ],
  ])('%s throws %s', (_name, call, code) => {
    const { manager, pending } = setup()
    manager.start(pending, 'f')
    expect(() => call(manager)).toThrow(expect.objectContaining({ code }))
  })

  it('a result without url fails the task', async () => {
    const { manager, failed, pending } = setup(async () => ({ url: '' }))
    manager.start(pending, 'f')
    await tick()
    expect(failed).toHaveLength(1)
  })

  it('a callback that throws synchronously fails the task', async () => {
    const { manager, failed, pending } = setup(() => {
      throw new Error('sync throw')
    })
    manager.start(pending, 'f')
    await tick()
    expect(failed).toHaveLength(1)
  })

  it('without messageUploadTask throws MissingCallbackError', () => {
    const manager = createUploadManager({
      callbacks: {},
      withUpload: (c) => c,
      send: () => {},
      onMessageFail: () => {},
      onTask: () => {},
    })
    expect(() => manager.start(message(), 'f')).toThrow(MissingCallbackError)
  })
})
