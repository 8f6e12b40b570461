/**
 * Words that open a street's or a square's name in languages that put them first: "Rue de
 * Rivoli", "Via del Corso", "Calle Mayor", "Rua Augusta", "Piazza Navona", "Plac Zbawiciela".
 * Only capitalised ones count, so the English preposition "via" ("sent via Anna") stays out.
 */
export const STREET_LEADS: ReadonlySet<string> = new Set([
  'rue', 'avenue', 'boulevard', 'via', 'viale', 'vicolo', 'corso', 'piazza', 'piazzale', 'calle', 'avenida', 'paseo', 'plaza',
  'carrer', 'rua', 'praca', 'largo', 'ulica', 'plac', 'aleja', 'strada', 'straat', 'gracht', 'quai', 'chaussee',
]);

/**
 * Words that close a street's name in English and German: "Hope Street", "Abbey Road", "Kingsley
 * Rd", "Victoria Crescent", "Goethestraße" written apart ("Goethe Straße"). Words that are also
 * frequent surnames ("Lane", "Way", "Court", "Hill", "Park") are left out: "Lois Lane" is a person.
 */
export const STREET_ENDS: ReadonlySet<string> = new Set([
  'street', 'road', 'avenue', 'boulevard', 'drive', 'crescent', 'terrace', 'square', 'parade', 'alley',
  'st', 'rd', 'ave', 'blvd', 'straße', 'strasse', 'gasse', 'allee', 'platz',
]);
