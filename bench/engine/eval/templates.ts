/**
 * Prompt templates of the evaluation set, the kinds of text users send an assistant. Slots:
 * `{P1}` person 1's full name, `{G1}` their given name alone, `{S1}` their surname alone, `{O1}`
 * organization 1. A title, a possessive `'s` or a quote around a slot stays outside the name.
 */
export type PromptKind = 'email' | 'ticket' | 'chat' | 'medical' | 'legal' | 'meeting' | 'table' | 'code' | 'minutes' | 'translation';

export interface Template {
  readonly kind: PromptKind;
  readonly text: string;
}

const t = (kind: PromptKind, text: string): Template => ({ kind, text });

export const NAME_TEMPLATES: readonly Template[] = [
  t('email', 'Hi {G1},\n\nThanks for sending the revised quote. I spoke with {P2} this morning and she is happy with the delivery dates. Could you confirm whether {O1} can invoice in euros?\n\nBest regards,\n{P3}'),
  t('email', 'Dear Dr. {S1},\n\nI am writing on behalf of {O1} regarding the research grant. Our coordinator, {P2}, will send the signed forms by Friday. Please let {G2} know if anything is missing.\n\nKind regards,\n{G3} {S3}'),
  t('email', 'Subject: Re: onboarding\n\n{G1} — quick update: {P2} from {O1} joined the call and agreed to the pilot. {S2} wants the data export before we start. Can you loop in {P3}?'),
  t('email', 'Please draft a polite reply to {P1}, who complained that {O1} charged her twice in March. Apologize, explain that the refund is on its way, and sign it as {P2}, Customer Care.'),
  t('email', 'Write a reference letter for {P1}. {G1} worked at {O1} for four years as a data analyst and reported to me. Mention {G1}\'s work on the churn model. Signed, {P2}.'),
  t('ticket', 'Ticket #4821 opened by {P1} ({O1}): VPN drops every 20 minutes since the update. Assigned to {P2}. {S2} asked for the client logs; {G1} attached them on Tuesday.'),
  t('ticket', 'Escalation: customer {P1} says the invoice from {O1} lists the wrong VAT number. Previous agent {P2} promised a callback that never happened. Please summarize the case for {G3}.'),
  t('ticket', 'Bug report from {G1} {S1}: the export button in the dashboard returns HTTP 500 for accounts migrated from {O1}. Reproduced by {P2} on Chrome and Firefox.'),
  t('ticket', 'Can you rewrite this incident note more clearly? "{P1} reported at 09:40 that the payment gateway of {O1} timed out. {S1} restarted the worker. Root cause still unknown per {P2}."'),
  t('chat', 'hey, can you help me write a birthday message for {G1}? we have worked together for two years and {G1} loves hiking'),
  t('chat', 'My manager {P1} wants the slides by tomorrow but {G2} still has not sent the numbers. How do I ask {G2} politely?'),
  t('chat', 'I have a meeting with {G1} and {G2} about the merger with {O1}. What questions should I prepare?'),
  t('chat', 'Translate into Spanish: "Thank you, {G1}, for hosting us. {P2} and I enjoyed the visit to {O1}."'),
  t('chat', 'Summarize this: {G1} said the audit is late, {G2} disagreed, and {G1} then asked {P3} to decide.'),
  t('chat', 'what should i get {G1} for christmas? {G1} just started at {O1} and likes board games'),
  t('medical', 'Patient: {P1}, 54. Referred by Dr. {S2} for chest pain on exertion. Mrs. {S1} reports no prior cardiac history. Please draft the discharge summary for Dr. {P3}.'),
  t('medical', 'Consultation note: {P1} was seen today with her daughter {G2}. Plan discussed with Dr. {S3} at {O1}. Follow-up in six weeks; {G1} to keep a symptom diary.'),
  t('medical', 'Rewrite for the patient in plain language: "Mr. {P1} presents with type 2 diabetes, HbA1c 8.1%. Dr. {S2} recommends metformin."'),
  t('legal', 'Draft a non-disclosure agreement between {O1} ("the Company") and {P1} ("the Consultant"). The agreement is signed for the Company by {P2}, Managing Director.'),
  t('legal', 'Summarize the claim: {P1} alleges that {O1} terminated her contract without notice. Counsel for {S1} is {P2}; {O2} denies the allegation.'),
  t('legal', 'In the matter of {P1} v. {O1}, the witness {P2} stated that {S1} signed the lease in 2019. Prepare three cross-examination questions for {S2}.'),
  t('meeting', 'Meeting notes, product sync\nAttendees: {P1}, {P2}, {P3}\n- {G1} presented the Q3 roadmap\n- {S2} raised concerns about the {O1} integration\n- Action: {G3} to follow up with legal'),
  t('meeting', 'Turn these notes into an email: {G1} will own the migration, {P2} handles the vendor call with {O1}, and {S3} reviews the budget. Next sync Thursday.'),
  t('meeting', 'Minutes: the board thanked {P1} for her years of service. {P2} was appointed treasurer. {O1} will audit the accounts. {S2}\'s first report is due in May.'),
  t('table', 'Format as a markdown table:\nName | Company | Role\n{P1} | {O1} | CFO\n{P2} | {O2} | Engineer\n{P3} | {O1} | Intern'),
  t('table', 'Sort these sales reps by revenue: {P1} 120k, {P2} 95k, {P3} 143k. Who should mentor {G2}?'),
  t('email', '"{P1}" <{G1}@example.com> wrote:\n> Can {O1} ship before the holidays?\nPlease answer {G1} that we can, and copy {P2}.'),
  t('chat', 'Is it normal that {O1} asks for a deposit? My landlord {P1} says {O2} always does that.'),
  t('chat', 'Rewrite this LinkedIn post: "Proud to announce that I joined {O1} as Head of Data! Huge thanks to {P1} and {P2} for the support."'),
  t('ticket', 'Refund request #5521. Customer: {P1}. Order placed through {O1}. Agent note: spoke to {G1}, she wants the money back, not a voucher. Supervisor {S2} approved.'),
  t('medical', 'Write a short referral letter from Dr. {P1} to the cardiology team at {O1} about {P2}, who has had palpitations since January.'),
  t('legal', 'Check this clause for risks: "{O1} shall indemnify {O2} against claims brought by {P1} or any of her affiliates."'),
  t('meeting', 'Standup: {G1} finished the API docs. {G2} is blocked on QA. {G3} is out sick. Please write a two-line summary for {P4}.'),
  t('email', 'Remind {P1} that the contract with {O1} renews on 1 July and that {O2} sent a better offer. Keep it short. From: {G2}'),
  t('chat', 'Prof. {P1} asked me to proofread her paper about {O1}\'s supply chain. Can you list common mistakes to look for?'),
  t('email', 'Forward to {P1}: the visa letter for {P2} is ready. {S2} must collect it at the {O1} office in person. Thanks, {G3}'),
  t('chat', 'My friend {G1} {S1} and her husband {P2} are visiting. Plan a two-day trip for {G1} and {G2}.'),
  t('ticket', 'Priority P2 — login fails for {P1} after SSO switch. {O1} admin {P2} confirmed the account exists. {G1} needs access before the audit.'),
  t('meeting', 'Interview feedback for {P1}: strong on SQL, weaker on system design. {S1} currently works at {O1}. Panel: {P2}, {P3}.'),
  t('legal', 'Translate to French: "The undersigned, {P1}, director of {O1}, confirms that {P2} is authorised to sign on behalf of the company."'),
];

