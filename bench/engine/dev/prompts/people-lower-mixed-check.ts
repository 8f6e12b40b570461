import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/**
 * People's names typed in lower case inside sentences that are otherwise written with capitals
 * ("I asked sven about it."), where the line does not read as all lower case and only the name
 * lists and the words around a name can say it is one; with name-free prompts in the same case
 * whose lower-case words are also given names ("will", "mark", "grace", "may"). Only measured,
 * never tuned on.
 */
export const PEOPLE_LOWER_MIXED_CHECK: readonly SourcePrompt[] = [
  prompt('chat', "Hey, is {{P/ng:adaeze}}'s PR ready for review?"),
  prompt('chat', 'I had a quick call w/ {{P/no:solveig}} about the budget.'),
  prompt('chat', 'Can you cc {{P/in:harpreet}} on the reply? Thanks.'),
  prompt('chat', 'Just pinged {{P/tr:burak}}, he said the VPN is back.'),
  prompt('email', 'Hi team,\n\nI met with {{P/ke:njeri wambui}} yesterday and we agreed on the scope.\n\nBest,\nTom'),
  prompt('chat', 'Sorry, I thought {{P/ar:florencia}} had already sent it.'),
  prompt('ticket', 'Laptop for {{P/vn:thanh}} arrived damaged, please replace. Reported by {{P/pl:zbigniew}}.'),
  prompt('chat', "Let's ask {{P/jp:haruto}} whether the API changed."),
  prompt('meeting', 'Action items: {{P/de:henrike}} to update the roadmap, {{P/fr:mathis}} to book the room.'),
  prompt('chat', 'FYI {{P/gh:abena}} is out until Thursday.'),
  prompt('chat', 'Thanks to {{P/br:thiago}} and {{P/br:larissa}} for covering the on-call shift!'),
  prompt('email', 'Dear Sir,\n\nMy manager {{P/eg:youssef}} asked me to forward the attached invoice.\n\nRegards'),
  prompt('chat', 'Did {{P/se:linnea}} get the keys from reception?'),
  prompt('chat', 'The demo went well, {{P/cn:zhiwei}} answered every question.'),
  prompt('ticket', 'Customer {{P/ie:aoife brennan}} cannot log in since the update.'),
  prompt('chat', "I'm covering for {{P/za:thandeka}} this week, so send questions my way."),
  prompt('chat', 'Please text {{P/mx:ximena}} the new address.'),
  prompt('chat', "We should loop {{P/fi:eetu}} into the design review, he built the original."),
  prompt('email', 'Hello,\n\nAs discussed with {{P/ir:shirin}}, the deadline moves to Friday.\n\nKind regards'),
  prompt('chat', 'Got it. Will forward to {{P/kr:seoyeon}} now.'),
  prompt('translation', 'Translate to French: "{{P/us:kayla}} will pick up the kids at five."'),
  prompt('translation', 'Please translate into Italian: "I gave the report to {{P/gb:rhiannon}} this morning."'),
  prompt('chat', 'Not sure who owns this, maybe {{P/ua:bohdan}} or {{P/ua:oksana}}?'),
  prompt('chat', 'Heads up: {{P/nl:joost}} is presenting at 3.'),
  prompt('news', 'The award went to {{P/pk:mahnoor}}, a nurse from Lahore.'),
  prompt('chat', 'Remind me to call {{P/ma:youness}} back tomorrow.'),
  prompt('chat', "The new hire, {{P/cz:radek}}, starts on Monday."),
  prompt('chat', 'Can someone help {{P/hu:bence}} set up his laptop?'),
  prompt('chat', 'I will mark the ticket as done once QA signs off.'),
  prompt('chat', 'By the grace of the release gods, the build is green.'),
  prompt('chat', 'We may need to bill the client for the extra hours.'),
  prompt('email', 'Hi,\n\nPlease find the rose garden photos attached. Sunny days ahead!\n\nBest'),
  prompt('chat', 'In august we move the servers; per the plan, nothing changes for users.'),
  prompt('chat', 'Let me know if you can dash off a quick reply to the auditors.'),
];
