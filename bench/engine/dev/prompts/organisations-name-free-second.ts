import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * A second batch of prompts without names, written with the third organisation batch: look-alikes
 * of the kinds that batch holds (places with "de"/"do"/"of", ordinary words that are also
 * companies' names, public-sector words, headings and acronyms that name no organisation).
 */
export const ORGANISATIONS_NAME_FREE_SECOND: readonly SourcePrompt[] = [
  prompt('chat', 'we drove from Rio de Janeiro to São Paulo and then flew to Belo Horizonte'),
  prompt('chat', 'is an apple a day really enough? i eat an orange too'),
  prompt('code', '# Run the shell script from the project root; Target must be set to the Release build.'),
  prompt('email', 'Hi all, the ministry guidelines changed: every school must now publish its council minutes online.'),
  prompt('chat', 'best time to visit the Valley of the Kings or the Bay of Islands?'),
  prompt('ticket', 'The Next button on the Payment Details page does nothing in Safari. Visa and Mastercard both fail.'),
  prompt('medical', 'Patient discharged from the hospital on day 4; follow-up at the outpatient clinic with the cardiology department.'),
  prompt('news', 'Rain is expected across the Gulf of Mexico and the Bay of Bengal this week, forecasters said.'),
  prompt('email', 'Olá, a reunião será na sala do conselho, no terceiro andar. Traga o relatório de vendas de março.'),
  prompt('translation', 'Traduce al inglés: "La universidad abrirá la biblioteca los sábados y el hospital ampliará las consultas."'),
  prompt('chat', 'my bank app keeps logging me out, anyone else? its the new update'),
  prompt('meeting', 'Agenda: 1. Budget of the Health and Safety Working Group 2. Review of the Code of Conduct 3. Date of Next Meeting'),
  prompt('hr', 'Role: Head of Research and Development. Department: Science and Technology. Reporting to: Board of Directors.'),
  prompt('email', 'Bonjour, la réunion du conseil d\'administration est reportée ; merci de confirmer votre présence à l\'assemblée générale.'),
  prompt('allcaps', 'WARNING: DO NOT SHARE YOUR PIN WITH ANYONE. THE BANK WILL NEVER ASK FOR IT BY PHONE.'),
  prompt('chat', 'the Amazon rainforest lost another 10% this decade, crazy'),
  prompt('code', '// Apply the Orange theme and the Mango palette to the dashboard; Shell commands go in scripts/.'),
  prompt('legal', 'The Ministry shall notify the Agency within 30 days, and the Council may extend this period once.'),
  prompt('news', 'Tourists flocked to the Cape of Good Hope and the Isle of Man over the Easter weekend.'),
  prompt('ticket', 'Error in Sage export: the Total column is empty when the Square terminal syncs.'),
  prompt('chat', 'lol my uni sent the wrong timetable again, the department says its fixed'),
  prompt('email', 'Dear Parents, School Council elections take place next week. Year 6 pupils may nominate themselves.'),
  prompt('table', 'Item,Qty,Price\nApple juice,4,2.50\nOrange marmalade,2,3.10\nShell pasta,6,1.20'),
  prompt('meeting', 'Minutes of the Annual General Meeting: Treasurer\'s report accepted; Secretary to circulate the Terms of Reference.'),
  prompt('translation', 'Übersetze: "Das Ministerium hat die Hochschule gebeten, die Prüfungsordnung zu ändern."'),
  prompt('news', 'IMPORTANT UPDATE ON API LIMITS: FREE TIER REQUESTS DROP TO 100 PER DAY FROM MONDAY.'),
  prompt('chat', 'anyone tried the Lake District or the Peak District for a first hike?'),
  prompt('email', 'Gentile cliente, il Servizio Clienti è chiuso per la Festa della Repubblica; riapriamo martedì.'),
  prompt('hr', 'Benefits: Health Insurance, Dental Plan, Pension Scheme and a Learning and Development budget.'),
  prompt('medical', 'Diagnosis: Chronic Obstructive Pulmonary Disease. Refer to Pulmonary Rehabilitation and the Smoking Cessation Service.'),
];
