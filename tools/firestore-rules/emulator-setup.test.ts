// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { handedEmulator } from './emulator-setup'

describe('the emulator a test run hands the rules tests', () => {
  it('is read from FIRESTORE_EMULATOR_HOST as host:port', () => {
    expect(handedEmulator('127.0.0.1:8180')).toEqual({ host: '127.0.0.1', port: 8180 })
    expect(handedEmulator(' localhost:8080 ')).toEqual({ host: 'localhost', port: 8080 })
  })

  it('is none when the variable is unset or not host:port, and the tests start their own', () => {
    expect(handedEmulator(undefined)).toBeNull()
    expect(handedEmulator('')).toBeNull()
    expect(handedEmulator('http://127.0.0.1:8180')).toBeNull()
  })
})
