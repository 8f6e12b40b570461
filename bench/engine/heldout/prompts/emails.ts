/** Held-out prompts: e-mails users paste to have them answered, shortened or translated. */
import { prompt, type SourcePrompt } from './source';

export const EMAILS: readonly SourcePrompt[] = [
  prompt('email', `Can you make this email sound less harsh?

Hi {{P/yoruba:Oluwaseun}},

I saw that the invoice from {{O/company:Adeyemi Logistics Ltd}} still hasn't been paid. This is the third time I've asked. Please sort it out with {{P/igbo:Chukwuemeka Obi}} in finance today.

Thanks,
{{P/english:Harriet Pembroke}}`),
  prompt('email', `Summarise this thread in two sentences:

From: {{P/japanese:Kenji Watanabe}}
To: {{P/german:Sabine Hoffmann-Krüger}}
Subject: Re: Lieferverzug Q3

{{P/german:Sabine}}, the parts left our Nagoya plant on Tuesday. {{O/company:Nippon Express}} says customs in Hamburg should clear them by the 14th. If {{O/company:Bosch}} needs them earlier we can airfreight a partial batch.

{{P/japanese:Kenji}}`),
  prompt('email', `Dear Professor {{P/korean:Park Ji-hoon}},

I am writing to ask whether you would be willing to supervise my master's thesis at {{O/university:Seoul National University}}. My background is in computational linguistics and I previously worked with Dr. {{P/korean:Kim Soo-yeon}} on Korean morphological analysis.

Kind regards,
{{P/vietnamese:Nguyễn Thị Lan}}

-- please check grammar`),
  prompt('email', `rewrite more formally: hey {{P/irish:Siobhán}}, can u send me the slides from yesterday? {{P/irish:Ciarán Ó Súilleabháin}} said you had the final version. cheers`),
  prompt('email', `Translate to English please:

Bonjour Mme {{P/french:Lefèvre}},

Suite à notre échange téléphonique, je vous confirme que le dossier de M. {{P/french:Jean-Baptiste Moreau}} a bien été transmis à la {{O/bank:Caisse d'Épargne}} de Lyon. N'hésitez pas à me contacter si besoin.

Cordialement,
{{P/french:Élodie Garnier}}
{{O/company:Cabinet Garnier & Associés}}`),
  prompt('email', `Draft a polite reply declining the meeting. Original:

"Hello, my name is {{P/hausa:Aminu Bello Danjuma}} and I represent {{O/company:Kano Agro Processing Company}}. We would like to meet your procurement team next week in Abuja to present our sesame supply offer."`),
  prompt('email', `Fix the tone of this, it's going to the client:

{{P/mexican:Alejandro}} — we are NOT going to miss the deadline. {{P/mexican:Guadalupe Hernández Ruiz}} has the QA report and {{O/company:Grupo Bimbo}} will get the build Monday. Stop escalating to my boss.`),
  prompt('email', `Please proofread:

Dear Mr. {{P/english:Whitcombe}},

Thank you for your application for the position of Senior Analyst at {{O/company:Hargreaves Lansdown}}. Unfortunately we have decided to proceed with other candidates. We wish you every success.

Yours sincerely,
{{P/scottish:Fiona MacLeod}}
Talent Acquisition`),
  prompt('email', `Make this shorter: Hi all, quick update from the Nairobi office. {{P/kikuyu:Wanjiru Kamau}} has joined as our new country manager, replacing {{P/swahili:Baraka Mwangi}} who moves to {{O/company:Safaricom}} next month. Please welcome {{P/kikuyu:Wanjiru}} and route Kenyan partner questions to her from now on.`),
  prompt('email', `From: {{P/finnish:Jukka Virtanen}}
Subject: sauna booking

Hei everyone, the {{O/company:Nokia}} alumni sauna evening is on the 3rd. {{P/finnish:Päivi Mäkelä}} is collecting the fee (20 €). Reply by Friday.

Can you translate this for my colleague who doesn't read Finnish-English mix?`),
  prompt('email', `Write a thank-you note to {{P/akan:Kwame Asante-Boateng}} for hosting our delegation at {{O/university:Kwame Nkrumah University of Science and Technology}} in Kumasi. Mention {{P/akan:Akosua}} who organised the lab tour.`),
  prompt('email', `Reply to this customer complaint:

"I have been a customer of {{O/bank:Commonwealth Bank}} for 14 years and your branch manager {{P/english:Gary Thompson}} refused to even look at my hardship application. I want this escalated."

— sign it as {{P/vietnamese:Tran Minh Duc}}, Customer Relations`),
  prompt('email', `Subject: Visa letter for Dr. {{P/persian:Mohammad-Reza Tehrani}}

To whom it may concern, this letter confirms that Dr. {{P/persian:Tehrani}} is invited to speak at the annual meeting of the {{O/ngo:European Society of Cardiology}} in Amsterdam from 28 to 31 August. Travel and accommodation are covered by the society.

^ can you make it more official`),
  prompt('email', `Hi {{P/polish:Agnieszka}},

attached is the contract with {{O/company:Orlen}}. {{P/polish:Grzegorz Brzęczyszczykiewicz}} from their legal team wants clause 7 removed. Can we discuss Thursday?

{{P/czech:Tomáš Dvořák}}

-> summarise action items`),
  prompt('email', `Please write a condolence message to {{P/samoan:Tavita Faleolo}} whose father passed away last week. He is a colleague from the {{O/agency:Samoa Tourism Authority}} I worked with on the Apia project.`),
  prompt('email', `Can you check this is correct Spanish?

Estimada Sra. {{P/colombian:Valentina Ospina Restrepo}}:

Le escribo en nombre de {{O/ngo:Médicos Sin Fronteras}} para agradecerle su donación. Su aporte permitirá a nuestro equipo en Quibdó atender a más familias.

Atentamente,
{{P/catalan:Jordi Puigdemont i Casals}}`),
  prompt('email', `Email to send:

Dear Dr. {{P/tamil:Lakshmi Subramanian}},

we would be honoured if you could review the attached manuscript for the {{O/university:Indian Institute of Science}} annual symposium. {{P/telugu:Venkata Ramana Reddy}} recommended you as an expert in soil microbiology.

make it warmer`),
  prompt('email', `Forwarding this — what does he actually want?

---------- Forwarded message ---------
From: {{P/dutch:Pieter van der Berg}}
Date: Mon, 4 Mar
Subject: offerte

Beste {{P/dutch:Joost}}, we hebben de offerte van {{O/company:Van Oord}} ontvangen maar die is 12% hoger dan vorig jaar. Kun jij met {{P/dutch:Marieke de Vries}} kijken of we kunnen onderhandelen?`),
  prompt('email', `Rewrite as a bulleted summary:

Team, after the audit by {{O/company:PricewaterhouseCoopers}} we have three findings. First, {{P/american:Tyler Brooks}} approved his own expense reports. Second, the vendor master file contains duplicates. Third, the access review for SAP was late. {{P/american:Jennifer Castellano}} will own remediation.`),
  prompt('email', `hey can you write an out of office for me: I'm away until 2 June, for urgent matters contact {{P/swedish:Björn Lindqvist}} (bjorn.l@example.se), for invoices {{P/swedish:Åsa Sjöberg}}.`),
  prompt('email', `Polish this cover letter opening: "My name is {{P/amharic:Selamawit Tesfaye}}, and for the past five years I have coordinated field programmes for the {{O/agency:Ethiopian Public Health Institute}} in Addis Ababa and Gondar."`),
  prompt('email', `Dear {{P/maori:Aroha Ngata}},

Kia ora. On behalf of the {{O/ministry:Ministry of Education}} I'd like to confirm your appointment to the te reo Māori curriculum advisory group. {{P/maori:Hēmi Te Awa}} will be in touch about the first hui.

Ngā mihi,
{{P/english:Rebecca Collins}}

-- is the greeting appropriate?`),
  prompt('email', `Help me answer this recruiter:

"Hi {{P/romanian:Andrei}}! I'm {{P/romanian:Ioana Popescu}} from {{O/company:Bitdefender}}. Your profile caught my eye — we're hiring a Rust engineer in Bucharest or Iași. Open to a chat?"`),
  prompt('email', `Can you translate into Portuguese: "Dear Sr. {{P/brazilian:João Pedro Albuquerque}}, the samples from {{O/agency:Embrapa}} arrived safely. Dra. {{P/brazilian:Fernanda Lima}} will start the analysis next week."`),
  prompt('email', `I need to reply to a parent. Their email:

Good afternoon, my son {{P/lebanese:Karim Haddad}} in year 9 has been bullied on the bus by two boys. I spoke to Mr. {{P/english:Ashworth}} but nothing changed. I would like a meeting with the head teacher.

{{P/lebanese:Rania Haddad}}`),
  prompt('email', `Subject: Introduction — {{P/hebrew:Noa Ben-David}} / {{P/turkish:Emre Yılmaz}}

{{P/hebrew:Noa}}, meet {{P/turkish:Emre}}. {{P/turkish:Emre}} leads data engineering at {{O/company:Trendyol}}; {{P/hebrew:Noa}} is building something similar at {{O/company:Wix}}. I think you two should compare notes.

-- make this intro 50% shorter`),
  prompt('email', `Can you answer in German: "Sehr geehrter Herr Dr. {{P/austrian:Wolfgang Pichler}}, vielen Dank für Ihre Anfrage bei der {{O/bank:Raiffeisen Bank International}}. Ihr Kundenbetreuer {{P/austrian:Florian Gruber}} meldet sich in Kürze."`),
  prompt('email', `write a reminder to {{P/hungarian:Szabó Katalin}} that the {{O/university:Eötvös Loránd University}} grant report is due 30 April, and that {{P/hungarian:Nagy Bence}} still needs her signature`),
  prompt('email', `Below is an email from my landlord. Is he allowed to do this?

Dear tenant, I, {{P/greek:Konstantinos Papadopoulos}}, owner of the flat at Odos Ermou 12, inform you that the rent will rise by 15% from next month. Payment to my account at {{O/bank:Alpha Bank}} as usual.`),
  prompt('email', `Please improve:

Hi {{P/chinese:Wang Xiaoming}},
Thanks for the quick turnaround. Ms. {{P/chinese:Li Na}} from {{O/company:Huawei Technologies Co., Ltd.}} confirmed the NDA. Could you book the room for Wednesday?
Best, {{P/taiwanese:Chen Yu-ting}}`),
  prompt('email', `Turn this into a formal complaint letter to {{O/company:Ryanair DAC}}: my flight FR1234 from Dublin to Kraków was cancelled, I paid €180 for a hotel, their agent {{P/irish:Declan}} on the phone said I'd be reimbursed and nothing happened.`),
  prompt('email', `From: {{P/malay:Nurul Aisyah binti Abdullah}}
To: Encik {{P/malay:Mohd Faizal bin Ismail}}
Subject: Mesyuarat bajet

Salam Encik {{P/malay:Faizal}}, mesyuarat bajet dengan {{O/bank:Maybank}} ditangguhkan ke hari Khamis. Terima kasih.

-> English please`),
  prompt('email', `summarise: {{P/zulu:Sipho Ndlovu}} emailed to say the {{O/company:Eskom}} load-shedding schedule for Soweto changed again and his team at {{O/company:Discovery Limited}} will work from the Sandton office until further notice. He also asked if {{P/afrikaner:Annelie van Wyk}} could cover the Monday client call.`),
  prompt('email', `Dear Ms. {{P/pakistani:Ayesha Siddiqui}},

Your application to the {{O/university:Lahore University of Management Sciences}} scholarship fund has been received. The committee, chaired by Prof. {{P/pakistani:Tariq Mahmood Chaudhry}}, meets in June.

check for typos pls`),
  prompt('email', `Could you rewrite this to be friendlier? "{{P/norwegian:Ingrid}}, the report is late again. {{O/company:Equinor}} is waiting. Tell {{P/norwegian:Magnus Haugland}} to send it today."`),
  prompt('email', `Hello, I received this from my bank and I'm not sure it's real:

"Dear customer, your {{O/bank:HDFC Bank}} account will be suspended. Contact our officer {{P/hindi:Rajesh Kumar Sharma}} at the number below within 24 hours."

Is this phishing?`),
  prompt('email', `Make this into a LinkedIn recommendation: I managed {{P/filipino:Maria Cristina dela Cruz}} for three years at {{O/company:Accenture}} Manila. She led the migration for {{O/company:Ayala Land}} and mentored half the team.`),
  prompt('email', `Dear {{P/icelandic:Guðrún Sigurðardóttir}},

thank you for the tour of the {{O/agency:Icelandic Meteorological Office}}. Please pass my thanks to {{P/icelandic:Einar Jónsson}} for explaining the seismic network.

Best wishes,
{{P/danish:Mette Kjær Rasmussen}}

(make it a bit more personal)`),
  prompt('email', `translate to french: Hi {{P/haitian:Jean-Robert Pierre-Louis}}, {{O/ngo:Partners In Health}} approved the budget for the Mirebalais clinic. {{P/haitian:Nadège}} will send the schedule.`),
  prompt('email', `Subject: Onboarding — {{P/georgian:Nino Beridze}}

Please set up accounts for {{P/georgian:Nino}}, who joins the Tbilisi office on Monday. Her manager is {{P/georgian:Giorgi Kapanadze}}. She'll need access to Jira and the {{O/bank:Bank of Georgia}} API sandbox.

-- turn into an IT ticket`),
  prompt('email', `Rewrite this as an apology: We regret that {{P/egyptian:Ahmed Abdel-Rahman}} was charged twice by {{O/company:Vodafone Egypt}} for the month of May. A refund has been issued.`),
  prompt('email', `Hi {{P/chilean:Camila}}, te reenvío el correo de {{P/chilean:Rodrigo Fuentealba}} de {{O/company:Codelco}}. Dice que la visita a la mina se posterga. ¿Me ayudas a responderle en inglés a su jefe?`),
  prompt('email', `Could you summarise what this supplier wants?

From: {{P/bengali:Md. Rafiqul Islam}}
Company: {{O/company:Beximco Textiles Ltd.}}

Dear Sir, we request you to kindly open the LC through {{O/bank:Dutch-Bangla Bank}} before 15th instant so shipment can be made timely.`),
  prompt('email', `Please write back to {{P/ukrainian:Oksana Kovalenko}} thanking her for the translation and asking whether {{P/ukrainian:Taras Shevchuk}} can do the Kharkiv interviews next month.`),
  prompt('email', `Dear all,

A reminder that {{P/sinhala:Dilini Jayawardena}} will present her thesis defence at the {{O/university:University of Colombo}} on Friday at 10:00. Her supervisors are Prof. {{P/sri-lankan-tamil:Kanagaratnam Sivakumar}} and Dr. {{P/sinhala:Ruwan Perera}}.

-- format as a short announcement`),
  prompt('email', `Is this email rude? "Mr. {{P/american:Daniels}}, per my last email, {{O/company:Deloitte}} needs the signed engagement letter. Regards, {{P/nepali:Sushila Shrestha}}"`),
  prompt('email', `From: {{P/somali:Abdirahman Warsame}}
Subject: remittance delay

Hello, the transfer via {{O/company:Dahabshiil}} to my mother {{P/somali:Hodan Mohamed Ali}} in Hargeisa has not arrived after five days. Reference 88231. Please help.

-- write a reply from support`),
  prompt('email', `Help me reply in Italian: {{P/italian:Giulia Bianchi}} wrote asking whether {{O/university:Politecnico di Milano}} accepted our joint paper. It did, and Prof. {{P/italian:Lorenzo De Santis}} will present it in Turin.`),
  prompt('email', `Shorten:

Dear {{P/kazakh:Aigerim Nurlanovna}},
On behalf of {{O/company:Kaspi.kz}} I want to thank you for the interview. {{P/kazakh:Yerlan Tokayev}} and I were impressed. We'll get back to you by the end of the week with the next steps.`),
  prompt('email', `Can you make this invitation sound more exciting? "The {{O/ngo:Rotary Club of Suva}} invites you to a fundraising dinner on 12 October. Guest speaker: Ratu {{P/fijian:Epeli Nailatikau}}."`),
  prompt('email', `rewrite politely: {{P/armenian:Armen}} the {{O/company:Ucom}} router you installed is not working, you promised to come Tuesday, nobody came. {{P/armenian:Lusine Hakobyan}} (tenant apt 4)`),
  prompt('email', `Dear Khun {{P/thai:Somchai Wongsakul}},

thank you for arranging the factory visit to {{O/company:Thai Union Group}}. My colleague {{P/thai:Ploy}} will confirm the transport.

-- check the honorific is correct for Thai`),
  prompt('email', `From: {{P/slovenian:Matej Kovačič}}
To: {{P/croatian:Ivana Horvat}}
Subject: {{O/company:Krka}} sample

{{P/croatian:Ivana}}, the stability samples will ship Friday. Can you confirm the address in Zagreb?

summarise in one line`),
  prompt('email', `Please draft a reference request to {{P/tongan:Sione Taufa}} at the {{O/ministry:Tonga Ministry of Health}}, asking him to vouch for {{P/tongan:Mele Vaipulu}}'s work as a community nurse.`),
];
