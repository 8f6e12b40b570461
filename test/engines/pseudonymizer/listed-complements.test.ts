import { found } from './support/detect';

describe("a public body whose complement lists its fields", () => {
  test('the listed fields, closed by a conjunction, belong to the name', () => {
    expect(found('The Department of Environment, Food and Rural Affairs replied.')).toContain('Department of Environment, Food and Rural Affairs');
    expect(found('Please write to the Ministerie van Volksgezondheid, Welzijn en Sport about the permit.')).toContain('Ministerie van Volksgezondheid, Welzijn en Sport');
  });

  test('a comma not followed by a list closed by a conjunction ends the name', () => {
    expect(found('The Ministry of Finance, and then the tax office, replied.')).toEqual(['Ministry of Finance']);
  });
});

describe('Dutch and Spanish words inside an institution name', () => {
  test('"en", "el" and "het" join the words of one name', () => {
    expect(found('De Stichting Natuur en Milieu reageerde.')).toContain('Stichting Natuur en Milieu');
    expect(found('La Asociación Española Contra el Cáncer organizó la cena.')).toContain('Asociación Española Contra el Cáncer');
  });
});

describe('organisation words of other languages', () => {
  test('a consortium, an association, a cooperative bank, a union and a mutual head a name', () => {
    expect(found('Il Consorzio Parmigiano Reggiano ha risposto.').join()).toContain('Consorzio Parmigiano Reggiano');
    expect(found('El Sindicato Unificado de Policía protestó.')).toContain('Sindicato Unificado de Policía');
    expect(found('La Mutuelle Générale a refusé le dossier.')).toContain('Mutuelle Générale');
    expect(found('The Verein Deutscher Ingenieure meets today.')).toEqual(['Verein Deutscher Ingenieure']);
  });
});
