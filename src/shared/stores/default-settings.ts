import type { Settings } from './app-types';

export const DEFAULT_SETTINGS: Settings = {
  language: 'ja',
  theme: 'system',
  notifications: false,
  autoSave: true,
  debugMode: false,
  useExternalAstrologyApi: false,
  astrologyApiEnabled: false,
  conventions: {
    houseSystem: 'placidus',
    node: 'true',
    ziHour: 'midnight',
    trueSolarTime: false,
    hiddenStems: 'chinese',
    useGod: 'supportRestrain',
  },
};
