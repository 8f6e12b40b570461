"""Loads a LiteLLM config.yaml through LiteLLM's own ProxyConfig.load_config (what `litellm --config`
runs at start) and prints, as JSON, what LiteLLM made of it: the router's models, the guardrail
callbacks with their event hooks, and the general_settings keys it kept. A config LiteLLM refuses
raises here, exactly as the proxy would fail to start."""
import asyncio
import json
import sys

import litellm
from litellm.proxy.proxy_server import ProxyConfig


async def main(path: str) -> None:
    router, model_list, general_settings = await ProxyConfig().load_config(router=None, config_file_path=path)
    guardrails = {}
    for cb in litellm.callbacks:
        name = getattr(cb, "guardrail_name", None)
        if name:
            hook = getattr(cb, "event_hook", None)
            guardrails[name] = {
                "type": type(cb).__name__,
                "event_hook": [str(getattr(h, "value", h)) for h in hook] if isinstance(hook, list) else str(getattr(hook, "value", hook)),
                "default_on": getattr(cb, "default_on", None),
            }
    print(json.dumps({
        "models": sorted(router.get_model_names()),
        "guardrails": guardrails,
        "general_settings": sorted(general_settings.keys()),
        "success_callback": [str(c) for c in litellm.success_callback],
    }))


asyncio.run(main(sys.argv[1]))
