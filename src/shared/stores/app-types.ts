import type { HouseSystem, NodeType } from '../../core/astrology/vocabulary';
import type {
  Gender,
  HiddenStemRule,
  LuckStartMethod,
  UseGodMethod,
  ZiHourRule,
} from '../../core/bazi/conventions';
import type { BirthCoordinates, TimeReading } from '../../core/chart/birth-schemas';
import type { ChartOutput } from '../../core/chart/compute-chart';
import type { Language } from '../../i18n/languages';

/** Birth data as the user entered it (spec §3). */
export interface UserData {
  name: string;
  /** YYYY-MM-DD */
  birthdate: string;
  birthHour: number;
  birthMinute: number;
  birthplace: string;
  gender: Gender;
  /** Date and time with zero seconds, YYYY-MM-DDTHH:MM:00 (the birthplace's wall clock). */
  fullBirthDateTime: string;
  /**
   * The point the user chose for the birthplace (a listed place, coordinates entered by hand, or the Tokyo
   * fallback kept knowingly). Absent in older data: the birthplace text is then looked up.
   */
  coordinates?: BirthCoordinates;
  /** The birth time is not known (issue 17 §2): birthHour and birthMinute hold noon, where the chart is cast. */
  birthTimeUnknown?: boolean;
  /** How the recorded time is read where the clocks make it a question (issue 32 §2); absent: the clock then. */
  timeReading?: TimeReading;
}

/** What a finished analysis stores: the engine's full chart and how the place was read. */
export interface CalculationResults {
  chart: ChartOutput;
  /** The gazetteer knew the birthplace; false means the Tokyo fallback was used (and shown). */
  placeResolved: boolean;
  computedAt: string;
  dataSource: 'local';
}

export const ANALYSIS_TYPES = ['bazi', 'astrology', 'transit'] as const;
export type AnalysisType = (typeof ANALYSIS_TYPES)[number];

export interface HistoryEntry {
  id: string;
  timestamp: number;
  userData: UserData;
  results: CalculationResults;
  analysisType: AnalysisType;
}

export type Theme = 'light' | 'dark' | 'system';

/** The conventions every result page names (DESIGN §6). */
export interface Conventions {
  houseSystem: HouseSystem;
  node: NodeType;
  ziHour: ZiHourRule;
  trueSolarTime: boolean;
  hiddenStems: HiddenStemRule;
  /** 用神 by 扶抑 (default) or 調候 first; absent in settings saved before it existed. */
  useGod?: UseGodMethod;
  /** How the age of the first 大運 is counted; absent in settings saved before it existed (exact). */
  luckStart?: LuckStartMethod;
}

export interface Settings {
  language: Language;
  theme: Theme;
  notifications: boolean;
  autoSave: boolean;
  debugMode: boolean;
  useExternalAstrologyApi: boolean;
  astrologyApiEnabled: boolean;
  conventions: Conventions;
  /** The results guided tour was offered and answered (started or dismissed). */
  tourOffered?: boolean;
}

export type AppErrorType = 'DataError' | 'CalculationError' | 'InitializationError' | 'UnknownError';

export interface AppError {
  /** i18n key of the message. */
  message: string;
  type: AppErrorType;
  timestamp: number;
  code?: string;
}

export interface PageState {
  lastVisitedPage: string | null;
  navigationHistory: { page: string; timestamp: number }[];
}

/** Spec §9 limits. */
export const HISTORY_LIMIT = 20;
export const RECENT_SHOWN = 5;
export const NAVIGATION_HISTORY_LIMIT = 50;

/** Storage keys (spec §3): app state, AI chat state (reserved for the chat issue). */
export const APP_STATE_KEY = 'app-state';
export const AI_CHAT_STATE_KEY = 'ai-chat-state';
/** The day the daily reminder was last shown (src/app/reminder), so that a day gets one and only one. */
export const REMINDER_DAY_KEY = 'seimei-reminder-day';
/** The second person of the compatibility page (src/features/compat): their birth data, on this device only. */
export const PARTNER_KEY = 'seimei-partner';
/**
 * Sent on window when the user deletes their data or resets the app: the consultant's store, if loaded, forgets
 * what it holds in memory (the settings dialog does not load the consultant's code to tell it).
 */
export const FORGET_CHAT_EVENT = 'seimei:forget-chat';
export const APP_STATE_VERSION = 2;
