/** Held-out prompts: meeting minutes, support tickets and HR text from ordinary office work. */
import { prompt, type SourcePrompt } from './source';

export const WORK: readonly SourcePrompt[] = [
  prompt('meeting', `Turn these notes into minutes:

Attendees: {{P/german:Jürgen Weiß}}, {{P/turkish:Elif Şahin}}, {{P/greek:Dimitris Alexiou}}, {{P/polish:Marta Wiśniewska}}
- {{P/german:Jürgen}}: budget approved by {{O/company:Siemens Energy}} steering committee
- {{P/turkish:Elif}} to chase the {{O/agency:Bundesnetzagentur}} permit
- {{P/greek:Dimitris}}: site survey in Thessaloniki done
- AOB: {{P/polish:Marta}} leaving in June`),
  prompt('meeting', `Minutes — Board of Trustees, {{O/ngo:Friends of the Earth Scotland}}
Present: {{P/scottish:Ewan McGregor-Lyall}} (chair), {{P/scottish:Morag Sinclair}}, {{P/punjabi:Harpreet Kaur Gill}}, {{P/igbo:Chidi Okeke}}
Apologies: {{P/english:Philippa Wood}}
1. The chair welcomed {{P/punjabi:Harpreet}} as new treasurer.
2. {{P/igbo:Chidi}} reported on the {{O/agency:Scottish Environment Protection Agency}} consultation.

Please rewrite in a formal style.`),
  prompt('meeting', `Action items from today's sync, please format as a table with owner and due date:
{{P/javanese:Budi Santoso}} — finalize vendor list by Fri
{{P/javanese:Sri Wahyuni}} — call {{O/company:PT Telkom Indonesia Tbk}} re fiber
{{P/filipino:Jose Mari Villanueva}} — update runbook
{{P/javanese:Budi Santoso}} + {{P/filipino:Jose Mari Villanueva}} — DR drill next Tue`),
  prompt('meeting', `Summarise this transcript excerpt:

{{P/hausa:Fatima Abubakar}}: I think the {{O/agency:Central Bank of Nigeria}} circular changes our KYC flow.
{{P/english:David Marsh}}: Only for tier-3 accounts, no?
{{P/hausa:Fatima Abubakar}}: All tiers from January. {{P/yoruba:Tunde}} confirmed with their compliance desk.
{{P/english:David Marsh}}: Then we need {{O/company:Interswitch}} to update the API.`),
  prompt('meeting', `Make an agenda from this: we'll start with {{P/argentine:Martín Giménez}} presenting Q2 results for {{O/company:Mercado Libre}} Argentina, then {{P/argentine:Florencia Sosa}} on the logistics hub in Córdoba, then open discussion. 90 minutes total.`),
  prompt('meeting', `Meeting notes 12/03
present: {{P/vietnamese:Phạm Văn Hùng}}, {{P/vietnamese:Lê Thị Hoa}}, {{P/korean:Lee Dong-wook}}
- {{O/company:Samsung Electronics}} Bac Ninh line 4 delayed 2 wks
- {{P/vietnamese:Hoa}} to inform customer
- {{P/korean:Dong-wook}} flying in Thursday
rewrite as a status update email`),
  prompt('meeting', `Please clean up these minutes for the parish council:

Cllr {{P/english:Margaret Ellison}} opened the meeting at 7.30pm. Cllr {{P/english:Nigel Ashdown}} raised the issue of potholes on Mill Lane. The clerk, {{P/english:Sandra Pike}}, will write to {{O/agency:Hampshire County Council}}. Mr {{P/punjabi:Kuldeep Singh Sandhu}} from the allotment society asked about the water supply.`),
  prompt('meeting', `Convert to action items:
- {{P/maltese:Joseph Camilleri}} to send the {{O/agency:Malta Financial Services Authority}} response
- {{P/maltese:Roberta Borg}} to review AML policy
- {{P/italian:Francesca}} to book Valletta venue`),
  prompt('meeting', `We had a retro today. {{P/brazilian:Rafael Oliveira}} said deploys are scary, {{P/brazilian:Camila Rocha}} said the on-call rota is unfair, {{P/portuguese:Inês}} said nothing (remote, mic issue). Suggest 3 concrete improvements.`),
  prompt('meeting', `Write the minutes of the AGM of the {{O/ngo:Nairobi Chess Association}}: Chairman {{P/luo:Otieno Odhiambo}} presented the annual report; treasurer {{P/kikuyu:Njeri Githinji}} reported a surplus of KES 45,000; elections: {{P/luhya:Wekesa Barasa}} elected secretary.`),
  prompt('ticket', `Ticket #48213
Customer: {{P/spanish:Ana María García-Pérez}}
Company: {{O/company:Telefónica de España S.A.U.}}
Issue: cannot log in after password reset, error 403.
Steps tried: cleared cookies, different browser.
Assigned: {{P/hindi:Rohit Verma}}

Write a first response to the customer.`),
  prompt('ticket', `Classify this ticket (billing / technical / account):
"Hi, my name is {{P/korean:Jung Hae-in}} and I was charged twice for my {{O/company:Coupang}} Rocket WOW membership. Please refund one."`),
  prompt('ticket', `Summarise ticket history:
2024-02-01 {{P/english:Lucy}} (L1): user reports VPN drops every 10 min
2024-02-02 {{P/egyptian:Omar Fathy}} (L2): collected logs, suspect MTU
2024-02-05 {{P/egyptian:Omar Fathy}}: escalated to {{O/company:Fortinet}} TAC
2024-02-09 {{P/english:Lucy}}: user says fixed after firmware upgrade`),
  prompt('ticket', `Respond to this support request in a friendly tone:

Subject: Wrong name on certificate
Body: Hello, my certificate from the {{O/ngo:Project Management Institute}} says "{{P/yoruba:Olumide Adeyinka}}" but my legal name is "{{P/yoruba:Olúmìdé Adéyínká}}" with the accents. Can it be reissued?`),
  prompt('ticket', `INC0098812 — printer on 3rd floor jammed again. Reported by {{P/romanian:Mihai Ionescu}}. Previously fixed by {{P/romanian:Cristina}} on 14 Mar. Vendor: {{O/company:Kyocera Document Solutions}}. Write a short note to facilities.`),
  prompt('ticket', `Rewrite this bug report so a developer can act on it:

"app crashes when i add {{P/icelandic:þórður}} as a contact, works fine with other names. iphone 13. also happened to my friend {{P/icelandic:Ægir}}"`),
  prompt('ticket', `Please write a reply to this escalation from {{P/swiss-german:Reto Zürcher}} at {{O/bank:UBS}}: their SFTP job to our platform has failed 3 nights in a row with "host key verification failed". They want a root cause by Monday.`),
  prompt('ticket', `Customer {{P/irish:Pádraig Ó Briain}} says our form rejects his surname because of the accent and the space. Write a reply and an internal note for the dev team.`),
  prompt('ticket', `Help me triage:
#5521 {{P/chinese:Zhang Wei}} — export to PDF slow
#5522 {{P/japanese:Tanaka Yui}} — cannot upload images > 5 MB
#5523 {{P/english:Adam O'Connor}} — billing address not saved
#5524 {{P/yoruba:Bisi Adeleke}} — 2FA codes arrive late`),
  prompt('ticket', `Ticket from {{O/hospital:Hospital Israelita Albert Einstein}}: the lab results integration stopped sending HL7 messages at 02:14. Contact: Eng. {{P/brazilian:Ricardo Tavares}}. Draft the incident update.`),
  prompt('ticket', `A user called {{P/aboriginal-australian:Jarrah}} reports he can't register because the form needs a surname and he only has one name. How should we fix our form?`),
  prompt('ticket', `write an internal escalation: customer {{O/company:Carrefour}} (contact {{P/french:Mathilde Rousseau}}) threatening to cancel because the nightly stock feed has been late 5 times this month`),
  prompt('hr', `Draft a job reference for {{P/akan:Ama Owusu}}, who worked as a nurse at {{O/hospital:Korle Bu Teaching Hospital}} from 2017 to 2023 under my supervision. She was reliable, calm under pressure and trained new staff.`),
  prompt('hr', `Rewrite this performance review to be more constructive:

"{{P/american:Kevin Murphy}} misses deadlines, doesn't answer Slack and argued with {{P/american:Shanice Washington}} in front of the client from {{O/company:Kaiser Permanente}}."`),
  prompt('hr', `Write an offer letter: candidate {{P/lithuanian:Rūta Kazlauskienė}}, role Data Engineer, start 1 September, salary EUR 4,200 gross monthly, reports to {{P/latvian:Jānis Bērziņš}}, employer {{O/company:Vinted UAB}}.`),
  prompt('hr', `Summarise the grievance: {{P/xhosa:Thandiwe Mabandla}} alleges that her supervisor {{P/afrikaner:Pieter Botha}} repeatedly assigned her weekend shifts after she complained to the {{O/agency:CCMA}}.`),
  prompt('hr', `Please write a short welcome post for the intranet: {{P/quechua:Yupanqui Mamani Quispe}} joins our Cusco field team as agronomist. He previously worked for the {{O/ngo:Centro Internacional de la Papa}}.`),
  prompt('hr', `Is this dismissal letter legally OK in the UK?

Dear Mr {{P/english:Hughes}}, following the disciplinary hearing on 4 May chaired by {{P/english:Claire Bannister}}, {{O/company:Tesco Stores Limited}} has decided to terminate your employment with immediate effect.`),
  prompt('hr', `Write interview feedback: {{P/persian:Shirin Ahmadi}} strong on system design, weak on SQL. {{P/azerbaijani:Rashad Mammadov}} the opposite. We can hire one.`),
  prompt('hr', `Create an org chart description: CEO {{P/swedish:Karin Ekström}}; CTO {{P/finnish:Antti Korhonen}}; CFO {{P/norwegian:Sigrid Bakke}}; VP Sales {{P/danish:Rasmus Nørgaard}}; Head of People {{P/icelandic:Hildur Ragnarsdóttir}}.`),
  prompt('hr', `Draft a sick-leave acknowledgement for {{P/serbian:Milica Jovanović}} — doctor's note from {{O/hospital:Klinički centar Srbije}} received, leave approved until 20 March.`),
  prompt('hr', `My employee {{P/rwandan:Uwimana Claudine}} asked for leave to attend Kwibuka commemorations in Kigali. Draft an approval message that is respectful.`),
  prompt('hr', `Write a promotion announcement: {{P/congolese:Mukendi Kabongo}} becomes Head of Operations for {{O/company:Vodacom Congo}}, succeeding {{P/congolese:Jean-Pierre Ilunga}}, who retires after 22 years.`),
  prompt('meeting', `Notes from call with {{O/ngo:WWF}} — {{P/malagasy:Hery Randriamanana}} explained the reforestation plots near Andasibe; {{P/french:Camille}} asked about the monitoring budget; next call 3 weeks.`),
  prompt('meeting', `summarise: the steering group ({{P/slovak:Peter Kováč}}, {{P/hungarian:Zsófia Tóth}}, {{P/czech:Lenka Procházková}}) agreed to move the data centre from Bratislava to Brno by Q4 and to ask {{O/company:T-Systems}} for a new quote.`),
  prompt('ticket', `Bug: profile page shows "{{P/irish:Ni Bhriain}}" instead of "{{P/irish:Ní Bhriain}}" for user id 77812 — accents stripped on save. Please write repro steps.`),
  prompt('hr', `please write a farewell card message for {{P/shona:Tendai Moyo}}, leaving after 9 years at {{O/company:Econet Wireless}}, from the whole finance team`),
  prompt('meeting', `Minute this: {{P/tajik:Farrukh Rahimov}} from the {{O/ministry:Ministry of Energy and Water Resources}} asked for a second feasibility study for the Rogun link; Dr. {{P/german:Katrin Vogel}} of {{O/bank:KfW}} said funding depends on it.`),
  prompt('ticket', `Escalation: {{P/ganda:Ssemakula Joseph}} from {{O/company:MTN Uganda}} reports that mobile-money callbacks fail since yesterday's certificate rotation. Draft a reply with next steps.`),
  prompt('hr', `Write a LinkedIn post announcing that {{P/wolof:Aminata Diop}} and {{P/fula:Mamadou Ba}} have joined our Dakar office from {{O/company:Orange Sonatel}}.`),
  prompt('meeting', `Please turn into bullet points: "{{P/khmer:Sokha}} reported that the rice-mill cooperative in Battambang needs a new dryer, {{P/khmer:Chan Dara}} will ask {{O/bank:ACLEDA Bank}} about a loan, and {{P/english:Helen}} will check if the {{O/agency:Asian Development Bank}} grant covers equipment."`),
  prompt('hr', `Draft a warning letter to {{P/mexican:Luis Fernando Gutiérrez}} for repeated lateness, mention that his supervisor Lic. {{P/mexican:Patricia Mendoza}} spoke with him twice.`),
  prompt('ticket', `A customer, {{P/navajo:Tsosie Begay}}, says our shipping form doesn't accept addresses on the Navajo Nation that only have a PO box and chapter house. Suggest changes.`),
  prompt('meeting', `Minutes of the PTA meeting: Mrs. {{P/english:Jane Doherty}} (chair), Mr. {{P/yoruba:Femi Akinola}}, Mrs. {{P/polish:Ewa Zielińska}}. The bake sale raised £612. Next meeting 9 Oct.

Format nicely.`),
  prompt('hr', `Write a visa support letter for our engineer {{P/bengali:Nusrat Jahan}} travelling to the {{O/company:SAP}} conference in Walldorf; we ({{O/company:Brain Station 23}}) cover all costs.`),
  prompt('ticket', `Triage: "{{P/sami:Áillohaš}} here, the app autocorrects my name every time I type it in a message. Annoying!" — what component is probably at fault?`),
];
