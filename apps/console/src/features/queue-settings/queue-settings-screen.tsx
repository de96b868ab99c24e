import {
  AWAY_LANGUAGES,
  AWAY_TEXT_MAX,
  type AwayLanguage,
  consoleQueueSettings,
  consoleQueueSettingsSave,
  MEMBER_LIMIT_MAX,
  NO_ANSWER_MINUTES_MAX,
  type QueueSettings,
} from '@crossmart/api-client'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Failed, FieldError, Loading } from '../../components/states'
import { LOCALE_OF } from '../../lib/format'
import { useServices } from '../../lib/services'
import { useRequest } from '../../lib/use-request'
import { useSubmit } from '../../lib/use-submit'
import { type DayRow, dayRowsOf, hoursOf } from './settings-form-model'

/**
 * Issue #29: the service's queue settings (server README "Queue control"): business hours in the
 * shop's time zone, the away message per language, the per-member limit of automatic assignment and
 * the no-answer time after which a conversation returns to the queue. Staff see only their own
 * service's settings (the server answers for the session's service).
 */
export function QueueSettingsScreen() {
  const { t } = useTranslation()
  const { api } = useServices()
  const current = useRequest(() => api.call(consoleQueueSettings), 'queue-settings')
  return (
    <section className="page" aria-labelledby="queue-settings-title">
      <h1 id="queue-settings-title">{t('queue.settings.title')}</h1>
      {current.status === 'error' && <Failed error={current.error} onRetry={current.reload} />}
      {current.status === 'loading' && !current.data && <Loading />}
      {current.data && <QueueSettingsForm key={JSON.stringify(current.data)} initial={current.data} />}
    </section>
  )
}

function QueueSettingsForm({ initial }: { initial: QueueSettings }) {
  const { t, i18n } = useTranslation()
  const ids = useId()
  const save = useSubmit(consoleQueueSettingsSave)
  const [timeZone, setTimeZone] = useState(initial.timeZone)
  const [days, setDays] = useState<DayRow[]>(() => dayRowsOf(initial.hours))
  const [away, setAway] = useState<Partial<Record<AwayLanguage, string>>>(initial.awayTexts)
  const [memberLimit, setMemberLimit] = useState(String(initial.memberLimit))
  const [noAnswer, setNoAnswer] = useState(String(initial.noAnswerMinutes))
  const [saved, setSaved] = useState(false)
  const locale = LOCALE_OF[i18n.language] ?? 'en-US'
  const weekday = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' })
    // 2026-11-29 was a Sunday (day 0).
    return (day: number) => format.format(new Date(Date.UTC(2026, 10, 29 + day)))
  }, [locale])
  const zones = useMemo(() => {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf
    return supported ? supported('timeZone') : []
  }, [])
  const setDay = (day: number, change: Partial<DayRow>) =>
    setDays((rows) => rows.map((row) => (row.day === day ? { ...row, ...change } : row)))

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    setSaved(false)
    const answer = await save.submit({
      timeZone: timeZone.trim(),
      hours: hoursOf(days),
      awayTexts: away,
      memberLimit: Number(memberLimit),
      noAnswerMinutes: Number(noAnswer),
    })
    if (answer) setSaved(true)
  }
  return (
    <form className="form queue-settings" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${ids}-tz`}>{t('queue.settings.timeZone')}</label>
      <input
        id={`${ids}-tz`}
        list={`${ids}-zones`}
        value={timeZone}
        onChange={(e) => setTimeZone(e.target.value)}
        aria-describedby={`${ids}-tz-error`}
      />
      <datalist id={`${ids}-zones`}>
        {zones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <FieldError id={`${ids}-tz-error`} text={save.fields.timeZone} />

      <fieldset>
        <legend>{t('queue.settings.hours')}</legend>
        <p className="muted small">{t('queue.settings.hoursHint')}</p>
        <table className="hours-table">
          <tbody>
            {days.map((row) => (
              <tr key={row.day}>
                <th scope="row">{weekday(row.day)}</th>
                <td>
                  <label>
                    <input
                      type="checkbox"
                      checked={row.open}
                      onChange={(e) => setDay(row.day, { open: e.target.checked })}
                    />{' '}
                    {t('queue.settings.openDay')}
                  </label>
                </td>
                <td>
                  <label>
                    <span className="sr-only">
                      {weekday(row.day)} {t('queue.settings.from')}
                    </span>
                    <input
                      type="time"
                      value={row.from}
                      disabled={!row.open}
                      onChange={(e) => setDay(row.day, { from: e.target.value })}
                    />
                  </label>
                </td>
                <td>
                  <label>
                    <span className="sr-only">
                      {weekday(row.day)} {t('queue.settings.to')}
                    </span>
                    <input
                      type="time"
                      value={row.to}
                      disabled={!row.open}
                      onChange={(e) => setDay(row.day, { to: e.target.value })}
                    />
                  </label>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <FieldError id={`${ids}-hours-error`} text={save.fields.hours} />
      </fieldset>

      <fieldset>
        <legend>{t('queue.settings.away')}</legend>
        <p className="muted small">{t('queue.settings.awayHint')}</p>
        {AWAY_LANGUAGES.map((language) => (
          <div key={language} className="field">
            <label htmlFor={`${ids}-away-${language}`}>{t(`languages.${language}`)}</label>
            <textarea
              id={`${ids}-away-${language}`}
              rows={2}
              maxLength={AWAY_TEXT_MAX}
              value={away[language] ?? ''}
              onChange={(e) => setAway((texts) => ({ ...texts, [language]: e.target.value }))}
            />
          </div>
        ))}
      </fieldset>

      <label htmlFor={`${ids}-limit`}>{t('queue.settings.memberLimit')}</label>
      <input
        id={`${ids}-limit`}
        type="number"
        min={1}
        max={MEMBER_LIMIT_MAX}
        value={memberLimit}
        onChange={(e) => setMemberLimit(e.target.value)}
        aria-describedby={`${ids}-limit-error`}
      />
      <FieldError id={`${ids}-limit-error`} text={save.fields.memberLimit} />
      <label htmlFor={`${ids}-no-answer`}>{t('queue.settings.noAnswerMinutes')}</label>
      <input
        id={`${ids}-no-answer`}
        type="number"
        min={1}
        max={NO_ANSWER_MINUTES_MAX}
        value={noAnswer}
        onChange={(e) => setNoAnswer(e.target.value)}
        aria-describedby={`${ids}-no-answer-error`}
      />
      <FieldError id={`${ids}-no-answer-error`} text={save.fields.noAnswerMinutes} />

      {save.error && (
        <p className="form-error" role="alert">
          {save.error}
        </p>
      )}
      {saved && (
        <p className="form-ok" role="status">
          {t('queue.settings.saved')}
        </p>
      )}
      <button type="submit" className="primary" disabled={save.pending}>
        {t('queue.settings.save')}
      </button>
    </form>
  )
}
