/** Held-out prompts: legal, news-like and medical text users ask to summarise, check or rewrite. */
import { prompt, type SourcePrompt } from './source';

export const DOCUMENTS: readonly SourcePrompt[] = [
  prompt('legal', `Summarise this clause in plain English:

This Agreement is entered into between {{O/company:Nordic Timber Holdings AB}} ("the Seller") and {{O/company:Baltic Wood Products SIA}} ("the Buyer"), represented by its managing director {{P/latvian:Edgars Kalniņš}}. Any dispute shall be settled by the {{O/agency:Arbitration Institute of the Stockholm Chamber of Commerce}}.`),
  prompt('legal', `Is this NDA one-sided? "The Recipient, {{P/hindi:Vikram Malhotra}}, shall not disclose any Confidential Information of {{O/company:Reliance Industries Limited}} for a period of ten (10) years."`),
  prompt('legal', `Translate into English:

Zwischen {{O/company:Müller & Söhne GmbH}}, vertreten durch den Geschäftsführer {{P/german:Hans-Peter Müller}}, und Frau {{P/german:Ursula Becker}} wird folgender Mietvertrag geschlossen.`),
  prompt('legal', `Draft a power of attorney in which {{P/greek:Athanasios Nikolaidis}} authorises his daughter {{P/greek:Maria Nikolaidou}} to sign the sale of his apartment in Piraeus before a notary.`),
  prompt('legal', `Explain this court excerpt: "In {{P/american:Smith}} v. {{O/company:Acme Logistics, Inc.}}, the Ninth Circuit held that the arbitration clause was unconscionable." Who won?`),
  prompt('legal', `Check the names are consistent in this will extract:

I, {{P/irish:Bridget Mary Fitzpatrick}}, of Galway, leave my house to my nephew {{P/irish:Seán Fitzpatrick}} and my savings at {{O/bank:Bank of Ireland}} to the {{O/ngo:Irish Cancer Society}}.`),
  prompt('legal', `Simplify: "The Licensor, {{O/university:Katholieke Universiteit Leuven}}, hereby grants to {{O/company:Umicore NV}} a non-exclusive licence under the patents listed in Annex A, invented by Prof. {{P/flemish:Koen Vandenbroucke}}."`),
  prompt('legal', `Is this GDPR request valid? "I, {{P/spanish:Javier Martín Domínguez}}, request that {{O/company:Glovo}} delete all data relating to me, including delivery history."`),
  prompt('legal', `Rewrite as a formal witness statement: on 3 May I saw {{P/english:Craig Dunmore}}'s van reverse into the gate of {{O/company:Harlow Builders Merchants Ltd}} and drive off.`),
  prompt('legal', `Summarise the parties and obligations:

SHARE PURCHASE AGREEMENT between {{P/zulu:Themba Khumalo}} (Vendor), {{O/company:Ubuntu Capital Partners (Pty) Ltd}} (Purchaser) and {{O/company:Imvelo Foods (Pty) Ltd}} (Company).`),
  prompt('legal', `What does "joint and several" mean here: "{{P/croatian:Marko Babić}} and {{P/croatian:Ana Babić}} are jointly and severally liable for the loan from {{O/bank:Zagrebačka banka d.d.}}"`),
  prompt('legal', `Translate to English: "El demandante, don {{P/peruvian:César Augusto Huamán Condori}}, interpone recurso contra la resolución del {{O/agency:Instituto Nacional de Defensa de la Competencia y de la Protección de la Propiedad Intelectual}}."`),
  prompt('news', `Summarise this news item in 3 bullets:

LAGOS — {{O/company:Dangote Refinery}} said on Tuesday it had begun supplying petrol to depots in Lagos and Ogun states. Chairman {{P/hausa:Aliko Dangote}} told reporters that the {{O/agency:Nigerian National Petroleum Company Limited}} would remain the sole offtaker for now.`),
  prompt('news', `Write a headline for: "The {{O/university:University of Tokyo}} announced that Professor {{P/japanese:Hiroshi Nakamura}} and his team have developed a battery electrolyte that does not freeze at −60 °C. The work was funded by {{O/agency:JST}}."`),
  prompt('news', `Fact-check this paragraph: "{{P/bulgarian:Kristalina Georgieva}}, managing director of the {{O/agency:International Monetary Fund}}, was previously a vice-president of the {{O/agency:European Commission}}."`),
  prompt('news', `Rewrite for a teenage audience: "Climate activist {{P/swedish:Greta Thunberg}} joined protesters outside the headquarters of {{O/company:Equinor ASA}} in Oslo on Friday."`),
  prompt('news', `Summarise: "Mexico's {{O/ministry:Secretaría de Hacienda y Crédito Público}} said Finance Minister {{P/mexican:Rogelio Ramírez de la O}} would travel to Washington for talks with {{O/bank:World Bank}} officials."`),
  prompt('news', `Make this local news story more neutral: "Beloved baker {{P/italian:Giuseppe 'Peppe' Russo}} finally forced out by greedy landlord {{O/company:Castlebrook Properties}} after 40 years on Queen Street."`),
  prompt('news', `Translate to English: «Le président de l'{{O/university:Université Cheikh Anta Diop}}, {{P/wolof:Ahmadou Aly Mbaye}}, a annoncé la réouverture du campus de Dakar lundi.»`),
  prompt('news', `Write a short obituary based on: Chief {{P/yoruba:Olusegun Adebanjo}}, 87, retired headmaster, founder of the {{O/ngo:Ijebu-Ode Reading Club}}, died peacefully at home. Survived by wife {{P/yoruba:Abosede}} and six children.`),
  prompt('news', `Summarise this sports report: "{{P/argentine:Lionel Messi}} scored twice as {{O/company:Inter Miami CF}} beat {{O/company:Orlando City SC}} 3-1. Coach {{P/argentine:Gerardo Martino}} praised the defence."`),
  prompt('news', `Give me the key facts: "{{O/company:Tata Motors Ltd}} said {{P/hindi:Shailesh Chandra}} will lead the passenger-vehicle unit after the demerger approved by the {{O/agency:National Company Law Tribunal}}."`),
  prompt('news', `Summarise in German: "{{O/company:Volkswagen AG}} chief executive {{P/german:Oliver Blume}} met union leader {{P/german:Daniela Cavallo}} at the Wolfsburg plant to discuss job cuts."`),
  prompt('news', `Is this press release too long? "{{O/ngo:Amnesty International}} today welcomed the release of human rights defender {{P/vietnamese:Phạm Đoan Trang}}, calling on the authorities to drop all remaining charges."`),
  prompt('news', `Write a tweet about this: Chess grandmaster {{P/tamil:Rameshbabu Praggnanandhaa}} defeated {{P/norwegian:Magnus Carlsen}} in the classical round in Stavanger.`),
  prompt('news', `What is the main claim? "Researchers at {{O/university:Makerere University}} led by Dr. {{P/ganda:Nakato Sarah}} found that the malaria vaccine cut hospital admissions by a third in Tororo district."`),
  prompt('news', `Turn into a radio bulletin: The {{O/agency:Bureau of Meteorology}} has issued a severe weather warning for south-east Queensland. Premier {{P/australian:Steven Miles}} urged residents to avoid floodwaters.`),
  prompt('medical', `Summarise this discharge letter for the patient in simple language:

Patient: {{P/turkish:Mehmet Öztürk}}, 67
Admitted to {{O/hospital:Charité – Universitätsmedizin Berlin}} with NSTEMI. PCI to LAD performed by Dr. {{P/german:Friederike Lange}}. Discharged on aspirin, ticagrelor, atorvastatin. Follow-up with GP Dr. {{P/turkish:Aydın}}.`),
  prompt('medical', `Translate this referral into French:

Dear colleague, I am referring Mme {{P/french:Odile Chevalier}}, 54, with a two-month history of dysphagia. Please see her at the {{O/hospital:Hôpital Européen Georges-Pompidou}}. Regards, Dr {{P/english:Andrew Fraser}}`),
  prompt('medical', `Check the dosage makes sense: "{{P/pakistani:Hamza Iqbal}} (4 y, 16 kg) — amoxicillin 400 mg three times daily for 7 days" — prescribed at {{O/hospital:Aga Khan University Hospital}}.`),
  prompt('medical', `Write a short patient summary: {{P/filipino:Rosario Bautista}}, 72, type 2 diabetes, CKD stage 3, seen at {{O/hospital:Philippine General Hospital}} renal clinic by Dr. {{P/filipino:Emmanuel Santos}}.`),
  prompt('medical', `Rewrite this nursing handover into SBAR format:

Bed 12, {{P/korean:Kang Min-seo}}, post-op day 1 lap chole, pain 3/10, afebrile. Bed 14, {{P/chinese:Guo Jianhua}}, confused overnight, family (son {{P/chinese:Guo Lei}}) visiting 10am.`),
  prompt('medical', `Is there anything missing in this consent form? "I, {{P/romanian:Elena Stoica}}, consent to a colonoscopy performed by Dr. {{P/romanian:Radu Munteanu}} at {{O/hospital:Spitalul Clinic Fundeni}}."`),
  prompt('medical', `My dad {{P/cantonese:Chan Tai Man}} was told at {{O/hospital:Queen Mary Hospital}} he has atrial fibrillation. What questions should we ask the cardiologist?`),
  prompt('medical', `Draft a letter from Dr. {{P/sudanese:Mohamed Osman Elamin}} ({{O/hospital:Soba University Hospital}}) confirming that {{P/sudanese:Amna Abdelrahim}} needs a wheelchair for travel.`),
  prompt('medical', `summarise: pt {{P/icelandic:Sigríður Helgadóttir}} seen at {{O/hospital:Landspítali}} ED with ankle inversion, Ottawa rules negative, no x-ray, RICE advised`),
  prompt('legal', `Explain this tenancy notice: "Notice is hereby given by {{O/company:Te Kāinga Housing Trust}} to {{P/maori:Wiremu Tūhoe-Parata}} that the tenancy of 14 Rata Street will end on 30 June."`),
  prompt('legal', `Make this contract clause clearer: "The Contractor ({{O/company:Samsung C&T Corporation}}) shall indemnify the Employer ({{O/agency:Qatar Public Works Authority}} - Ashghal) against all claims."`),
  prompt('news', `Summarise: "{{P/kazakh:Kassym-Jomart Tokayev}} met {{P/uzbek:Shavkat Mirziyoyev}} in Samarkand to sign a water-sharing agreement on the Syr Darya."`),
  prompt('news', `Give 3 bullet points: Former {{O/company:Nokia Oyj}} chief executive {{P/canadian:Stephen Elop}} joined the board of a Helsinki start-up on Monday, the company said.`),
  prompt('legal', `Translate into English: "Il sottoscritto {{P/italian:Giancarlo Di Stefano}}, legale rappresentante della {{O/company:Ferrero S.p.A.}}, dichiara sotto la propria responsabilità..."`),
  prompt('news', `Translate this headline: "{{P/korean:Son Heung-min}} named captain as {{O/agency:Korea Football Association}} announces World Cup squad"`),
  prompt('medical', `Simplify for the family: "{{P/samoan:Faʻamausili Tuimavave}} remains in ICU at {{O/hospital:Middlemore Hospital}} on non-invasive ventilation; prognosis guarded."`),
  prompt('legal', `Is this a valid signature block?

For and on behalf of {{O/company:Mitsubishi Corporation}}
Name: {{P/japanese:Takahashi Daisuke}}
Title: General Manager

For and on behalf of {{O/company:Petronas Carigali Sdn Bhd}}
Name: {{P/malay:Ahmad Zulkifli bin Hassan}}`),
];
