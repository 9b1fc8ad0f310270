// The manifests as the tests read them: every YAML document of every folder, and the images a
// kustomization sets (kustomize's `images:` transformer, done here since no kustomize may run).
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { parseAllDocuments } from 'yaml'

export const root = new URL('.', import.meta.url).pathname

/** Every YAML file under deploy/kubernetes, with its documents parsed. */
export function readManifestFiles(folder = root) {
  const files = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) files.push(...readManifestFiles(path))
    else if (/\.ya?ml$/.test(entry.name)) {
      const documents = parseAllDocuments(readFileSync(path, 'utf8')).map((document) => {
        if (document.errors.length) throw new Error(`${path}: ${document.errors[0].message}`)
        return document.toJS()
      })
      files.push({ path, name: relative(root, path), documents: documents.filter(Boolean) })
    }
  }
  return files
}

/** The image a kustomization's `images:` makes of a manifest's image. */
export function kustomizedImage(image, kustomization) {
  const [name, tag] = splitImage(image)
  const entry = (kustomization.images ?? []).find((one) => one.name === name)
  return `${entry?.newName ?? name}:${entry?.newTag ?? tag}`
}

/** [name, tag] of registry/name:tag (a registry's port is not a tag). */
export function splitImage(image) {
  const match = /^(.+?)(?::([^:/]+))?$/.exec(image)
  return [match[1], match[2]]
}

/** Each workload ('Deployment/aurum-api') with its image, after its kustomization, and command. */
export function workloads() {
  const files = readManifestFiles()
  const kustomizationOf = (name) =>
    files.find((file) => file.name === join(name, 'kustomization.yaml')).documents[0]
  const found = new Map()
  for (const file of files) {
    for (const document of file.documents) {
      const pod =
        document.kind === 'Deployment' || document.kind === 'Job'
          ? document.spec.template.spec
          : undefined
      for (const container of pod?.containers ?? []) {
        found.set(`${document.kind}/${document.metadata.name}`, {
          image: kustomizedImage(container.image, kustomizationOf(dirname(file.name))),
          command: container.command,
        })
      }
    }
  }
  return found
}
