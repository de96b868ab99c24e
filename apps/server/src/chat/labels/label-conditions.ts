import { type SQL, sql } from 'drizzle-orm'
import { conversationLabelLinks, conversationLabels } from '../../db/schema'

// Issue #29: the inbox's conditions on labels (server README "Labels and message search"), apart
// from conversation-labels.ts so that inbox.ts and the labels do not import each other.

/** Inbox filter: the conversation carries this label (of the service: another's matches nothing). */
export function hasLabel(serviceId: string, labelId: number, channelColumn: SQL | unknown): SQL {
  return sql`exists (select 1 from ${conversationLabelLinks} inner join ${conversationLabels} on ${conversationLabels.id} = ${conversationLabelLinks.labelId} where ${conversationLabelLinks.canonicalId} = ${channelColumn} and ${conversationLabels.id} = ${labelId} and ${conversationLabels.serviceId} = ${serviceId})`
}

/** Inbox search: the conversation carries a label of the service whose name matches the ILIKE pattern. */
export function hasLabelNamed(serviceId: string, pattern: string, channelColumn: SQL | unknown): SQL {
  return sql`exists (select 1 from ${conversationLabelLinks} inner join ${conversationLabels} on ${conversationLabels.id} = ${conversationLabelLinks.labelId} where ${conversationLabelLinks.canonicalId} = ${channelColumn} and ${conversationLabels.serviceId} = ${serviceId} and ${conversationLabels.name} ilike ${pattern})`
}
