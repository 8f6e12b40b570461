import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names typed in lower case inside sentences otherwise written with capitals (possessives,
 * "w/", chat verbs of contact, a full name after a cue, quoted text to translate), with name-free
 * prompts in the same case. May be read while changing the detector; people-lower-mixed-check.ts is
 * its measured half.
 */
export const PEOPLE_LOWER_MIXED_TUNE: readonly SourcePrompt[] = [
  prompt('chat', "Hi all, {{P/in:priya}}'s laptop won't boot. Can someone help?"),
  prompt('chat', "I spoke w {{P/de:jonas}} earlier, he's fine with the plan."),
  prompt('chat', 'Meeting w/ {{P/jp:aiko}} and {{P/se:lars}} tomorrow at 10.'),
  prompt('chat', "I dm'd {{P/dk:sven}} about the outage."),
  prompt('chat', 'Per {{P/in:rahul}}, the invoice is paid.'),
  prompt('chat', 'Got a msg from {{P/in:deepika}} this morning.'),
  prompt('chat', 'Did you see what {{P/pl:tomasz}} posted in the channel?'),
  prompt('chat', 'Can we loop in {{P/so:fatima}} on this thread?'),
  prompt('chat', 'Nadia and I will review it tonight, maybe with {{P/gh:kofi}}.'),
  prompt('chat', "I'll sync with {{P/ng:oluwaseun}} after lunch."),
  prompt('chat', 'Reminder: {{P/no:ingrid}} is OOO until Monday.'),
  prompt('chat', 'Shoutout to {{P/mx:mateo}} for fixing the build!'),
  prompt('chat', 'Not sure, maybe ask {{P/ie:siobhan}}?'),
  prompt('chat', 'Just talked to {{P/jp:yuki tanaka}} about the contract.'),
  prompt('chat', "Yes, {{P/es:carlos}} said he'd push the fix later."),
  prompt('ticket', 'The ticket was closed by {{P/se:anders}}.'),
  prompt('email', 'Please forward this to {{P/fr:marie-claire dubois}}.'),
  prompt('translation', 'Translate to Spanish: "I told {{P/it:sofia}} the meeting moved."'),
  prompt('translation', 'Translate into German: "my colleague {{P/de:lukas}} will call you"'),
  prompt('chat', 'Summarize: "{{P/us:jane doe}} from {{O/company:acme corp}} called about invoice 4411"'),
  prompt('chat', 'I will send the notes after the call.'),
  prompt('chat', 'Please mark this as urgent and bill it to the March budget.'),
  prompt('chat', 'The June release may slip; hope for sunny weather at the offsite.'),
];
