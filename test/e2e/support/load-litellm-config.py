"""Loads a LiteLLM config.yaml through LiteLLM's own ProxyConfig.load_config (what `litellm --config`
runs at start) and prints, as JSON, what LiteLLM made of it: the router's models, the guardrail
callbacks with their event hooks, and the general_settings keys it kept. A config LiteLLM refuses
raises here, exactly as the proxy would fail to start. It also builds the JWT auth settings the way
the proxy's startup does (LiteLLM_JWTAuth, which refuses unknown keys), resolves the LiteLLM role of a
token carrying each IdP role named in role_mappings, and asks LiteLLM's own SSO readiness check
whether the SSO env it finds is complete."""
import asyncio
import json
import sys

import litellm
from fastapi import HTTPException
from litellm.caching.dual_cache import DualCache
from litellm.proxy._types import LiteLLM_JWTAuth
from litellm.proxy.auth.handle_jwt import JWTHandler
from litellm.proxy.management_endpoints.ui_sso import sso_readiness
from litellm.proxy.proxy_server import ProxyConfig


async def main(path: str) -> None:
    router, model_list, general_settings = await ProxyConfig().load_config(router=None, config_file_path=path)
    guardrails = {}
    # Callbacks counted apart: two sharing a name would be one key of guardrails.
    guardrail_callbacks = 0
    for cb in litellm.callbacks:
        name = getattr(cb, "guardrail_name", None)
        if name:
            guardrail_callbacks += 1
            hook = getattr(cb, "event_hook", None)
            guardrails[name] = {
                "type": type(cb).__name__,
                "event_hook": [str(getattr(h, "value", h)) for h in hook] if isinstance(hook, list) else str(getattr(hook, "value", hook)),
                "default_on": getattr(cb, "default_on", None),
            }
    jwt_settings = general_settings.get("litellm_jwtauth")
    role_of = {}
    if jwt_settings is not None:
        handler = JWTHandler()
        handler.update_environment(prisma_client=None, user_api_key_cache=DualCache(), litellm_jwtauth=LiteLLM_JWTAuth(**jwt_settings))
        claim = jwt_settings.get("roles_jwt_field")
        for m in jwt_settings.get("role_mappings") or []:
            role = handler.get_rbac_role(token={claim: [m["role"]]})
            role_of[m["role"]] = str(getattr(role, "value", role))
    try:
        sso = await sso_readiness()
    except HTTPException as e:
        sso = e.detail
    print(json.dumps({
        "models": sorted(router.get_model_names()),
        "guardrails": guardrails,
        "guardrail_callbacks": guardrail_callbacks,
        "general_settings": sorted(general_settings.keys()),
        "success_callback": [str(c) for c in litellm.success_callback],
        "role_permissions": [p.model_dump(exclude_none=True) for p in general_settings.get("role_permissions") or []],
        "idp_roles": role_of,
        "sso": sso,
    }))


asyncio.run(main(sys.argv[1]))
