/**
 * Prompt templates shaped like what users really paste into an assistant: chat threads, tickets,
 * code comments, tables, minutes, translation requests, mixed languages, ALL-CAPS lines and
 * lower-case chat. Slots as in templates.ts; a slot may carry a case of its own: `{S1^}` is written
 * in capitals, `{G1_}` in lower case (the rest of the prompt keeps the prompt's case).
 */
import type { Template } from './templates';

const t = (kind: Template['kind'], text: string): Template => ({ kind, text });

export const REAL_NAME_TEMPLATES: readonly Template[] = [
  // Code and code review.
  t('code', '// TODO({G1}): drop this retry once {O1} raises the rate limit\nfunction fetchQuotes() {\n  return retry(call, 3);\n}'),
  t('code', 'Explain this review comment from {P1}: "nit: I\'d rename this, {G2} already did it in the {O1} fork. Don\'t merge before CI is green."'),
  t('code', '/*\n * Copyright 2024 {O1}\n * Written by {P1}, reviewed by {P2}.\n */\nexport const VERSION = "2.1.0";'),
  t('code', 'git log says "Fix login loop (reported by {P1})". Who should I ask, {G1} or {S2}? {S2} owns the auth module at {O1}.'),
  t('code', '@{G1} can you review PR #412? {S2} says it\'s blocking the {O1} release. We\'ll cut the tag after that.'),
  t('code', '# Maintainer: {P1}\n# Contact {G2} {S2} at {O1} for the API keys.\ndef load_keys():\n    pass'),
  // Tables.
  t('table', '| Owner | Organisation | Status |\n|---|---|---|\n| {P1} | {O1} | done |\n| {P2} | {O2} | open |\nWho is behind?'),
  t('table', 'name,employer,city\n{P1},{O1},Lisbon\n{P2},{O2},Nairobi\n{P3},{O1},Porto\nConvert this CSV to JSON.'),
  t('table', 'SURNAME | GIVEN NAME | EMPLOYER\n{S1^} | {G1} | {O1}\n{S2^} | {G2} | {O2}\nSort by surname, please.'),
  // Minutes.
  t('minutes', 'MINUTES OF THE STEERING COMMITTEE\nPresent: {P1} (Chair), {P2}, {P3}\nApologies: {P4}\n1. {S1} opened the meeting at 10:00.\n2. {O1} presented the budget.\n3. {G2} will circulate the draft.'),
  t('minutes', 'Attendees: {P1}; {P2} ({O1}); {P3} ({O2})\nDecisions:\n- {O2} funds the pilot\n- {S3} drafts the memorandum\nNext meeting: Thursday.'),
  t('minutes', 'Summarise these minutes: Item 1, the representative of {O1}, {P1}, presented the report. Item 2, {S1} and {P2} agreed on the timeline. AOB: none.'),
  // Translation requests and mixed languages.
  t('translation', 'Traduza para o inglês: "Olá {G1}, obrigado pela reunião. O {O1} vai enviar o contrato amanhã. Abraços, {P2}"'),
  t('translation', 'Translate into English: "Bonjour {G1}, merci pour votre aide. {P2} de {O1} vous contactera lundi. Cordialement, {G3}"'),
  t('translation', 'Übersetze bitte ins Englische: "Sehr geehrte Frau {S1}, vielen Dank für Ihre Nachricht. Herr {P2} von {O1} meldet sich morgen."'),
  t('translation', 'Traduce al inglés: "Hola {G1}, gracias por todo. {P2} visitó {O1} la semana pasada. Un saludo, {G3}"'),
  t('translation', 'Can you reply to {G1}? She wrote "Obrigada pela ajuda, {G2} vai ligar amanhã" and I don\'t speak Portuguese. She works at {O1}.'),
  t('translation', 'Vertaal naar het Engels: "Beste {G1}, bedankt voor je bericht. {P2} van {O1} belt je morgen. Met vriendelijke groet, {G3}"'),
  t('translation', 'Translate to Italian: "Thanks {G1}! {P2} from {O1} will join us in Milan." Keep the names as they are.'),
  // ALL-CAPS lines inside ordinary text.
  t('email', 'SUBJECT: CONTRACT RENEWAL WITH {O1^}\n\nHi team, {P1} asked me to summarise the terms before {G2} signs.'),
  t('email', 'Dear Mr {S1^},\n\nYour application to {O1} has been received. {P2} will contact you about the interview.'),
  t('ticket', 'URGENT: CALL {P1^} BEFORE 5PM\nThe {O1} account is locked and {G2} is on leave.'),
  // Lower-case chat.
  t('chat', 'lol {G1_} said the same thing yesterday. maybe ask {G2_}? they\'re both at {O1_} now'),
  t('chat', 'can u remind {G1_} about the {O1_} invoice pls, i\'ll be offline till monday'),
  t('chat', 'btw {P1_} from {O1_} is joining tmrw, ok? we\'d better clean up the deck'),
  t('chat', 'ok so {G1_} {S1_} just quit and nobody told me. should i email {G2_} or wait?'),
  // Chat and tickets of everyday shapes.
  t('chat', 'I\'ll meet {P1} at {O1} on Monday. We\'d like to pitch the analytics pilot. What should I bring?'),
  t('chat', 'Could you write a thank-you card for {G1}? {G1} helped me move house and {S2}\'s van saved the day.'),
  t('ticket', '[OPS-1142] Reporter: {P1} | Assignee: {P2} | Component: Billing\nSteps: log in as {G1}, open the {O1} account, click Export.'),
  t('ticket', 'Incident INC0042: {O1} API returning 502 since 02:50 UTC. On call: {P1}. Escalated to {S2} at 03:10. Customer contact: {P3}.'),
  t('email', 'Hi all,\n\nI\'ll be out next week. We\'d planned the {O1} review for Tuesday; {P1} will cover. Don\'t hesitate to ping {G2}.\n\nThanks,\n{G3}'),
  t('email', 'Olá {G1},\n\nSegue em anexo o relatório. Qualquer dúvida fale com {P2} no {O1}.\n\nAtenciosamente,\n{P3}'),
  // Organizations named only by what surrounds them: employers, buyers, owners, payers.
  t('chat', 'My sister {G1} works at {O1} and says the interview has three rounds. Any tips? She used to be at {O2}.'),
  t('email', 'Hi {G1},\n\nGreat news: {O1} acquired {O2} last week, so our contract moves to them. {P2} is the new account lead.\n\nBest,\n{G3}'),
  t('chat', 'Write a LinkedIn post: after six years at {O1} I joined {O2} as head of data. Thank {P1} for the mentoring.'),
  t('legal', 'Summarise the dispute: {O1} claims that {O2} breached the supply agreement. Counsel for the claimant is {P1}.'),
  t('email', 'Reminder: the invoice from {O1} is overdue. {O1}\'s finance team wrote twice; {P1} should call them today.'),
  t('chat', 'Compare the graduate schemes of {O1} and {O2}. I have an offer from {O1} but {G1} says {O2} pays better.'),
  t('ticket', 'Payment to {O1} failed (reference 88213). The customer, {P1}, banks with {O2}. Please retry after 14:00.'),
  t('meeting', 'Standup: {G1} is still waiting on {O1} for the API keys; {S2} met the people from {O2} on Tuesday.'),
  // Public bodies, universities, hospitals, NGOs.
  t('email', 'Draft a letter to the {O1} asking for a two-week extension. Our contact there is {P1}; copy {G2} from {O2}.'),
  t('legal', 'Summarise the grant terms between the {O1} and {O2}. The principal investigator is {P1}.'),
  t('medical', 'Referral: {P1}, 61, transferred from {O1} to {O2}. Attending physician Dr. {S2}.'),
  t('chat', 'My daughter {G1} got offers from {O1} and {O2}. Which one has the better computer science programme?'),
];
