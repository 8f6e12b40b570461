/**
 * Held-out prompts without any person's or organisation's name, chosen to be hard: capitalised
 * sentence starts and imperatives, contractions, greetings in other languages, places, products,
 * months and weekdays, technical terms, Title Case headings and capitals. Masking anything here
 * is a false mask.
 */
import { prompt, type SourcePrompt } from './source';

export const NAME_FREE: readonly SourcePrompt[] = [
  prompt('chat', `I'll be late tomorrow, can you rewrite this so it sounds less like an excuse: "Sorry, Traffic Was Terrible Again"`),
  prompt('chat', `We'd like to book a table for six on Saturday. Write that in Italian please.`),
  prompt('chat', `Don't use bullet points. Explain how a heat pump works in winter.`),
  prompt('chat', `Bonjour ! Pouvez-vous m'aider à écrire une lettre de motivation pour un stage d'été ?`),
  prompt('chat', `Obrigado pela ajuda ontem. Agora preciso de uma receita de feijoada para dez pessoas.`),
  prompt('email', `Vielen Dank für Ihre schnelle Antwort. Könnten Sie mir bitte auch die Rechnung für Oktober schicken?`),
  prompt('chat', `Por favor, dame tres ideas de cena vegetariana que se hagan en menos de veinte minutos.`),
  prompt('chat', `Summarise the plot of a heist movie set in Lisbon in three sentences. Make it up.`),
  prompt('chat', `What's the difference between the Danube and the Rhine in terms of shipping traffic?`),
  prompt('chat', `Plan a 5-day itinerary: Kyoto, Nara, Osaka. We're vegetarian and hate crowds.`),
  prompt('email', `Hi team,

Reminder: the office is closed on Monday and Tuesday for the holiday. Payroll will run on Wednesday instead. Enjoy the long weekend!

Rewrite this to be shorter.`),
  prompt('chat', `Compare PostgreSQL and SQLite for a small desktop app that syncs to the cloud.`),
  prompt('code', `Explain this error: TypeError: Cannot read properties of undefined (reading 'map') at Dashboard.render`),
  prompt('code', `Refactor this so it doesn't block the event loop:

// Reads the whole file. Don't do this on large inputs!
const data = fs.readFileSync(path, 'utf8');
const lines = data.split('\\n');`),
  prompt('allcaps', `WARNING: DO NOT POWER OFF THE DEVICE DURING THE FIRMWARE UPDATE. Can you translate this label into Spanish and French?`),
  prompt('allcaps', `CAUTION — HOT SURFACE. KEEP CHILDREN AWAY. Is this wording enough for a product label in the EU?`),
  prompt('chat', `Write a Title Case heading for a blog post about saving money on groceries in January.`),
  prompt('chat', `Turn these headings into sentence case:
Getting Started With Your New Router
Advanced Settings For Power Users
Troubleshooting Common Wi-Fi Problems`),
  prompt('chat', `Can you recommend a good hiking trail near Cape Town that takes about half a day?`),
  prompt('chat', `Which is bigger, Lake Victoria or Lake Tanganyika, and which is deeper?`),
  prompt('chat', `How long does it take to drive from São Paulo to Rio de Janeiro, and is the coastal road worth it?`),
  prompt('chat', `Is Santa Cruz de Tenerife a good base for exploring the Canary Islands in March?`),
  prompt('chat', `Best time to see the northern lights in Tromsø? We can only go in February or November.`),
  prompt('chat', `Help me choose between an iPhone and an Android phone for my grandmother who mostly uses video calls.`),
  prompt('chat', `Explain Kubernetes like I'm a chef running a busy kitchen.`),
  prompt('chat', `My Raspberry Pi won't boot after I edited config.txt. What should I check first?`),
  prompt('ticket', `Issue: After upgrading to Windows 11, the VPN client disconnects every time the laptop sleeps. Tried reinstalling the driver. Suggest next steps.`),
  prompt('ticket', `Bug report: Dark Mode toggle resets after restart on Linux. Steps: enable Dark Mode in Settings, quit the app, reopen. Expected: stays dark. Actual: light.`),
  prompt('ticket', `Priority: High
Component: Checkout
Summary: Mobile Wallet button missing on Safari 17 when the cart contains a gift card.
Please rewrite as a user story.`),
  prompt('meeting', `Notes from Thursday's planning:
- Migrate CI to ARM runners before March
- Deprecate the v1 API by end of Q2
- Hiring freeze until further notice
- Next review: Friday 10:00
Make this into an email to the department.`),
  prompt('meeting', `Agenda
1. Welcome and Apologies
2. Minutes of the Previous Meeting
3. Treasurer's Report
4. Any Other Business
Please add suggested timings for a one-hour meeting.`),
  prompt('legal', `Explain in plain English: "Notwithstanding the foregoing, the Party in breach shall remain liable for all Losses arising from Force Majeure Events where it failed to mitigate."`),
  prompt('legal', `What does "Governing Law and Jurisdiction" usually cover in a software licence? Give an example clause under English law.`),
  prompt('legal', `Is a verbal agreement binding in Scotland for the sale of a used car?`),
  prompt('news', `Summarise: Heavy rain caused the Elbe to burst its banks near Dresden on Sunday, flooding several villages. Trains between Prague and Berlin were suspended.`),
  prompt('news', `Rewrite this headline to be less sensational: "SHOCK AS PETROL PRICES SOAR AGAIN BEFORE EASTER WEEKEND"`),
  prompt('news', `Translate: "La ville de Marseille accueillera les épreuves de voile. Les travaux du port se termineront en mai."`),
  prompt('medical', `What's the usual dose of paracetamol for an adult, and when shouldn't you take it?`),
  prompt('medical', `Explain the difference between Type 1 and Type 2 Diabetes in simple words for a school project.`),
  prompt('hr', `Write a job ad for a Senior Backend Engineer (Go, PostgreSQL, Kafka), hybrid in Berlin, 30 vacation days.`),
  prompt('hr', `Draft a policy paragraph: Employees May Work Remotely Up To Three Days Per Week With Manager Approval. Fix the capitalisation too.`),
  prompt('table', `Convert this to a markdown table:
month,revenue,costs
January,12000,9000
February,13500,9400
March,15100,9900`),
  prompt('table', `Which city has the highest average temperature?
City | Jan | Jul
Reykjavík | -0.5 | 11.2
Lisbon | 11.6 | 23.0
Cairo | 14.0 | 28.0
Buenos Aires | 24.5 | 11.0`),
  prompt('commit', `Write a commit message for: bump lodash to 4.17.21, fix flaky test in date utils, remove unused CSS`),
  prompt('commit', `Is this a good commit message? "Fix: Handle Empty Arrays In Parser And Add Tests"`),
  prompt('code', `# Why does this print None?
def greet(name):
    print(f"Hello, {name}!")

result = greet("World")
print(result)`),
  prompt('code', `What's wrong with this SQL?
SELECT Country, COUNT(*) FROM Orders WHERE OrderDate >= '2024-01-01' GROUP BY City;`),
  prompt('chat', `Thanks! Could you also make it rhyme? Keep it under eight lines.`),
  prompt('chat', `Give me a packing list for a week in Marrakech in April.`),
  prompt('chat', `Should I learn Rust or Go first if I already know Python?`),
  prompt('chat', `Write a haiku about the Mekong at dawn.`),
  prompt('chat', `Tell me a fun fact about the Atacama Desert.`),
  prompt('chat', `Recommend three board games for a rainy Sunday with teenagers.`),
  prompt('chat', `i can't decide between the blue sofa and the grey one, the living room gets a lot of afternoon light`),
  prompt('chat', `ok but what if we're leaving on a tuesday, is the ferry still running in october?`),
  prompt('chat', `lol that didn't work. the script says permission denied again`),
  prompt('chat', `hey quick q, is it cheaper to fly into milan or venice if we're going to the dolomites`),
  prompt('chat', `pls make this sound more professional: "we're gonna be late with the thing, sorry, new date next week"`),
  prompt('chat', `how do i get rid of fruit flies in the kitchen without chemicals`),
  prompt('chat', `whats a good name for a sourdough starter lol`),
  prompt('chat', `can you explain what a 401k is vs an ira, i'm moving to the us from portugal`),
  prompt('chat', `Muchas gracias. Ahora, ¿cómo se dice "deadline" en español de México?`),
  prompt('chat', `Merci beaucoup ! Et en anglais britannique, c'est pareil ?`),
  prompt('chat', `Danke schön. Kannst du das auch auf Niederländisch schreiben?`),
  prompt('chat', `Arigatou! Now can you explain the difference between keigo and casual Japanese?`),
  prompt('chat', `Asante sana! How do I say "see you next week" in Swahili?`),
  prompt('chat', `Kiitos! What are the most common mistakes English speakers make in Finnish?`),
  prompt('chat', `Dziękuję! Jak powiedzieć "good luck with the exam" po angielsku?`),
  prompt('chat', `Tack så mycket! Can you suggest a Swedish fika recipe?`),
  prompt('chat', `Shukran jazeelan. Please explain the difference between Modern Standard Arabic and Egyptian Arabic.`),
  prompt('chat', `Salam! Can you give me a simple Ramadan meal plan for a family of four?`),
  prompt('chat', `Namaste! How should I prepare for a monsoon trip to Kerala?`),
  prompt('chat', `Ciao! Quali sono i migliori musei di Firenze per i bambini?`),
  prompt('chat', `Hej! Do you know if the ferry from Helsingør runs at night?`),
  prompt('email', `Good morning,

Please find attached the Quarterly Report for Q3. Let me know if you'd like to go through it on Tuesday.

Best regards

— Is "Best regards" too formal here?`),
  prompt('email', `Dear Sir or Madam,

I would like to cancel my subscription effective 1 December. Please confirm by email.

Thank you.

Can you make this firmer?`),
  prompt('email', `Hi all, Happy New Year! Just a reminder that expense reports for December are due by 10 January. Shorten please.`),
  prompt('email', `Subject: Your Order Has Shipped

Good news! Your package left our warehouse in Rotterdam this morning and should arrive Thursday.

Translate to German.`),
  prompt('ticket', `Customer says: "Password Reset Link Doesn't Work On Mobile". Write a reply asking for device model and browser.`),
  prompt('ticket', `Error 502 Bad Gateway on the Payments page since 09:40 UTC. Started after the Nginx config change. Write an incident summary.`),
  prompt('ticket', `Feature request: Export To CSV, Sort By Date, and Filter By Status on the Invoices screen. Estimate complexity.`),
  prompt('allcaps', `ALL STAFF: FIRE DRILL ON WEDNESDAY AT 11:00. ASSEMBLE AT THE NORTH CAR PARK. rewrite politely`),
  prompt('allcaps', `NOTICE: WATER WILL BE SHUT OFF FROM 9AM TO 1PM ON FRIDAY FOR MAINTENANCE. WE APOLOGISE FOR THE INCONVENIENCE.`),
  prompt('allcaps', `STOP. READ THE INSTRUCTIONS BEFORE ASSEMBLY. DO NOT OVERTIGHTEN THE SCREWS. Translate to Polish.`),
  prompt('allcaps', `WHY DOES MY CODE KEEP SAYING "UNDEFINED IS NOT A FUNCTION"`),
  prompt('allcaps', `HAPPY BIRTHDAY!!! HOPE YOU HAVE A GREAT DAY — make this more heartfelt for a coworker`),
  prompt('mixed-language', `Can you check my German? "Ich habe gestern in Hamburg angefangen, und it was amazing."`),
  prompt('mixed-language', `yaar kal ka plan cancel, baarish bahut hai. how do i say this politely in english`),
  prompt('mixed-language', `Est-ce que "ASAP" est acceptable dans un email professionnel en français, or should I write "dès que possible"?`),
  prompt('mixed-language', `Bom dia! I need to write a message in Portuguese to my landlord saying the shower is broken.`),
  prompt('translation', `Translate into Spanish: "Turn left at the roundabout, then continue straight until you reach the river."`),
  prompt('translation', `Translate into English: "Bitte beachten Sie, dass der Zug heute in Frankfurt endet."`),
  prompt('translation', `Translate to French: "Keep calm and carry on. We'll sort it out on Monday."`),
  prompt('translation', `What does "Sehr geehrte Damen und Herren" mean and when do I use it?`),
  prompt('translation', `Translate into Japanese: "Please don't forget your umbrella, it's going to rain in Tokyo this afternoon."`),
  prompt('translation', `翻译成英文：“明天上午十点在上海开会，请准时到达。”`),
  prompt('translation', `Translate from Russian: «Сегодня в Москве идёт снег, поезда задерживаются.»`),
  prompt('translation', `Translate from Arabic: "الاجتماع يوم الأحد في دبي الساعة العاشرة صباحاً."`),
  prompt('translation', `Translate from Turkish: "Yarın İstanbul'da hava yağmurlu olacak, şemsiyeni unutma."`),
  prompt('news', `Summarise: Inflation in the euro area eased to 2.4% in November, while unemployment stayed at a record low. Economists expect rates to hold until spring.`),
  prompt('news', `Write a neutral headline: Thousands gathered along the Seine on Bastille Day to watch the fireworks despite the heat.`),
  prompt('news', `Summarise: Volcanic ash from Etna forced the airport in Catania to close for six hours on Wednesday.`),
  prompt('legal', `Draft a short clause: The Tenant Shall Not Sublet The Property Without Prior Written Consent.`),
  prompt('hr', `Write an email announcing that Fridays in July and August will end at 15:00.`),
  prompt('hr', `Create an onboarding checklist for a new Customer Success Manager: laptop, accounts, training, first-week goals.`),
  prompt('medical', `My doctor said "Take With Food, Twice Daily". Does that mean with breakfast and dinner?`),
  prompt('medical', `What vaccines are usually recommended before travelling to Ghana or Tanzania?`),
  prompt('code', `// Don't remove: Safari needs this polyfill until iOS 18 is the minimum.
import 'core-js/stable/structured-clone';

Is this comment still true?`),
  prompt('code', `Explain what this regex matches: ^(?:Mon|Tue|Wed|Thu|Fri)\\s\\d{2}:\\d{2}$`),
  prompt('code', `Write a function that returns True if a given date falls on a weekend, in Python.`),
  prompt('commit', `Write release notes:
- Added Dark Mode
- Improved Startup Time
- Fixed Crash When Opening Large PDFs
- Updated Translations`),
  prompt('table', `| Step | Action |
|---|---|
| 1 | Unplug The Router |
| 2 | Wait Thirty Seconds |
| 3 | Plug It Back In |
Rewrite these steps in plain sentences.`),
  prompt('table', `product,price,stock
Wireless Mouse,19.99,120
Mechanical Keyboard,89.00,35
USB-C Hub,34.50,0
Which items need reordering?`),
  prompt('chat', `Let's brainstorm slogans for a bakery in Porto that opens at 6am.`),
  prompt('chat', `Imagine you're a tour guide in Edinburgh. Describe the Royal Mile in two paragraphs.`),
  prompt('chat', `Write a short story opening: "It was the last Thursday of November, and the Amazon was rising."`),
  prompt('chat', `Could you list the planets in order and one fun fact each? Keep Pluto as a bonus.`),
  prompt('chat', `Why is the Black Sea called black and the Red Sea red?`),
  prompt('chat', `Create a weekly meal prep plan, Monday to Sunday, high protein, no fish.`),
  prompt('chat', `Are Christmas markets in Vienna open on the 24th?`),
  prompt('chat', `How do Diwali traditions differ between Gujarat and Tamil Nadu?`),
  prompt('chat', `Suggest a quiet café area in Montréal to work from on a weekday.`),
  prompt('chat', `Why didn't my bread rise? I used whole wheat flour and the kitchen was cold.`),
  prompt('chat', `Where's the best place to watch the sunset in Santorini that isn't packed?`),
];
