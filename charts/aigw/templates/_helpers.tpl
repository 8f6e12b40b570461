{{/*
Hand-written helpers; templates/_generated.tpl holds the ones made from the install code.
*/}}

{{/* The upstream controller's image: its own, else the operator's. */}}
{{- define "aigw.upstreamProxyImage" -}}
{{ .Values.upstreamProxy.image | default (include "aigw.image" .) }}
{{- end }}

{{/* The license Secret as the operator takes it, NAMESPACE/NAME; a bare NAME is in the release namespace. */}}
{{- define "aigw.licenseSecret" -}}
{{- with .Values.license.secret }}
{{- if contains "/" . }}{{ . }}{{ else }}{{ $.Release.Namespace }}/{{ . }}{{ end }}
{{- end }}
{{- end }}

{{/* The license Secret's namespace, or nothing: it gets a Role to read Secrets when it is not a watched one. */}}
{{- define "aigw.licenseNamespace" -}}
{{- with include "aigw.licenseSecret" . }}{{ (splitList "/" .) | first }}{{- end }}
{{- end }}

{{/*
The operator pod template's aigw.dev/config-hash, as `aigw install` computes it: the first 32 hex
digits of the SHA-256 of {"licensePublicKeyPem":PEM or null}. A changed key rolls the operator at once.
*/}}
{{- define "aigw.configHash" -}}
{{- if and .Values.license.publicKey.pem .Values.license.publicKey.existingConfigMap }}
{{- fail "license.publicKey: set pem or existingConfigMap, not both" }}
{{- end }}
{{- if .Values.license.publicKey.pem }}
{{- dict "licensePublicKeyPem" .Values.license.publicKey.pem | toJson | sha256sum | trunc 32 }}
{{- else }}
{{- `{"licensePublicKeyPem":null}` | sha256sum | trunc 32 }}
{{- end }}
{{- end }}

{{/* Where the controller pods run and how they pull the image; only the fields that are set. */}}
{{- define "aigw.podPlacement" -}}
{{- with .Values.imagePullSecrets }}
imagePullSecrets:
{{- range . }}
  - name: {{ if kindIs "string" . }}{{ . | quote }}{{ else }}{{ .name | quote }}{{ end }}
{{- end }}
{{- end }}
{{- with .Values.nodeSelector }}
nodeSelector: {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.tolerations }}
tolerations: {{- toYaml . | nindent 2 }}
{{- end }}
{{- with .Values.affinity }}
affinity: {{- toYaml . | nindent 2 }}
{{- end }}
{{- end }}
