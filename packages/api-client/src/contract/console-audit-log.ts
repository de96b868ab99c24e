import * as z from 'zod/mini'
import { defineEndpoint } from './define-endpoint.js'
import { noInput } from './fields.js'

/**
 * What the audit log can be filtered by (issue #29): the people who acted and the actions recorded,
 * each sorted, so the operator picks from the log's own values rather than typing them.
 */
export const auditLogFacetsSchema = z.object({
  actors: z.array(z.string()),
  actions: z.array(z.string()),
})
export type AuditLogFacets = z.infer<typeof auditLogFacetsSchema>

export const consoleAuditLogFacets = /*#__PURE__*/ defineEndpoint({
  method: 'GET',
  path: '/api/console/audit_log_facets',
  summary: 'The actors and actions the audit log holds (its filters), operators only',
  auth: true,
  audience: 'operator',
  request: noInput(),
  response: auditLogFacetsSchema,
})
