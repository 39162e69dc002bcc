import { describe, expect, it } from 'vitest';
import { moredataFields, moredataText } from '../../src/domain/templates/moredata';
import { templateOptions } from '../../src/domain/templates/types';
import { slugFromName } from '../../src/domain/templates/slug';

describe('the internal name derived from the name (issue 28)', () => {
  it.each([
    ['Lettre de renouvellement', [], 'lettre-de-renouvellement'],
    ['  Procès-verbal : état d’abandon ! ', [], 'proces-verbal-etat-d-abandon'],
    ['Œuvre funéraire', [], 'oeuvre-funeraire'],
    ['Convocation 2027', [], 'convocation-2027'],
    ['???', [], 'modele'],
    ['', ['modele'], 'modele-2'],
    ['Lettre', ['lettre'], 'lettre-2'],
    ['Lettre', ['lettre', 'lettre-2'], 'lettre-3'],
    ['x'.repeat(200), [], 'x'.repeat(80)],
  ] as const)('%j (taken %j) → %s', (nom, taken, slug) => {
    const derived = slugFromName(nom, new Set(taken));
    expect(derived).toBe(slug);
    expect(derived).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

describe('the extra data as fields (issue 28)', () => {
  it.each([
    [null, { courrier: false, signatures: ['Le Maire'] }],
    ['{"courrier": true, "signatures": ["Le Maire", "L\'adjoint"]}', { courrier: true, signatures: ['Le Maire', "L'adjoint"] }],
    ['{"signatures": []}', { courrier: false, signatures: [] }],
    ['pas du JSON', { courrier: false, signatures: ['Le Maire'] }],
  ])('%s reads as %j', (text, fields) => {
    expect(moredataFields(text)).toEqual(fields);
  });

  it.each([
    [{ courrier: false, signatures: ['Le Maire'] }, null, null],
    [{ courrier: true, signatures: ['Le Maire'] }, null, '{"courrier":true}'],
    [{ courrier: false, signatures: ['Le Maire', ' La secrétaire ', ''] }, null, '{"signatures":["Le Maire","La secrétaire"]}'],
    [{ courrier: false, signatures: [] }, null, '{"signatures":[]}'],
    // A key the form does not show is kept.
    [{ courrier: true, signatures: ['Le Maire'] }, '{"marge": 20, "courrier": false}', '{"marge":20,"courrier":true}'],
  ])('%j over %s is written %s, and the renderer reads the same fields back', (fields, previous, text) => {
    expect(moredataText(fields, previous)).toBe(text);
    const read = templateOptions({ moredata: text });
    expect({ courrier: read.courrier, signatures: read.signatures }).toEqual({ courrier: fields.courrier, signatures: fields.signatures.map((s) => s.trim()).filter((s) => s) });
  });
});
