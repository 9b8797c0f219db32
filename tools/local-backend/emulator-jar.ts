/**
 * Finds the official Cloud Firestore emulator (a jar) and a Java runtime to start it with.
 *
 * Where it looks, in order:
 *   1. FIRESTORE_EMULATOR_JAR, when set (a path that does not exist means "none": the fallback);
 *   2. the Debian/Ubuntu package google-cloud-cli-firestore-emulator (asked of dpkg);
 *   3. the Google Cloud SDK's usual install folders;
 *   4. firebase-tools' own download cache (~/.cache/firebase/emulators).
 *
 * firebase-tools' `emulators:start` wants Java 21; the jar itself starts on Java 17, so the stack
 * runs it directly.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'

export const JAR_ENV_VAR = 'FIRESTORE_EMULATOR_JAR'
const DEBIAN_PACKAGE = 'google-cloud-cli-firestore-emulator'
const JAR_NAME = 'cloud-firestore-emulator.jar'
const SDK_ROOTS = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
]

export type EmulatorLocation =
  | { found: true; jar: string; java: string; version: string; source: string }
  | { found: false; reason: string }

/** What to install on a machine where the emulator was not found. */
export const INSTALL_ADVICE = [
  `To use the Cloud Firestore emulator, install the Debian/Ubuntu package ${DEBIAN_PACKAGE}`,
  "from Google's apt repository (https://cloud.google.com/sdk/docs/install#deb) with a Java 17+",
  'runtime (openjdk-17-jre-headless), or `npx firebase setup:emulators:firestore` on a machine with',
  `internet and Java 21+. ${JAR_ENV_VAR}=/path/to/${JAR_NAME} points at a jar anywhere else.`,
].join('\n')

/** What a command printed (stdout, then stderr: `java -version` uses the latter), if it succeeded. */
function run(command: string, args: string[]): string | undefined {
  const result = spawnSync(command, args, { encoding: 'utf8', timeout: 15_000 })
  return result.status === 0 ? `${result.stdout}${result.stderr}` : undefined
}

function fromDebianPackage(): string | undefined {
  const files = run('dpkg-query', ['-L', DEBIAN_PACKAGE])
  return files
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line.endsWith(`/${JAR_NAME}`) && existsSync(line))
}

function fromSdkRoots(): string | undefined {
  const roots = [process.env.CLOUDSDK_ROOT_DIR, ...SDK_ROOTS].filter(Boolean) as string[]
  return roots
    .map((root) => join(root, 'platform/cloud-firestore-emulator', JAR_NAME))
    .find((jar) => existsSync(jar))
}

/** firebase-tools keeps `cloud-firestore-emulator-v1.19.9.jar` and the like: take the newest. */
function fromFirebaseCache(): string | undefined {
  const dir = join(homedir(), '.cache/firebase/emulators')
  if (!existsSync(dir)) return undefined
  const version = (name: string) => (/v(\d+)\.(\d+)\.(\d+)/.exec(name) ?? []).slice(1).map(Number)
  const newest = readdirSync(dir)
    .filter((name) => /^cloud-firestore-emulator-v[\d.]+\.jar$/.test(name))
    .sort((a, b) => {
      const [x, y] = [version(a), version(b)]
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!
    })
    .at(-1)
  return newest && join(dir, newest)
}

function findJar(): { jar: string; source: string } | { reason: string } {
  const fromEnv = process.env[JAR_ENV_VAR]
  if (fromEnv !== undefined && fromEnv !== '') {
    return existsSync(fromEnv)
      ? { jar: fromEnv, source: JAR_ENV_VAR }
      : { reason: `${JAR_ENV_VAR} is set to ${fromEnv}, which does not exist` }
  }
  const candidates: [string | undefined, string][] = [
    [fromDebianPackage(), `the ${DEBIAN_PACKAGE} package`],
    [fromSdkRoots(), 'the Google Cloud SDK'],
    [fromFirebaseCache(), "firebase-tools' emulator cache"],
  ]
  for (const [jar, source] of candidates) if (jar) return { jar, source }
  return { reason: 'no Cloud Firestore emulator jar is installed' }
}

/** JAVA_HOME's java, else the one on PATH; with the version it reports. */
function findJava(): { java: string; version: string } | undefined {
  const home = process.env.JAVA_HOME
  const java = home && existsSync(join(home, 'bin/java')) ? join(home, 'bin/java') : 'java'
  const output = run(java, ['-version'])
  const version = output && /version "([^"]+)"/.exec(output)?.[1]
  return version ? { java, version } : undefined
}

/** The emulator's own version, from the jar's `--version` (about a second). */
function emulatorVersion(java: string, jar: string): string | undefined {
  const output = run(java, [
    '-cp',
    jar,
    'com.google.cloud.datastore.emulator.firestore.CloudFirestore',
    '--version',
  ])
  return output && /(\d+\.\d+\.\d+)/.exec(output)?.[1]
}

/** Where the emulator is, or why it cannot be used (looked up afresh). */
export function findFirestoreEmulator(): EmulatorLocation {
  const jar = findJar()
  if ('reason' in jar) return { found: false, reason: jar.reason }
  const java = findJava()
  if (!java) {
    return {
      found: false,
      reason: `found ${jar.jar}, but no Java runtime to start it (install openjdk-17-jre-headless)`,
    }
  }
  const version = emulatorVersion(java.java, jar.jar)
  if (!version) {
    return {
      found: false,
      reason: `${jar.jar} did not start with ${java.java} (Java ${java.version}); it needs Java 17+`,
    }
  }
  return { found: true, jar: jar.jar, java: java.java, version, source: jar.source }
}

let cached: { jarSetting: string | undefined; location: EmulatorLocation } | undefined

/** findFirestoreEmulator(), asked once per process and value of FIRESTORE_EMULATOR_JAR. */
export function locateFirestoreEmulator(): EmulatorLocation {
  const jarSetting = process.env[JAR_ENV_VAR]
  if (!cached || cached.jarSetting !== jarSetting) {
    cached = { jarSetting, location: findFirestoreEmulator() }
  }
  return cached.location
}
