export { parseInputText, RenderInputError, type InputDocument } from './documents';
export { render, type RenderOptions, type RenderOutput, type RenderedEvent, type RenderedStatus, type RenderedGeneratedSecret } from './render';
export { toJson, toYaml } from './format';
