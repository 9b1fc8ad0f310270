// The Kubernetes manifests, checked offline (no cluster runs here): every document against the
// official schemas (kubernetes-models), then the rules the shop's pods keep (issue 32).
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { test } from 'node:test'
import { Deployment } from 'kubernetes-models/apps/v1'
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2'
import { Job } from 'kubernetes-models/batch/v1'
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1'
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1'
import { ConfigMap, Namespace, Service } from 'kubernetes-models/v1'
import { kustomizedImage, readManifestFiles, root, splitImage } from './manifests.mjs'

/** The kinds the shop uses, each with its model; any other kind is a mistake to look at. */
const models = {
  'apps/v1 Deployment': Deployment,
  'autoscaling/v2 HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1 Job': Job,
  'networking.k8s.io/v1 Ingress': Ingress,
  'policy/v1 PodDisruptionBudget': PodDisruptionBudget,
  'v1 ConfigMap': ConfigMap,
  'v1 Namespace': Namespace,
  'v1 Service': Service,
}

const files = readManifestFiles()
const kustomizations = files.filter((file) => file.name.endsWith('kustomization.yaml'))
const documents = files
  .filter((file) => !kustomizations.includes(file))
  .flatMap((file) => file.documents.map((document) => ({ ...document, file: file.name })))
const ofKind = (kind) => documents.filter((document) => document.kind === kind)
const named = (kind, name) => {
  const found = ofKind(kind).find((document) => document.metadata.name === name)
  assert.ok(found, `no ${kind} named ${name}`)
  return found
}
const workloads = [...ofKind('Deployment'), ...ofKind('Job')]
const containersOf = (workload) => {
  const pod = workload.spec.template.spec
  return [...(pod.initContainers ?? []), ...pod.containers]
}
const kustomizationOf = (file) =>
  files.find((one) => one.name === join(dirname(file), 'kustomization.yaml')).documents[0]

/** The Secrets (and their keys) deploy/kubernetes/README.md documents in its table. */
const documentedSecrets = new Map()
for (const [, secret, key] of readFileSync(join(root, 'README.md'), 'utf8').matchAll(
  /^\| `([\w-]+)` +\| `([\w.]+)`/gm,
)) {
  documentedSecrets.set(secret, [...(documentedSecrets.get(secret) ?? []), key])
}

test('every document is a known kind, valid against the Kubernetes schema', () => {
  assert.ok(documents.length > 0)
  for (const document of documents) {
    const Model = models[`${document.apiVersion} ${document.kind}`]
    assert.ok(Model, `${document.file}: unknown kind ${document.apiVersion} ${document.kind}`)
    assert.doesNotThrow(
      () => new Model(document).validate(),
      `${document.file}: ${document.kind} ${document.metadata?.name}`,
    )
    const namespace =
      document.kind === 'Namespace' ? document.metadata.name : document.metadata.namespace
    assert.equal(namespace, 'aurum', `${document.file}: ${document.kind}`)
  }
})

test('each kustomization lists every file of its folder, and only files that exist', () => {
  const folders = new Set(files.map((file) => dirname(file.name)))
  for (const folder of folders) {
    const kustomization = kustomizationOf(join(folder, 'x'))
    assert.equal(kustomization?.kind, 'Kustomization', `${folder}: no kustomization.yaml`)
    const own = files
      .filter((file) => dirname(file.name) === folder && !kustomizations.includes(file))
      .map((file) => file.name.slice(folder === '.' ? 0 : folder.length + 1))
    const listed = kustomization.resources ?? []
    for (const name of own) assert.ok(listed.includes(name), `${folder}: ${name} is not listed`)
    for (const name of listed) {
      const target = join(folder, name)
      const exists =
        files.some((file) => file.name === target) ||
        files.some((file) => file.name === join(target, 'kustomization.yaml'))
      assert.ok(exists, `${folder}: ${name} does not exist`)
    }
    assert.equal(kustomization.secretGenerator, undefined, `${folder}: generates a Secret`)
  }
})

test('no Secret is committed', () => {
  for (const file of files) {
    for (const document of file.documents) {
      assert.notEqual(document.kind, 'Secret', `${file.name} holds a Secret`)
    }
  }
})

