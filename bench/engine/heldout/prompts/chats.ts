/** Held-out prompts: chat messages, many typed in lower case, as people paste them from Slack or WhatsApp. */
import { prompt, type SourcePrompt } from './source';

export const CHATS: readonly SourcePrompt[] = [
  prompt('chat', `what should i get {{P/brazilian:lucas}} for his birthday, he's into climbing and coffee`),
  prompt('chat', `can u explain this msg from {{P/marathi:aditya deshpande}}: "bro the standup moved to 11, {{P/gujarati:hetal}} is presenting"`),
  prompt('chat', `my manager {{P/korean:choi min-jun}} keeps scheduling meetings at 7pm, how do i push back nicely`),
  prompt('chat', `[10:02] {{P/english:Tom}}: anyone know why prod is slow?
[10:03] {{P/yoruba:Folake Adebayo}}: {{O/company:Cloudflare}} incident, check their status page
[10:05] {{P/english:Tom}}: ah thanks
summarise this for the incident log`),
  prompt('chat', `who was {{P/georgian:Ilia Chavchavadze}} and why is there a street named after him everywhere in tbilisi`),
  prompt('chat', `help me write a funny toast for {{P/italian:marco}} and {{P/spanish:lucía}}'s wedding, they met at {{O/company:ikea}} arguing over a bookshelf`),
  prompt('chat', `lol {{P/ukrainian:dmytro}} just pushed to main again. how do i set up branch protection in github so this stops`),
  prompt('chat', `is it weird to message {{P/japanese:sato}}-san on line about work stuff on a sunday`),
  prompt('chat', `translate to english: "oi {{P/brazilian:Thiago}}, a {{P/brazilian:Bia}} disse que vc vai trazer o violão amanhã, é verdade?"`),
  prompt('chat', `ok so {{P/irish:aoife}} from accounts says the {{O/bank:aib}} transfer bounced. what does "beneficiary account closed" mean`),
  prompt('chat', `[WhatsApp] {{P/pakistani:Bilal}}: Bhai the shipment is stuck at Karachi port
[WhatsApp] {{P/pakistani:Usman Qureshi}}: call {{O/company:Maersk}} agent
what should I tell the customer?`),
  prompt('chat', `tell me about {{P/kikuyu:wangari}}... no wait i mean {{P/kikuyu:wangari maathai}}, the nobel one. what was the {{O/ngo:green belt movement}}`),
  prompt('chat', `i need a nice reply to anh {{P/vietnamese:tuấn}} who invited me to tết dinner but i can't go`),
  prompt('chat', `rate my text to my crush {{P/french:Chloé}}: "hey, fun night yesterday, wanna get ramen thursday?"`),
  prompt('chat', `{{P/chinese:xiao wang}} says the {{O/company:alibaba cloud}} bill doubled this month. what are common causes of a sudden cloud bill spike?`),
  prompt('chat', `hey can you help me plan a surprise party for {{P/moroccan:Youssef El Amrani}}? budget is 300 euros, about 20 people, he loves tagine and old raï music`),
  prompt('chat', `write a slack message congratulating {{P/malayali:anjali nair}} on 5 years at {{O/company:infosys}}`),
  prompt('chat', `what does it mean when {{P/igbo:Nkechi}} says "no wahala" in a work chat`),
  prompt('chat', `my kid's teacher mrs {{P/scottish:mcallister}} sent a note saying he's "disruptive". how do i respond without being defensive`),
  prompt('chat', `{{P/polish:Kasia}}: are we still on for saturday?
me: ...
help me cancel without sounding flaky`),
  prompt('chat', `{{P/czech:jakub novák}} and {{P/slovak:zuzana hudáková}} both want the corner desk. how do i decide fairly lol`),
  prompt('chat', `can you write a limerick about {{P/welsh:Gareth Llewellyn}} who always forgets his badge`),
  prompt('chat', `draft reply: {{P/mongolian:Bat-Erdene}} asked if we can move the Ulaanbaatar visit to May because of the Naadam prep`),
  prompt('chat', `how to pronounce {{P/welsh:Siân Gwenllian}}? she's my new team lead and i don't want to mess it up`),
  prompt('chat', `just got a msg from {{P/turkish:ayşe}} saying {{O/company:turkcell}} cut off her line, she's in izmir with no data, can I send her data from abroad?`),
  prompt('chat', `{{P/russian:Sergei}}: deploy done
{{P/russian:Natalia Ivanova}}: smoke tests red on checkout
{{P/russian:Sergei}}: rolling back
^ write a post-mortem stub from this`),
  prompt('chat', `my friend {{P/burmese:Aung Kyaw Moe}} is applying to {{O/university:chulalongkorn university}}, what documents does he need for a thai student visa`),
  prompt('chat', `quick q: is "{{P/dutch:Daan}} & {{P/dutch:Sanne}}" or "{{P/dutch:Sanne}} & {{P/dutch:Daan}}" better on a wedding invite`),
  prompt('chat', `ugh {{P/american:brad}} from sales promised the client a feature we don't have. how do i tell {{P/american:kim}} (our vp) without throwing him under the bus`),
  prompt('chat', `what's a good gift for my mother in law {{P/gujarati:Jayshreeben}}, she's gujarati and very traditional`),
  prompt('chat', `{{P/hawaiian:Keoni}} wants to know if {{O/company:hawaiian airlines}} lets you bring surfboards on inter-island flights`),
  prompt('chat', `convince me to go to {{P/swedish:Linnea}}'s midsommar party even though i hate dancing around poles`),
  prompt('chat', `explain like i'm 5: what did {{P/serbian:Nikola Tesla}} invent`),
  prompt('chat', `{{P/lao:Souksavanh}} sent me 'sabaidee pi mai' what do i reply`),
  prompt('chat', `teams chat from {{P/hebrew:Yael Mizrahi}}: "can u check the {{O/company:check point}} logs, i think {{P/hebrew:Itai}} locked himself out". what logs would she mean?`),
  prompt('chat', `is it ok to call my boss Herr {{P/german:Schulze}} just "{{P/german:Matthias}}" now that he said "du" to me`),
  prompt('chat', `my neighbour {{P/albanian:Arben Hoxha}} keeps parking in my spot, draft a friendly note in english`),
  prompt('chat', `hey, summarise this voice note transcript: "ok so {{P/tamil:Karthik}} called and said {{O/company:TCS}} wants us onsite in Chennai for two weeks, {{P/tamil:Priya Ramasamy}} can't travel so it might just be me and {{P/telugu:Srinivas}}"`),
  prompt('chat', `what's the deal with {{P/danish:søren kierkegaard}}'s leap of faith, in simple words`),
  prompt('chat', `{{P/estonian:Kristjan}}: sauna at 7?
{{P/estonian:Liis Tamm}}: only if u bring the beer
how would you translate "only if u bring the beer" into estonian`),
  prompt('chat', `hi, I'm {{P/uzbek:Dilnoza Karimova}}, I run a small ceramics shop in Rishtan. can you help me write an instagram bio in english?`),
  prompt('chat', `tldr this: {{P/kurdish:Rojda}} said the {{O/ngo:Kurdistan Save the Children}} training is postponed and {{P/kurdish:Hemin Abdulla}} is still in Duhok`),
  prompt('chat', `is it rude that {{P/finnish:Eero}} never replies to my good morning messages or is that just a finnish thing`),
  prompt('chat', `how do i say no to {{P/belarusian:Aliaksandr}} who keeps asking to borrow my car`),
  prompt('chat', `{{P/cuban:yunieski}} says he got into {{O/university:universidad de la habana}} for medicine!! write him a congrats msg in spanish`),
  prompt('chat', `need a bday poem for my grandma {{P/hmong:Nou Yang}}, she turns 90, loves her garden and her 23 great-grandkids`),
  prompt('chat', `ok here's my dnd group: {{P/english:Ollie}}, {{P/yoruba:Tobi}}, {{P/chinese:Mei}} and me. suggest a one-shot for 4 level-3 players`),
  prompt('chat', `my classmate {{P/tibetan:Tenzin Dolma}} asked me to proofread her essay on {{O/ngo:Tibetan Children's Villages}}, any tips on giving feedback kindly`),
  prompt('chat', `what did {{P/portuguese:Fernando Pessoa}} mean by heteronyms`),
  prompt('chat', `{{P/malagasy:Rakotomalala}} from the vanilla coop asked for the invoice in french. can you translate it`),
  prompt('chat', `sorry to bother, but {{P/chechen:Ramzan}} is saying i owe him money for the trip. i paid the hostel. how do i split costs fairly for 5 people`),
  prompt('chat', `my boss {{P/bengali:Sourav Chatterjee}} wrote "do the needful and revert". what exactly does he want`),
  prompt('chat', `write a short bio for {{P/samoan:Lani}} who's speaking at our meetup: {{P/samoan:Leilani Tuilagi}}, rugby coach turned data scientist at {{O/company:Xero}}`),
  prompt('chat', `yo {{P/jamaican:Dwayne}} wants to know if {{O/company:Digicel}} roaming works in Miami, can u check what plans they have`),
  prompt('chat', `how should i address a letter to doña {{P/spanish:Carmen}} — is "estimada señora" enough`),
  prompt('chat', `{{P/uyghur:Abdurehim}}'s nephew wants to study in Almaty, which universities teach in english there?`),
];
