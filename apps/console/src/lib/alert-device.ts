/** Whether this browser may show desktop notifications: asked yet, allowed, refused, or not able. */
export type NotificationPermissionState = 'default' | 'granted' | 'denied' | 'unsupported'

export interface DesktopNotice {
  title: string
  body: string
  /** One notice per conversation: a newer message replaces the older notice. */
  tag: string
  onClick(): void
}

/**
 * The browser's ways to get an agent's attention (issue #44), behind one interface so the screens
 * stay testable: a short chime, a desktop notification and its permission.
 */
export interface AlertDevice {
  chime(): void
  permission(): NotificationPermissionState
  requestPermission(): Promise<NotificationPermissionState>
  notify(notice: DesktopNotice): void
}

/** The real browser: Web Audio for the chime (no file to load), the Notification API for the rest. */
export function createBrowserAlertDevice(win: Window & typeof globalThis): AlertDevice {
  let audio: AudioContext | null = null
  const Notice = 'Notification' in win ? win.Notification : null
  return {
    chime() {
      try {
        audio ??= new win.AudioContext()
        const now = audio.currentTime
        const tone = audio.createOscillator()
        const gain = audio.createGain()
        tone.type = 'sine'
        tone.frequency.setValueAtTime(880, now)
        tone.frequency.setValueAtTime(1320, now + 0.12)
        gain.gain.setValueAtTime(0.0001, now)
        gain.gain.exponentialRampToValueAtTime(0.2, now + 0.02)
        gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.35)
        tone.connect(gain).connect(audio.destination)
        tone.start(now)
        tone.stop(now + 0.4)
      } catch {
        // No audio (a browser that blocks it until the page was used): the other alerts still come.
      }
    },
    permission: () => (Notice ? Notice.permission : 'unsupported'),
    async requestPermission() {
      if (!Notice) return 'unsupported'
      return Notice.requestPermission()
    },
    notify({ title, body, tag, onClick }) {
      if (!Notice || Notice.permission !== 'granted') return
      const notice = new Notice(title, { body, tag })
      notice.onclick = () => {
        win.focus()
        onClick()
        notice.close()
      }
    },
  }
}