/** Templates with no names: capitalized words that are not names (products, places, months, terms). */
export const PLAIN_TEMPLATES: readonly Template[] = [
  t('chat', 'Explain the difference between {X} and {Y} for a beginner. Keep it under 200 words.'),
  t('ticket', 'After upgrading to {X}, the {Y} integration fails with a timeout. QA reproduced it twice. Priority P1.'),
  t('email', 'Please draft a reminder that the VAT return for {M} is due on the 15th. Attach the {X} export.'),
  t('chat', 'Plan a 5-day trip to {C} in {M}. I like museums and street food.'),
  t('meeting', 'Notes: migrate the {X} cluster to {Y} before {M}. API rate limits still unclear. SLA review on Monday.'),
  t('medical', 'What are early signs of {D}? Explain in plain language for a patient brochure.'),
  t('chat', "Is Murphy's law a real law? Give examples from software projects using {X}."),
  t('table', 'Make a table comparing {X}, {Y} and {Z}: price, licence, and support.'),
  t('legal', 'Summarize the GDPR obligations of a small company in {C} that stores customer data in {X}.'),
  t('email', 'Subject: Q3 planning\n\nTeam, the {X} rollout slips to {M}. The CFO wants a cost estimate. Please update the OKR sheet by Friday.'),
  t('chat', 'Write a haiku about {M} in {C}.'),
  t('ticket', 'ERROR: {X} returned 403 when calling the {Y} API from the CI pipeline. Happens on Linux only.'),
  t('chat', 'How do I convert a {X} file to {Y} on Windows?'),
  t('meeting', 'Action items: renew the SSL certificates, move backups to {X}, and book the offsite in {C} for {M}.'),
  t('medical', "Patient education: managing {D} during Ramadan. Include advice on insulin and hydration."),
  t('chat', 'Compare living costs in {C} and {C2} for a software engineer. Include rent and transport.'),
  t('email', 'Dear Customer,\n\nYour {X} subscription renews on 1 {M}. No action is needed. Questions? Reply to this email.\n\nThe Support Team'),
  t('legal', 'What does Section 230 say, and does it apply to a forum hosted in {C}?'),
  t('chat', 'Give me a study plan for the {X} certification over six weeks, starting in {M}.'),
  t('ticket', 'Customer reports that the {X} app crashes on {Y} when opening PDF attachments. Build 4.2.1. Assigned to Mobile.'),
  t('chat', 'What is the Pythagorean theorem and how is Newton\'s method different from bisection?'),
  t('meeting', 'Retro: what went well — {X} migration, CI speed. What did not — flaky tests, unclear DoD. Next sprint starts {M} 3.'),
  t('chat', 'WHAT IS THE BEST WAY TO LEARN {X} IF I ALREADY KNOW {Y}?'),
  t('chat', 'recommend a good laptop for {x} development under 1500 euros'),
  t('email', 'Please translate into German: "The {C} office is closed on Easter Monday and on Christmas Eve."'),
  t('table', 'CSV to markdown:\nRegion,Revenue,Growth\n{C},1.2M,4%\n{C2},0.8M,7%\nNorth America,2.1M,2%'),
  t('medical', 'Is it safe to take ibuprofen with {D} medication? Answer for a general audience.'),
  t('chat', 'Write a product description for the new {X} dashboard. Mention SSO, audit logs and the REST API.'),
  t('legal', 'Explain the difference between an LLC and a sole proprietorship in {C}.'),
  t('ticket', 'The HR portal shows "Access Denied" for everyone in Finance since the {X} update on Tuesday.'),
];

