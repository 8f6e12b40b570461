import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * Organisations written in capitals: whole lines in capitals (notices, subject lines, shipping
 * papers, log lines) and a name in capitals inside ordinary text, with and without a legal
 * suffix. This half is tuned on; organisations-caps-check.ts, written at the same time, is only
 * measured.
 */
export const ORGANISATIONS_CAPS_TUNE: readonly SourcePrompt[] = [
  prompt('allcaps', 'SUBJECT: OVERDUE INVOICE FROM {{O/company:BLUEWATER FREIGHT SOLUTIONS}}'),
  prompt('allcaps', 'PAYMENT RECEIVED FROM {{O/company:KESTREL ENGINEERING}} - THANK YOU'),
  prompt('allcaps', 'CONSIGNEE: {{O/company:PACIFIC RIM TEXTILES}}\nPORT OF LOADING: SHANGHAI'),
  prompt('allcaps', 'ATTN: ACCOUNTS PAYABLE, {{O/company:MERIDIAN OFFICE SUPPLIES}}'),
  prompt('allcaps', 'NOTICE: {{O/bank:STANDARD CHARTERED}} WILL BE CLOSED ON MONDAY'),
  prompt('allcaps', 'TRANSFER TO {{O/bank:HSBC}} FAILED. REF 88213.'),
  prompt('allcaps', 'LETTER FROM THE {{O/agency:DEPARTMENT OF MOTOR VEHICLES}} REGARDING YOUR LICENCE'),
  prompt('allcaps', 'PATIENT REFERRED TO {{O/hospital:ST MARY\'S HOSPITAL}} FOR IMAGING'),
  prompt('allcaps', 'SPONSORED BY {{O/company:HELIOS SOLAR}} AND {{O/ngo:GREEN EARTH TRUST}}'),
  prompt('allcaps', 'WINNER: {{O/school:RIVERSIDE HIGH SCHOOL}} DEBATE TEAM'),
  prompt('ticket', 'Vendor: {{O/company:ACME ROOFING}}\nAmount: 4,200.00\nStatus: pending approval'),
  prompt('ticket', 'Customer {{O/company:NORDIC TIMBER}} reports that the portal rejects their uploads.'),
  prompt('email', 'Please find attached the purchase order for {{O/company:TRIDENT MARINE}}.\n\nKind regards'),
  prompt('email', 'Our contract with {{O/company:BRIGHTPATH LOGISTICS}} ends in March, please advise.'),
  prompt('chat', 'anyone else getting spam calls from {{O/company:VERTEX ENERGY}}?'),
  prompt('chat', 'I got the job at {{O/company:SIEMENS}}!!'),
  prompt('news', '{{O/company:GLOBAL MINING CORP}} shares fell 12% after the strike.'),
  prompt('table', 'SUPPLIER | CITY | TERMS\n{{O/company:ALPINE DAIRY}} | BERN | NET 30\n{{O/company:COASTAL FISHERIES}} | PORTO | NET 60'),
  prompt('code', '2024-06-01 12:00:03 ERROR webhook from {{O/company:STRIPE}} rejected: bad signature'),
  prompt('code', 'INSERT INTO customers (name) VALUES (\'{{O/company:ORION DYNAMICS}}\');'),
  prompt('legal', 'THIS AGREEMENT is made between {{O/company:SUMMIT HOLDINGS}} ("the Seller") and {{O/company:OAKWOOD PARTNERS}} ("the Buyer").'),
  prompt('allcaps', 'FINAL REMINDER FROM {{O/agency:HM REVENUE AND CUSTOMS}}: FILE YOUR RETURN BY 31 JANUARY'),
  prompt('allcaps', 'CERTIFICATE ISSUED BY {{O/university:UNIVERSITY OF CAPE TOWN}}'),
  prompt('allcaps', 'DELIVERY FOR {{O/company:FALCON CATERING}} - LEAVE AT REAR DOOR'),
  prompt('email', 'From: billing@example.com\nSubject: {{O/company:NORTHSTAR TELECOM}} account suspended'),
];
