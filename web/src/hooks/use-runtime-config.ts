/** `/config.json`, once loaded (undefined until then). */
import { loadConfig, type RuntimeConfig } from '../config';
import { useApiQuery } from './use-api-query';

export function useRuntimeConfig(): RuntimeConfig | undefined {
  return useApiQuery(loadRuntimeConfig).data;
}

// A function of no arguments: what is shown has no bearing on the file.
const loadRuntimeConfig = () => loadConfig();
