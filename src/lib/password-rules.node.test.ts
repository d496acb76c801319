import { checkPassword, isStrongPassword, PASSWORD_RULES, unmetPasswordRules } from './password-rules'

describe('password rules (spec 1 §5)', () => {
  it('accepts a password of eight characters with upper and lower case, a digit and a special character', () => {
    expect(isStrongPassword('Demo-2026!')).toBe(true)
    expect(isStrongPassword('Abcdef1!')).toBe(true)
    expect(unmetPasswordRules('Abcdef1!')).toEqual([])
  })

  it('says which rules an empty password misses: all of them, in checklist order', () => {
    expect(unmetPasswordRules('')).toEqual([...PASSWORD_RULES])
    expect(PASSWORD_RULES).toEqual(['length', 'lowercase', 'uppercase', 'digit', 'special'])
  })

  it.each([
    ['seven characters', 'Abcde1!', ['length']],
    ['no lower case', 'ABCDEF1!', ['lowercase']],
    ['no upper case', 'abcdef1!', ['uppercase']],
    ['no digit', 'Abcdefg!', ['digit']],
    ['no special character', 'Abcdefg1', ['special']],
    ['only lower-case letters', 'sommerzeit', ['uppercase', 'digit', 'special']],
  ])('refuses a password with %s', (_, password, unmet) => {
    expect(unmetPasswordRules(password)).toEqual(unmet)
    expect(isStrongPassword(password)).toBe(false)
  })

  it('reads letters, digits and length as a person does, in any script', () => {
    // Umlauts are letters with case, not special characters.
    expect(checkPassword('Ärger123')).toEqual({ length: true, lowercase: true, uppercase: true, digit: true, special: false })
    // A space counts as a special character.
    expect(isStrongPassword('Sommer Zeit 9')).toBe(true)
    // An emoji is one character (and a special one), not two UTF-16 units.
    expect(checkPassword('Ab1😀😀😀😀😀').length).toBe(true)
    expect(checkPassword('Ab1😀😀😀😀').length).toBe(false)
    // «é» written with a combining accent is a letter, not a special character.
    expect(checkPassword('Cafe\u0301Latte1').special).toBe(false)
    // Digits of other scripts count.
    expect(checkPassword('Пароль٣٣!').digit).toBe(true)
  })

  it('copes with a very long password', () => {
    expect(isStrongPassword(`A1!${'x'.repeat(100_000)}`)).toBe(true)
  })
})
