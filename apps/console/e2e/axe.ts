/** The axe check the browser tests share (tooling/dev-kit). */
export { type AxeFinding, axeSource, seriousAxeFindings } from '@crossmart/dev-kit/axe'
