/**
 * The hand-written dev set: prompts written like the held-out set's (same marks, same shapes) but
 * separate from it, so the detector can be tuned while reading these prompts and their misses. Its
 * figures are, like the tuning set's, an upper bound; the held-out set gives the reported ones.
 */
import { parseMarked, type HeldoutPrompt } from '../heldout/marks';
import type { SourcePrompt } from '../heldout/prompts/source';
import { NAME_FREE_HARD } from './prompts/name-free-hard';
import { PEOPLE_SHAPES } from './prompts/people-shapes';
import { ORGANISATIONS_BUSINESS } from './prompts/organisations-business';
import { ORGANISATIONS_INFORMAL } from './prompts/organisations-informal';
import { ORGANISATIONS_LANGUAGES } from './prompts/organisations-languages';
import { ORGANISATIONS_NAME_FREE } from './prompts/organisations-name-free';
import { ORGANISATIONS_PUBLIC } from './prompts/organisations-public';
import { ORGANISATIONS_NAME_FREE_SECOND } from './prompts/organisations-name-free-second';
import { ORGANISATIONS_SECOND } from './prompts/organisations-second';
import { ORGANISATIONS_THIRD } from './prompts/organisations-third';
import { STARTER } from './prompts/starter';
import { NAME_FREE_SECOND } from './prompts/name-free-second';
import { PEOPLE_SECOND } from './prompts/people-second';
import { PEOPLE_THIRD } from './prompts/people-third';
import { NAME_FREE_THIRD } from './prompts/name-free-third';
import { ORGANISATIONS_WEAK_CHECK } from './prompts/organisations-weak-check';
import { ORGANISATIONS_WEAK_TUNE } from './prompts/organisations-weak-tune';
import { PEOPLE_LOWER_TUNE } from './prompts/people-lower-tune';
import { PEOPLE_LOWER_CHECK } from './prompts/people-lower-check';
import { ORGANISATIONS_CAPS_TUNE } from './prompts/organisations-caps-tune';
import { ORGANISATIONS_CAPS_CHECK } from './prompts/organisations-caps-check';
import { NAME_FREE_FOURTH } from './prompts/name-free-fourth';
import { NAME_FREE_FOURTH_CHECK } from './prompts/name-free-fourth-check';
import { WEAK_CLASSES_TUNE } from './prompts/weak-classes-tune';
import { WEAK_CLASSES_CHECK } from './prompts/weak-classes-check';
import { SIGNAL_TUNE } from './prompts/signal-tune';
import { SIGNAL_CHECK } from './prompts/signal-check';
import { ORGANISATIONS_STRUCTURE_TUNE } from './prompts/organisations-structure-tune';
import { ORGANISATIONS_STRUCTURE_CHECK } from './prompts/organisations-structure-check';
import { ORGANISATIONS_SLOTS_TUNE } from './prompts/organisations-slots-tune';
import { ORGANISATIONS_SLOTS_CHECK } from './prompts/organisations-slots-check';
import { SHAPE_TUNE } from './prompts/shape-tune';
import { SHAPE_CHECK } from './prompts/shape-check';
import { PEOPLE_WEAK_TUNE } from './prompts/people-weak-tune';
import { PEOPLE_WEAK_CHECK } from './prompts/people-weak-check';
import { ORGANISATIONS_BANKS_NGOS_TUNE } from './prompts/organisations-banks-ngos-tune';
import { ORGANISATIONS_BANKS_NGOS_CHECK } from './prompts/organisations-banks-ngos-check';
import { ORGANISATIONS_REGISTRIES_TUNE } from './prompts/organisations-registries-tune';
import { ORGANISATIONS_REGISTRIES_CHECK } from './prompts/organisations-registries-check';
import { NAME_FREE_FIFTH_TUNE } from './prompts/name-free-fifth-tune';
import { NAME_FREE_FIFTH_CHECK } from './prompts/name-free-fifth-check';
import { NAME_FREE_SIXTH_TUNE } from './prompts/name-free-sixth-tune';
import { NAME_FREE_SIXTH_CHECK } from './prompts/name-free-sixth-check';
import { NAME_FREE_SEVENTH_CHECK } from './prompts/name-free-seventh-check';
import { PEOPLE_ORGS_WORLD_TUNE } from './prompts/people-orgs-world-tune';
import { PEOPLE_ORGS_WORLD_CHECK } from './prompts/people-orgs-world-check';
import { ORGANISATIONS_CUES_TUNE } from './prompts/organisations-cues-tune';
import { ORGANISATIONS_CUES_CHECK } from './prompts/organisations-cues-check';
import { PEOPLE_LANGUAGES_TUNE } from './prompts/people-languages-tune';
import { PEOPLE_LANGUAGES_CHECK } from './prompts/people-languages-check';
import { PEOPLE_LOWER_SECOND_TUNE } from './prompts/people-lower-second-tune';
import { PEOPLE_LOWER_SECOND_CHECK } from './prompts/people-lower-second-check';
import { PEOPLE_LOWER_MIXED_TUNE } from './prompts/people-lower-mixed-tune';
import { PEOPLE_LOWER_MIXED_CHECK } from './prompts/people-lower-mixed-check';
import { PEOPLE_SCRIPTS_TUNE } from './prompts/people-scripts-tune';
import { PEOPLE_SCRIPTS_CHECK } from './prompts/people-scripts-check';
import { PEOPLE_CYRILLIC_GREEK_TUNE } from './prompts/people-cyrillic-greek-tune';
import { PEOPLE_CYRILLIC_GREEK_CHECK } from './prompts/people-cyrillic-greek-check';
import { ORGANISATIONS_WORLD_TUNE } from './prompts/organisations-world-tune';
import { ORGANISATIONS_WORLD_CHECK } from './prompts/organisations-world-check';
import { PEOPLE_LOWER_WORLD_TUNE } from './prompts/people-lower-world-tune';
import { PEOPLE_LOWER_WORLD_CHECK } from './prompts/people-lower-world-check';

