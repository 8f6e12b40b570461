export { parseInputText, RenderInputError, type InputDocument } from './documents';
export { render, type RenderOptions, type RenderOutput, type RenderedEvent, type RenderedHold, type RenderedStatus, type RenderedGeneratedSecret } from './render';
export { toJson, toYaml } from './format';
export { CrdValidator, formatSchemaProblem, type SchemaProblem } from './validate';
export { FAIL_ON_LEVELS, failsOn, heldLines, notReadyLines, outcomeOf, type FailOn, type Outcome } from './summary';
