/**
 * Words that open a street's or a square's name in languages that put them first: "Rue de
 * Rivoli", "Via del Corso", "Calle Mayor", "Rua Augusta", "Piazza Navona", "Plac Zbawiciela".
 * Only capitalised ones count, so the English preposition "via" ("sent via Anna") stays out.
 */
export const STREET_LEADS: ReadonlySet<string> = new Set([
  'rue', 'avenue', 'boulevard', 'via', 'viale', 'vicolo', 'corso', 'piazza', 'piazzale', 'calle', 'avenida', 'paseo', 'plaza',
  'carrer', 'rua', 'praca', 'largo', 'ulica', 'plac', 'aleja', 'strada', 'straat', 'gracht', 'quai', 'chaussee',
]);
