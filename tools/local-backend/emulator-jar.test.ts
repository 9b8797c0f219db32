// @vitest-environment node
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { findFirestoreEmulator, JAR_ENV_VAR } from './emulator-jar'

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('findFirestoreEmulator', () => {
  it(`treats ${JAR_ENV_VAR} pointing nowhere as "no emulator", saying why`, () => {
    vi.stubEnv(JAR_ENV_VAR, '/no/such/emulator.jar')
    expect(findFirestoreEmulator()).toEqual({
      found: false,
      reason: `${JAR_ENV_VAR} is set to /no/such/emulator.jar, which does not exist`,
    })
  })

  it('refuses a file that is not the emulator', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jar-'))
    try {
      const jar = join(dir, 'cloud-firestore-emulator.jar')
      writeFileSync(jar, 'not a jar')
      vi.stubEnv(JAR_ENV_VAR, jar)
      const found = findFirestoreEmulator()
      expect(found.found).toBe(false)
      expect(!found.found && found.reason).toMatch(/cloud-firestore-emulator\.jar/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  const installed =
    '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'
  it.skipIf(!existsSync(installed))(
    'finds the installed package and asks the jar its version',
    () => {
      vi.stubEnv(JAR_ENV_VAR, '')
      expect(findFirestoreEmulator()).toMatchObject({
        found: true,
        jar: installed,
        source: 'the google-cloud-cli-firestore-emulator package',
        version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      })
    },
  )
})
