import type { ConversationLabel } from '@crossmart/api-client'
import { useAtomValue } from 'jotai'
import { themeAtom } from '../lib/session'
import { LABEL_PALETTE } from './label-palette'

/** One label as a coloured chip (issue #29), in the palette of the current theme. */
export function LabelChip({
  label,
  onRemove,
  removeLabel,
}: {
  label: ConversationLabel
  /** Present: the chip has a remove button (the conversation header). */
  onRemove?(): void
  removeLabel?: string
}) {
  const theme = useAtomValue(themeAtom)
  const colours = LABEL_PALETTE[theme][label.colour]
  return (
    <span
      className="label-chip"
      data-colour={label.colour}
      style={{ background: colours.background, color: colours.text }}
    >
      {label.name}
      {onRemove && (
        <button
          type="button"
          className="label-chip__remove"
          aria-label={removeLabel}
          title={removeLabel}
          style={{ color: colours.text }}
          onClick={onRemove}
        >
          ×
        </button>
      )}
    </span>
  )
}

/** The labels of a conversation, by the ids the server answered (unknown ids are skipped). */
export function LabelChips({
  labelIds,
  labels,
}: {
  labelIds: readonly number[]
  labels: readonly ConversationLabel[]
}) {
  const byId = new Map(labels.map((l) => [l.id, l]))
  const shown = labelIds.flatMap((id) => byId.get(id) ?? [])
  if (shown.length === 0) return null
  return (
    <span className="label-chips">
      {shown.map((label) => (
        <LabelChip key={label.id} label={label} />
      ))}
    </span>
  )
}
