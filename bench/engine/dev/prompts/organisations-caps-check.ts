import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * The same shapes as organisations-caps-tune.ts, written at the same time: this half is only
 * measured, never tuned on, so it shows how rules built on the other half carry over.
 */
export const ORGANISATIONS_CAPS_CHECK: readonly SourcePrompt[] = [
  prompt('allcaps', 'SUBJECT: LATE DELIVERY BY {{O/company:REDSTONE CONSTRUCTION}}'),
  prompt('allcaps', 'REFUND ISSUED BY {{O/company:SILVER OAK FURNITURE}}'),
  prompt('allcaps', 'SHIPPER: {{O/company:EASTERN SPICE EXPORTS}}\nDESTINATION: ROTTERDAM'),
  prompt('allcaps', 'ATTN: HUMAN RESOURCES, {{O/company:CRESTVIEW MANUFACTURING}}'),
  prompt('allcaps', 'NOTICE: {{O/bank:BARCLAYS}} ONLINE BANKING UNAVAILABLE SATURDAY'),
  prompt('allcaps', 'CHEQUE DRAWN ON {{O/bank:FIRST NATIONAL BANK}} RETURNED UNPAID'),
  prompt('allcaps', 'LETTER FROM THE {{O/agency:SOCIAL SECURITY OFFICE}} ABOUT YOUR BENEFITS'),
  prompt('allcaps', 'TRANSFERRED TO {{O/hospital:GENERAL HOSPITAL OF ATHENS}} AT 02:40'),
  prompt('allcaps', 'PRESENTED BY {{O/company:LUMEN MEDIA}} WITH {{O/ngo:CHILDREN FIRST FOUNDATION}}'),
  prompt('ticket', 'Vendor: {{O/company:PINNACLE SECURITY}}\nAmount: 980.00\nStatus: paid'),
  prompt('ticket', 'Customer {{O/company:HARBOUR LIGHT HOTELS}} cannot reset their admin password.'),
  prompt('email', 'Attached is the quote from {{O/company:GRANITE PEAK LOGISTICS}}.\n\nBest'),
  prompt('chat', 'my cousin works for {{O/company:BOSCH}} now'),
  prompt('news', '{{O/company:ATLAS SHIPPING GROUP}} announced 300 job cuts on Tuesday.'),
  prompt('table', 'CLIENT | COUNTRY\n{{O/company:SUNRISE BAKERIES}} | KENYA\n{{O/company:POLARIS OPTICS}} | CHILE'),
  prompt('code', 'WARN 2024-07-09 payment callback from {{O/company:ADYEN}} timed out'),
  prompt('legal', 'BETWEEN {{O/company:CEDAR RIDGE DEVELOPMENTS}} ("Landlord") AND {{O/company:MAPLE LEAF DENTAL}} ("Tenant")'),
  prompt('allcaps', 'AUDIT REPORT PREPARED FOR {{O/agency:NATIONAL HEALTH SERVICE}}'),
  prompt('allcaps', 'ADMISSION LETTER FROM {{O/university:UNIVERSITY OF GHANA}}'),
  prompt('email', 'Subject: {{O/company:QUANTUM TELECOM}} service outage - update 3'),
];
