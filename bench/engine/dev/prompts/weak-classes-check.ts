import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The same weak classes as weak-classes-tune.ts, written at the same time; only measured, never
 * read while tuning, so it shows how the rules carry over.
 */
export const WEAK_CLASSES_CHECK: readonly SourcePrompt[] = [
  prompt('email', 'The {{O/ngo:Marlowe Children\'s Trust}} will match every donation this month.'),
  prompt('news', '{{O/ngo:Friends of the Earth}} criticised the new permit.'),
  prompt('chat', 'signed up for the {{O/ngo:Red Kite Conservation Society}} newsletter'),
  prompt('email', 'The {{O/ngo:Fondation Sainte-Croix}} funds two scholarships a year.'),
  prompt('news', 'Volunteers from {{O/ngo:Caritas Schweiz}} distributed blankets.'),
  prompt('email', 'Transfer the fee to {{O/bank:Banque Populaire du Nord}} before Friday.'),
  prompt('chat', 'my salary goes to {{O/bank:Westfield Savings and Loan}}'),
  prompt('news', 'The {{O/bank:Central Bank of Ostravia}} raised its rate by a quarter point.'),
  prompt('ticket', 'Chargeback from {{O/bank:Sparkasse Mittelland}} received.'),
  prompt('email', 'The {{O/agency:Office for National Statistics}} published new figures.'),
  prompt('legal', 'Complaints may be sent to the {{O/agency:Autorité de régulation des transports}}.'),
  prompt('email', 'I received a letter from the {{O/agency:Department for Work and Pensions}}.'),
  prompt('chat', 'the {{O/agency:Bundesagentur für Arbeit}} still has not called back'),
  prompt('hr', 'Degree: {{O/university:Universitat Politècnica de València}}'),
  prompt('news', 'A study by {{O/university:Eastmere University}} links noise to sleep loss.'),
  prompt('allcaps', 'RECEIPT FROM {{O/ngo:SHELTER COVE ANIMAL RESCUE}}'),
  prompt('allcaps', 'PAYEE BANK: {{O/bank:NATIONAL BANK OF KERVIA}}'),
  prompt('allcaps', 'LETTER FROM {{O/agency:DEPARTMENT OF HOUSING}} RE: APPLICATION 4471'),
  prompt('allcaps', 'SUPPLIER: {{O/company:IRONWOOD FURNITURE}}'),
  prompt('email', 'Many thanks, {{P/fi:Päivi Mäkelä}}, for hosting us.'),
  prompt('chat', 'call {{P/sr:Miloš Đorđević}} when you land'),
  prompt('ticket', 'Assignee: {{P/cz:Jiří Čermák}}'),
  prompt('email', 'The parcel was signed for by "{{P/en:Harriet Cole}}".'),
  prompt('chat', 'she goes by \'{{P/it:Francesca}}\' at work'),
  prompt('news', 'A resident, “{{P/de:Klaus Becker}}”, filmed the flood.'),
];
