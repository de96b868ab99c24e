import type { EndpointRouteInit } from './define-endpoint.js'

// The upload's route without its rules: the api client's `upload` names it (a lazy endpoint), so
// an app's first chunk holds no image rules and no zod; upload.ts spreads it beside its schemas.
export const uploadImageRoute = {
  method: 'POST',
  path: '/api/upload/image',
  summary: 'Upload one image (multipart field "file"); returns its URL for evidence, proof, pictures',
  auth: true,
  encoding: 'multipart',
} as const satisfies EndpointRouteInit
