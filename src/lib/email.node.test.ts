import { describe, expect, it } from 'vitest'
import { EMAIL_MAX_LENGTH, isEmailAddress } from './email'

describe('isEmailAddress', () => {
  it.each(['sandra.meier@example.ch', 'a+b@mail.example.co.uk'])('takes %s', (value) => {
    expect(isEmailAddress(value)).toBe(true)
  })

  it.each(['', 'sandra', 'sandra@example', 'sandra meier@example.ch', 'a@b@example.ch', 'a@.example.ch', 'a@example..ch'])('refuses %j', (value) => {
    expect(isEmailAddress(value)).toBe(false)
  })

  it('refuses an address longer than mail can carry', () => {
    const domain = '@example.ch'
    expect(isEmailAddress('a'.repeat(EMAIL_MAX_LENGTH - domain.length) + domain)).toBe(true)
    expect(isEmailAddress('a'.repeat(EMAIL_MAX_LENGTH - domain.length + 1) + domain)).toBe(false)
  })
})
