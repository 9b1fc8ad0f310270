// `aurum/project-boundaries`: which project of the workspace may import which, by the tags in each
// project's package.json ("nx": { "tags" }) and constraints shaped like Nx's own
// enforce-module-boundaries ({ sourceTag, onlyDependOnLibsWithTags }).
//
// Ours rather than @nx/enforce-module-boundaries: that rule reads Nx's cached project graph and,
// when there is none (a fresh clone's first `eslint .`), prints a warning and checks nothing; it
// also brings about 115 packages. Our projects are npm workspaces imported by package name or by
// relative path, which this reads exactly, with no resolver and no graph.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, isAbsolute, join, resolve, sep } from 'node:path'

/** @typedef {{ name: string, packageName: string, root: string, tags: string[] }} Project */

const projectsByRoot = new Map()

/** The npm workspaces under `root` ("apps/*" and the like) that have a package.json. */
export function readProjects(root) {
  if (projectsByRoot.has(root)) return projectsByRoot.get(root)
  const { workspaces = [] } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  const folders = workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [join(root, pattern)]
    const parent = join(root, pattern.slice(0, -2))
    if (!existsSync(parent)) return []
    return readdirSync(parent, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(parent, entry.name))
  })
  /** @type {Project[]} */
  const projects = folders
    .filter((folder) => existsSync(join(folder, 'package.json')))
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'))
      return {
        name: manifest.nx?.name ?? manifest.name,
        packageName: manifest.name,
        root: folder,
        tags: manifest.nx?.tags ?? [],
      }
    })
  projectsByRoot.set(root, projects)
  return projects
}

/** The project whose folder holds `path`, if any. */
function projectAt(path, projects) {
  return projects.find((project) => path === project.root || path.startsWith(project.root + sep))
}

/** 'zod' -> 'zod', '@aurum/contracts/money' -> '@aurum/contracts'. */
function packageNameOf(specifier) {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]
}

/** @type {import('eslint').Rule.RuleModule} */
export const projectBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Projects import only the projects their tags allow' },
    schema: [
      {
        type: 'object',
        properties: {
          depConstraints: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                sourceTag: { type: 'string' },
                onlyDependOnLibsWithTags: { type: 'array', items: { type: 'string' } },
              },
              required: ['sourceTag', 'onlyDependOnLibsWithTags'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      notAllowed:
        "{{source}} ({{sourceTag}}) may only import projects tagged {{allowed}}: '{{specifier}}' is {{target}} ({{targetTags}}).",
      nothingOfOurs:
        "{{source}} ({{sourceTag}}) imports no project of this workspace: '{{specifier}}' is {{target}}.",
      byPackageName:
        "'{{specifier}}' reaches into {{target}} by path: import it as '{{packageName}}'.",
      outsideProjects: "'{{specifier}}' leads out of {{source}} to files of no project.",
    },
  },

  create(context) {
    const projects = readProjects(context.cwd)
    const file = resolve(context.cwd, context.filename)
    const source = projectAt(file, projects)
    if (!source) return {}
    const constraints = (context.options[0]?.depConstraints ?? []).filter(({ sourceTag }) =>
      source.tags.includes(sourceTag),
    )

    /** Reports the first constraint of the importing project that `target` breaks. */
    function checkTags(node, specifier, target) {
      const broken = constraints.find(
        ({ onlyDependOnLibsWithTags: allowed }) =>
          !allowed.some((tag) => target.tags.includes(tag)),
      )
      if (!broken) return false
      const allowed = broken.onlyDependOnLibsWithTags
      context.report({
        node,
        messageId: allowed.length ? 'notAllowed' : 'nothingOfOurs',
        data: {
          source: source.name,
          sourceTag: broken.sourceTag,
          allowed: allowed.join(' or '),
          specifier,
          target: target.name,
          targetTags: target.tags.join(', ') || 'no tags',
        },
      })
      return true
    }

    function check(node) {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return
      const specifier = node.value
      if (specifier.startsWith('.') || isAbsolute(specifier)) {
        const path = resolve(dirname(file), specifier)
        const target = projectAt(path, projects)
        if (target === source) return
        if (!target) {
          context.report({
            node,
            messageId: 'outsideProjects',
            data: { specifier, source: source.name },
          })
          return
        }
        if (checkTags(node, specifier, target)) return
        context.report({
          node,
          messageId: 'byPackageName',
          data: { specifier, target: target.name, packageName: target.packageName },
        })
        return
      }
      const target = projects.find((project) => project.packageName === packageNameOf(specifier))
      if (target && target !== source) checkTags(node, specifier, target)
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      // import x = require('...')
      TSImportEqualsDeclaration: (node) =>
        node.moduleReference.type === 'TSExternalModuleReference' &&
        check(node.moduleReference.expression),
      // type X = import('...').Y
      TSImportType: (node) =>
        check(node.argument.type === 'TSLiteralType' ? node.argument.literal : node.argument),
      CallExpression: (node) =>
        node.callee.type === 'Identifier' &&
        node.callee.name === 'require' &&
        check(node.arguments[0]),
    }
  },
}

export default { rules: { 'project-boundaries': projectBoundaries } }