test('every Secret referred to is documented in README.md, with each key used', () => {
  assert.ok(documentedSecrets.size > 0, 'README.md documents no Secret')
  const mentions = []
  const walk = (value, file) => {
    if (Array.isArray(value)) return value.forEach((one) => walk(one, file))
    if (!value || typeof value !== 'object') return
    if (value.secretKeyRef) mentions.push({ file, ...value.secretKeyRef })
    if (value.secretRef) mentions.push({ file, name: value.secretRef.name })
    if (value.secret?.secretName) mentions.push({ file, name: value.secret.secretName })
    Object.values(value).forEach((one) => walk(one, file))
  }
  for (const document of documents) walk(document, document.file)
  for (const tls of ofKind('Ingress').flatMap((ingress) => ingress.spec.tls ?? [])) {
    mentions.push({ file: 'ingress', name: tls.secretName, key: 'tls.crt' })
  }
  assert.ok(mentions.length > 0)
  for (const { file, name, key } of mentions) {
    const keys = documentedSecrets.get(name)
    assert.ok(keys, `${file}: Secret ${name} is not documented in README.md`)
    if (key) assert.ok(keys.includes(key), `${file}: ${name}.${key} is not documented`)
  }
})

test('every container runs a fixed tag of its image, the same in every kustomization', () => {
  for (const workload of workloads) {
    for (const container of containersOf(workload)) {
      const image = kustomizedImage(container.image, kustomizationOf(workload.file))
      const [, tag] = splitImage(image)
      assert.ok(tag && tag !== 'latest', `${workload.file}: ${image} has no fixed tag`)
      assert.equal(image, container.image, `${workload.file}: the file and kustomization differ`)
    }
  }
  const tags = new Map()
  for (const {
    name: file,
    documents: [kustomization],
  } of kustomizations) {
    for (const { name, newTag } of kustomization.images ?? []) {
      assert.equal(tags.get(name) ?? newTag, newTag, `${file}: ${name} has another tag`)
      tags.set(name, newTag)
    }
  }
})

test('every pod runs as a numbered non-root user on a read-only root filesystem', () => {
  for (const workload of workloads) {
    const pod = workload.spec.template.spec
    const where = `${workload.file}: ${workload.metadata.name}`
    assert.equal(pod.automountServiceAccountToken, false, `${where}: mounts a token`)
    for (const container of containersOf(workload)) {
      const security = { ...pod.securityContext, ...container.securityContext }
      assert.equal(security.runAsNonRoot, true, `${where}: runAsNonRoot`)
      // The images' USER is "node", a name: the kubelet refuses runAsNonRoot without a number.
      assert.ok(security.runAsUser > 0, `${where}: runAsUser`)
      assert.equal(security.readOnlyRootFilesystem, true, `${where}: readOnlyRootFilesystem`)
      assert.equal(security.allowPrivilegeEscalation, false, `${where}: allowPrivilegeEscalation`)
      assert.deepEqual(security.capabilities?.drop, ['ALL'], `${where}: capabilities`)
      assert.equal(security.seccompProfile?.type, 'RuntimeDefault', `${where}: seccompProfile`)
      const mounts = container.volumeMounts ?? []
      const volumes = new Map((pod.volumes ?? []).map((volume) => [volume.name, volume]))
      for (const mount of mounts) assert.ok(volumes.has(mount.name), `${where}: ${mount.name}`)
      const tmp = mounts.find((mount) => mount.mountPath === '/tmp')
      assert.ok(tmp && volumes.get(tmp.name).emptyDir, `${where}: /tmp is not a writable emptyDir`)
    }
  }
})

test('every container requests and limits its CPU and memory', () => {
  for (const workload of workloads) {
    for (const container of containersOf(workload)) {
      for (const bound of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) {
          assert.ok(
            container.resources?.[bound]?.[resource],
            `${workload.file}: ${container.name} has no ${bound}.${resource}`,
          )
        }
      }
    }
  }
})

test('every Deployment has readiness and liveness probes on ports it declares', () => {
  assert.ok(ofKind('Deployment').length >= 3)
  for (const deployment of ofKind('Deployment')) {
    const pod = deployment.spec.template.spec
    assert.ok(pod.terminationGracePeriodSeconds > 0, `${deployment.file}: no grace period`)
    for (const container of pod.containers) {
      const ports = (container.ports ?? []).flatMap((port) => [port.name, port.containerPort])
      for (const probe of ['readinessProbe', 'livenessProbe']) {
        const handler = container[probe]?.httpGet ?? container[probe]?.tcpSocket
        assert.ok(handler || container[probe]?.exec, `${deployment.file}: ${probe} missing`)
        if (handler) assert.ok(ports.includes(handler.port), `${deployment.file}: ${probe} port`)
      }
    }
  }
})

test('the API, the web app and the worker run their commands and are scraped on their metrics port', () => {
  const expected = {
    'aurum-api': [['node', 'apps/api/dist/main.js'], 9464],
    'aurum-web': [['node', 'apps/web/server.mjs'], 9465],
    'aurum-worker': [['node', 'apps/api/dist/worker.js'], 9464],
  }
  for (const [name, [command, port]] of Object.entries(expected)) {
    const { spec } = named('Deployment', name)
    const [container] = spec.template.spec.containers
    assert.deepEqual(container.command, command, name)
    assert.deepEqual(
      spec.template.metadata.annotations,
      {
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': `${port}`,
        'prometheus.io/path': '/metrics',
      },
      name,
    )
    assert.ok(
      container.ports.some((one) => one.name === 'metrics' && one.containerPort === port),
      `${name}: no metrics port ${port}`,
    )
    const variable = container.env?.find((one) => one.name === 'METRICS_PORT')
    assert.equal(variable?.value, `${port}`, `${name}: METRICS_PORT`)
  }
})

