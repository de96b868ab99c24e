/**
 * English: the satisfaction rating card in the chat (issue #29), part of namespace `chat` (`rating.*`).
 * Every other language has exactly these keys.
 */
export const strings = {
  title: 'How did we do?',
  ask: 'Rate this conversation from 1 to 5 stars',
  star: '{{n}} of 5 stars',
  comment: 'Comment (optional)',
  submit: 'Send rating',
  sending: 'Sending…',
  thanks: 'Thanks for your rating',
  given: 'You rated {{n}} of 5',
  loading: 'Loading rating…',
  failed: 'The rating could not be loaded',
}
