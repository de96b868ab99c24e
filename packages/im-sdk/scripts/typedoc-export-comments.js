/**
 * TypeDoc plugin: a public export whose declaration has no doc comment takes the comment written on
 * its export specifier in an entry file or in one of the `exportCommentFiles` (export-docs.ts):
 *
 *   export {
 *     /** A logger that drops everything (the default). *\/
 *     silentLogger,
 *   } from './src/index.js'
 *
 * TypeDoc itself reads comments on re-exports for namespaces only. This lets the entry files
 * document exports whose source files cannot be touched at the moment; a comment on the declaration
 * itself always wins.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { Comment, Converter, ParameterType, ReflectionKind } from 'typedoc'
import ts from 'typescript'

/** `name -> comment text` from the export specifiers of these files. */
export function exportSpecifierComments(files) {
  const comments = new Map()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    for (const statement of source.statements) {
      if (!ts.isExportDeclaration(statement) || statement.exportClause === undefined) continue
      if (!ts.isNamedExports(statement.exportClause)) continue
      for (const element of statement.exportClause.elements) {
        const ranges = ts.getLeadingCommentRanges(text, element.pos) ?? []
        const doc = ranges.filter((r) => text.startsWith('/**', r.pos)).at(-1)
        if (doc === undefined) continue
        const body = text
          .slice(doc.pos + 3, doc.end - 2)
          .split('\n')
          .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
          .join('\n')
          .trim()
        if (body !== '' && !comments.has(element.name.text)) comments.set(element.name.text, body)
      }
    }
  }
  return comments
}

const EXPORT_KINDS =
  ReflectionKind.Function |
  ReflectionKind.Variable |
  ReflectionKind.Class |
  ReflectionKind.Interface |
  ReflectionKind.TypeAlias |
  ReflectionKind.Enum

const hasSummary = (comment) => comment?.summary.some((part) => part.text.trim() !== '') === true

/** True when the top-level reflection (or, for a function, one of its signatures) has a summary. */
export function isDocumented(reflection) {
  if (hasSummary(reflection.comment)) return true
  return (reflection.signatures ?? []).some((signature) => hasSummary(signature.comment))
}

export function load(app) {
  app.options.addDeclaration({
    name: 'exportCommentFiles',
    help: 'Files whose export specifiers carry doc comments for exports documented nowhere else.',
    type: ParameterType.PathArray,
    defaultValue: [],
  })
  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const entries = app.options.getValue('entryPoints').map((entry) => resolve(entry))
      const comments = exportSpecifierComments([...entries, ...app.options.getValue('exportCommentFiles')])
      for (const reflection of context.project.getReflectionsByKind(EXPORT_KINDS)) {
        if (!reflection.parent?.kindOf(ReflectionKind.SomeModule | ReflectionKind.Project)) continue
        if (isDocumented(reflection)) continue
        const text = comments.get(reflection.name)
        if (text === undefined) continue
        const comment = () => new Comment([{ kind: 'text', text }])
        if (reflection.signatures?.length)
          for (const signature of reflection.signatures) signature.comment = comment()
        else reflection.comment = comment()
      }
    },
    // Before TypeDoc's own comment handling at the same event.
    200,
  )
}
