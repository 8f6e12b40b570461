/**
 * The built-in theme pack of an alt gateway, as ConfigMap `<gateway>-branding` key
 * `theme-pack.json`. It is emitted only for an Enterprise-licensed gateway with no pack of your own
 * in force; your own pack (`brandingConfigMapRef`) is referenced where it is, never copied.
 */
import { k8s } from 'cdk8s-plus-33';
import { Construct } from 'constructs';
import { brandingConfigMapName } from './names';

export const THEME_PACK_KEY = 'theme-pack.json';

/** The built-in pack: neutral colours and the product name; no assets to fetch. */
export const BUILTIN_THEME_PACK = Object.freeze({
  name: 'aigw-default',
  version: 1,
  productName: 'AI Gateway',
  colors: Object.freeze({ primary: '#1f4e79', accent: '#2e86c1', background: '#ffffff', text: '#1b1b1b' }),
  logo: null,
});

export interface AltBrandingProps {
  readonly gateway: string;
  /** @default - the chart's namespace */
  readonly namespace?: string;
  /** @default BUILTIN_THEME_PACK */
  readonly themePack?: Readonly<Record<string, unknown>>;
}

export class AltBranding extends Construct {
  /** The ConfigMap key holding the pack. */
  readonly configMapRef: { readonly name: string; readonly key: string };

  constructor(scope: Construct, id: string, props: AltBrandingProps) {
    super(scope, id);
    this.configMapRef = { name: brandingConfigMapName(props.gateway), key: THEME_PACK_KEY };
    new k8s.KubeConfigMap(this, 'Resource', {
      metadata: { name: this.configMapRef.name, namespace: props.namespace },
      data: { [THEME_PACK_KEY]: `${JSON.stringify(props.themePack ?? BUILTIN_THEME_PACK, null, 2)}\n` },
    });
  }
}
