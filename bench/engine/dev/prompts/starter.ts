import { prompt, type SourcePrompt } from '../../heldout/prompts/source';

/** A first handful of dev prompts: one per entity kind and one without names. */
export const STARTER: readonly SourcePrompt[] = [
  prompt('email', 'Hi {{P/pt:Joana Ribeiro}}, the contract with {{O/company:Construtora Lapa Ltda.}} is signed.'),
  prompt('chat', 'can you ask {{P/en:tom becker}} if the build is green'),
  prompt('ticket', 'Restart the service after the upgrade, then check the logs again.'),
];
