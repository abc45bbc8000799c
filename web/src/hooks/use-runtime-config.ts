/** `/config.json`, once loaded (undefined until then). */
import { useEffect, useState } from 'react';

import { loadConfig, type RuntimeConfig } from '../config';

export function useRuntimeConfig(): RuntimeConfig | undefined {
  const [config, setConfig] = useState<RuntimeConfig>();
  useEffect(() => {
    let current = true;
    void loadConfig().then((loaded) => current && setConfig(loaded));
    return () => {
      current = false;
    };
  }, []);
  return config;
}