test('the pods behind a Service leave it before they stop', () => {
  for (const service of ofKind('Service')) {
    const deployment = named('Deployment', service.metadata.name)
    const { labels } = deployment.spec.template.metadata
    for (const [key, value] of Object.entries(service.spec.selector)) {
      assert.equal(labels[key], value, `${service.metadata.name}: selector ${key}`)
    }
    const [container] = deployment.spec.template.spec.containers
    for (const port of service.spec.ports) {
      assert.ok(
        container.ports.some((one) => one.name === port.targetPort),
        port.targetPort,
      )
    }
    assert.ok(container.lifecycle?.preStop, `${service.metadata.name}: no preStop pause`)
  }
})

test('the API and the web app scale on CPU from two replicas, one always kept', () => {
  for (const name of ['aurum-api', 'aurum-web']) {
    const deployment = named('Deployment', name)
    // A replica count here would undo the autoscaler's at every apply.
    assert.equal(deployment.spec.replicas, undefined, `${name}: replicas set`)
    const autoscaler = named('HorizontalPodAutoscaler', name)
    assert.deepEqual(autoscaler.spec.scaleTargetRef, {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name,
    })
    assert.ok(autoscaler.spec.minReplicas >= 2, `${name}: minReplicas`)
    assert.ok(autoscaler.spec.maxReplicas > autoscaler.spec.minReplicas, `${name}: maxReplicas`)
    const budget = named('PodDisruptionBudget', name)
    assert.ok(budget.spec.minAvailable >= 1, `${name}: minAvailable`)
    const { labels } = deployment.spec.template.metadata
    for (const [key, value] of Object.entries(budget.spec.selector.matchLabels)) {
      assert.equal(labels[key], value, `${name}: PodDisruptionBudget selector ${key}`)
    }
  }
})

test('the Ingress serves TLS, the web app at / and the API at /api', () => {
  const [ingress, ...others] = ofKind('Ingress')
  assert.equal(others.length, 0)
  const tlsHosts = ingress.spec.tls.flatMap((tls) => tls.hosts)
  const routes = {}
  for (const rule of ingress.spec.rules) {
    assert.ok(tlsHosts.includes(rule.host), `${rule.host} is not covered by TLS`)
    for (const path of rule.http.paths) {
      assert.equal(path.pathType, 'Prefix')
      routes[path.path] = path.backend.service
      const service = named('Service', path.backend.service.name)
      assert.ok(service.spec.ports.some((port) => port.name === path.backend.service.port.name))
    }
  }
  assert.equal(routes['/'].name, 'aurum-web')
  assert.equal(routes['/api'].name, 'aurum-api')
})

test('the pods read the ConfigMap, which sends uploaded images to S3', () => {
  const config = named('ConfigMap', 'aurum-config')
  for (const workload of ofKind('Deployment')) {
    const [container] = workload.spec.template.spec.containers
    assert.ok(
      container.envFrom.some((source) => source.configMapRef?.name === 'aurum-config'),
      workload.metadata.name,
    )
  }
  // A read-only root filesystem has no MEDIA_DIR, and one replica's disk is not the others'.
  assert.ok(config.data.S3_BUCKET, 'S3_BUCKET is not set')
  for (const value of Object.values(config.data)) assert.equal(typeof value, 'string')
})

test('the migrate Job runs the prepare step with the release image', () => {
  const job = named('Job', 'aurum-migrate')
  const [container] = job.spec.template.spec.containers
  assert.deepEqual(container.command, ['node', 'apps/api/dist/db/cli.js', 'prepare'])
  assert.equal(
    container.image,
    named('Deployment', 'aurum-api').spec.template.spec.containers[0].image,
  )
  assert.equal(job.spec.template.spec.restartPolicy, 'Never')
  assert.ok(job.spec.activeDeadlineSeconds > 0)
})

const kubectl = spawnSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).status === 0
test(
  'kustomize builds both folders (where kubectl is installed)',
  { skip: !kubectl && 'no kubectl here' },
  () => {
    for (const folder of ['.', 'migrate']) {
      const built = spawnSync('kubectl', ['kustomize', join(root, folder)], { encoding: 'utf8' })
      assert.equal(built.status, 0, built.stderr)
      assert.match(built.stdout, /image: ghcr\.io\/aurum-decants\/api:/)
    }
  },
)
