import { CompromiseNameDetector } from '../../../engines/pseudonymizer/core/name-detector';

const detector = new CompromiseNameDetector();
const BOTH = new Set(['person', 'organization'] as const);

describe('CompromiseNameDetector', () => {
  test('finds people and organizations in plain English', () => {
    const found = detector.detect('Yesterday Alice Johnson met Bob from Acme Corporation and Microsoft.', BOTH);
    expect(found).toEqual(
      expect.arrayContaining([
        { text: 'Alice Johnson', kind: 'person' },
        { text: 'Bob', kind: 'person' },
        { text: 'Acme Corporation', kind: 'organization' },
        { text: 'Microsoft', kind: 'organization' },
      ]),
    );
  });

  test('leaves honorifics and possessives outside the name', () => {
    const found = detector.detect("Dr. Maria Garcia read Alice's notes.", new Set(['person'] as const));
    expect(found.map((f) => f.text).sort()).toEqual(['Alice', 'Maria Garcia']);
  });

  test('detects only the kinds asked for', () => {
    const found = detector.detect('Alice Johnson works at Acme Corporation.', new Set(['organization'] as const));
    expect(found).toEqual([{ text: 'Acme Corporation', kind: 'organization' }]);
  });

  test('returns nothing for blank text', () => {
    expect(detector.detect('   ', BOTH)).toEqual([]);
  });
});
