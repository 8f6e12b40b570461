import { createHash, createHmac } from 'node:crypto';
import { generatePassword } from '../../operator/database';
import { canPrehash, passwordProblem, scramVerifier } from '../../operator/database/password';

describe('generatePassword', () => {
  test('gives 43 URL-safe characters (256 bits) and a new one each time', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe('scramVerifier', () => {
  // RFC 7677 section 3: user "user", password "pencil".
  const salt = Buffer.from('W22ZaJ0SNY7soEsUEjb6gQ==', 'base64');
  const authMessage =
    'n=user,r=rOprNGfwEbeRWgbNEkqO,' +
    'r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0,s=W22ZaJ0SNY7soEsUEjb6gQ==,i=4096,' +
    'c=biws,r=rOprNGfwEbeRWgbNEkqO%hvYDpWUa2RaTCAfuxFIlj)hNlF$k0';

  test('has the form PostgreSQL stores', () => {
    expect(scramVerifier('pencil', salt)).toMatch(/^SCRAM-SHA-256\$4096:W22ZaJ0SNY7soEsUEjb6gQ==\$[A-Za-z0-9+/]{43}=:[A-Za-z0-9+/]{43}=$/);
  });

  test('matches the RFC 7677 example exchange: server signature and client proof', () => {
    const [, keys] = scramVerifier('pencil', salt).split('$').slice(1);
    const [storedKey, serverKey] = keys.split(':').map((k) => Buffer.from(k, 'base64'));
    const serverSignature = createHmac('sha256', serverKey).update(authMessage).digest('base64');
    expect(serverSignature).toBe('6rriTRBi23WpRR/wtup+mMhUZUn/dB5nLTJRsjl95G4=');
    // ClientKey = ClientProof XOR ClientSignature, and StoredKey = H(ClientKey).
    const proof = Buffer.from('dHzbZapWIk4jUhN+Ute9ytag9zjfMHgsqmmiz7AndVQ=', 'base64');
    const clientSignature = createHmac('sha256', storedKey).update(authMessage).digest();
    const clientKey = Buffer.from(proof.map((b, i) => b ^ clientSignature[i]));
    expect(createHash('sha256').update(clientKey).digest().equals(storedKey)).toBe(true);
  });

  test('uses a fresh salt when none is given', () => {
    expect(scramVerifier('same')).not.toBe(scramVerifier('same'));
  });
});

describe('password rules', () => {
  test.each([
    ['generated', generatePassword(), true],
    ['printable ASCII with quotes', `it's "x" \\`, true],
    ['non-ASCII', 'pässwörd', false],
  ])('%s passwords pre-hash: %s', (_, password, expected) => {
    expect(canPrehash(password as string)).toBe(expected);
  });

  test.each([
    ['', 'the stored password is empty'],
    ['a\0b', 'the stored password contains a NUL character'],
    ['fine', undefined],
  ])('%j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