/** Fill words for the templates without names. */
export const PLAIN_FILLS: Readonly<Record<'X' | 'C' | 'M' | 'D', readonly string[]>> = {
  X: ['Kubernetes', 'PostgreSQL', 'Terraform', 'React', 'TypeScript', 'Excel', 'Jira', 'Confluence', 'Docker', 'Python', 'Rust', 'GraphQL', 'Kafka', 'Redis', 'Snowflake', 'Figma', 'Notion', 'Kibana', 'Tableau', 'Grafana', 'Prometheus', 'Ansible', 'Jenkins', 'Android', 'iOS', 'Bluetooth', 'Zigbee', 'Markdown', 'JSON', 'YAML', 'Parquet', 'OAuth', 'Helm', 'Vite', 'Svelte'],
  C: ['Lisbon', 'Nairobi', 'Kyoto', 'Bogotá', 'Kraków', 'Reykjavík', 'Marrakesh', 'Hanoi', 'Montreal', 'Tbilisi', 'Porto', 'Ljubljana', 'Cape Town', 'São Paulo', 'Zürich', 'Seoul', 'Lagos', 'Bavaria', 'Tasmania', 'Andalusia', 'Texas', 'Ontario', 'Jakarta', 'Dubai', 'Valparaíso'],
  M: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  D: ['Parkinson\'s disease', 'Alzheimer\'s disease', 'Crohn\'s disease', 'Hashimoto\'s thyroiditis', 'Lyme disease', 'type 2 diabetes', 'Graves\' disease', 'Down syndrome', 'Tourette syndrome', 'Raynaud\'s phenomenon'],
};
