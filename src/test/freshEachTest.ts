import { afterEach, beforeEach } from 'vitest'
import { closeTestPanel, type TestPanel } from './panelHarness'

/**
 * A fresh `make()` before each test of the calling file or `describe`, ended after it by `close` (for a plugin
 * harness, which holds a `panel`, by `closeTestPanel`). The object returned is the running test's: read its fields
 * inside a test.
 */
export function freshEachTest<T extends { panel: TestPanel }>(make: () => T): T
export function freshEachTest<T extends object>(make: () => T, close: (made: T) => unknown): T
export function freshEachTest<T extends object>(make: () => T, close?: (made: T) => unknown): T {
  let current: T | undefined
  beforeEach(() => {
    current = make()
  })
  afterEach(async () => {
    const made = current
    current = undefined
    if (!made) return
    if (close) await close(made)
    else closeTestPanel((made as T & { panel: TestPanel }).panel)
  })
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error(`${String(key)} is read outside a test`)
      return current[key as keyof T]
    },
  })
}