const FILES: ReadonlyArray<readonly [string, readonly SourcePrompt[]]> = [
  ['starter', STARTER],
  ['organisations-business', ORGANISATIONS_BUSINESS],
  ['organisations-public', ORGANISATIONS_PUBLIC],
  ['organisations-languages', ORGANISATIONS_LANGUAGES],
  ['organisations-informal', ORGANISATIONS_INFORMAL],
  ['organisations-name-free', ORGANISATIONS_NAME_FREE],
  ['organisations-second', ORGANISATIONS_SECOND],
  ['organisations-third', ORGANISATIONS_THIRD],
  ['organisations-name-free-second', ORGANISATIONS_NAME_FREE_SECOND],
  ['name-free-hard', NAME_FREE_HARD],
  ['people-shapes', PEOPLE_SHAPES],
  ['name-free-second', NAME_FREE_SECOND],
  ['people-second', PEOPLE_SECOND],
  ['people-third', PEOPLE_THIRD],
  ['name-free-third', NAME_FREE_THIRD],
  ['organisations-weak-tune', ORGANISATIONS_WEAK_TUNE],
  ['organisations-weak-check', ORGANISATIONS_WEAK_CHECK],
  ['people-lower-tune', PEOPLE_LOWER_TUNE],
  ['people-lower-check', PEOPLE_LOWER_CHECK],
  ['organisations-caps-tune', ORGANISATIONS_CAPS_TUNE],
  ['organisations-caps-check', ORGANISATIONS_CAPS_CHECK],
  ['name-free-fourth', NAME_FREE_FOURTH],
  ['name-free-fourth-check', NAME_FREE_FOURTH_CHECK],
  ['weak-classes-tune', WEAK_CLASSES_TUNE],
  ['weak-classes-check', WEAK_CLASSES_CHECK],
  ['signal-tune', SIGNAL_TUNE],
  ['signal-check', SIGNAL_CHECK],
  ['organisations-structure-tune', ORGANISATIONS_STRUCTURE_TUNE],
  ['organisations-structure-check', ORGANISATIONS_STRUCTURE_CHECK],
  ['organisations-slots-tune', ORGANISATIONS_SLOTS_TUNE],
  ['organisations-slots-check', ORGANISATIONS_SLOTS_CHECK],
  ['shape-tune', SHAPE_TUNE],
  ['shape-check', SHAPE_CHECK],
  ['people-weak-tune', PEOPLE_WEAK_TUNE],
  ['people-weak-check', PEOPLE_WEAK_CHECK],
  ['organisations-banks-ngos-tune', ORGANISATIONS_BANKS_NGOS_TUNE],
  ['organisations-banks-ngos-check', ORGANISATIONS_BANKS_NGOS_CHECK],
  ['name-free-fifth-tune', NAME_FREE_FIFTH_TUNE],
  ['name-free-fifth-check', NAME_FREE_FIFTH_CHECK],
  ['name-free-sixth-tune', NAME_FREE_SIXTH_TUNE],
  ['name-free-sixth-check', NAME_FREE_SIXTH_CHECK],
  ['name-free-seventh-check', NAME_FREE_SEVENTH_CHECK],
  ['people-orgs-world-tune', PEOPLE_ORGS_WORLD_TUNE],
  ['people-orgs-world-check', PEOPLE_ORGS_WORLD_CHECK],
  ['organisations-cues-tune', ORGANISATIONS_CUES_TUNE],
  ['organisations-cues-check', ORGANISATIONS_CUES_CHECK],
  ['people-languages-tune', PEOPLE_LANGUAGES_TUNE],
  ['people-languages-check', PEOPLE_LANGUAGES_CHECK],
  ['people-lower-second-tune', PEOPLE_LOWER_SECOND_TUNE],
  ['people-lower-second-check', PEOPLE_LOWER_SECOND_CHECK],
  ['people-lower-mixed-tune', PEOPLE_LOWER_MIXED_TUNE],
  ['people-lower-mixed-check', PEOPLE_LOWER_MIXED_CHECK],
  ['organisations-registries-tune', ORGANISATIONS_REGISTRIES_TUNE],
  ['organisations-registries-check', ORGANISATIONS_REGISTRIES_CHECK],
  ['people-scripts-tune', PEOPLE_SCRIPTS_TUNE],
  ['people-scripts-check', PEOPLE_SCRIPTS_CHECK],
  ['people-cyrillic-greek-tune', PEOPLE_CYRILLIC_GREEK_TUNE],
  ['people-cyrillic-greek-check', PEOPLE_CYRILLIC_GREEK_CHECK],
  ['organisations-world-tune', ORGANISATIONS_WORLD_TUNE],
  ['organisations-world-check', ORGANISATIONS_WORLD_CHECK],
  ['people-lower-world-tune', PEOPLE_LOWER_WORLD_TUNE],
  ['people-lower-world-check', PEOPLE_LOWER_WORLD_CHECK],
];

/** All hand-written dev prompts, in file order; ids name the file and the position (`starter:0`). */
export function devPrompts(): HeldoutPrompt[] {
  return FILES.flatMap(([file, prompts]) => prompts.map((p, i) => parseMarked(`dev/${file}:${i}`, p)));
}
