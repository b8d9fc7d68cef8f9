import { BANK_RULES, PAGES } from '@clearsight/contracts';
import type { ReactNode } from 'react';
import {
  BankOutlined,
  CalendarOutlined,
  GiftOutlined,
  RiseOutlined,
  UnorderedListOutlined,
} from '../../../components/icons';
import { useTranslation, type Translate } from '../../../lib/i18n/use-translation';
import { ActivityHead } from './activity-head';

type HeadOf = (t: Translate) => { icon: ReactNode; title: string; lead: string };

/**
 * Each activity page's head, by its path: what the page shows on top, and what the gate's placeholder shows while
 * the page waits for the member (the server renders the placeholder, so the title and lead are in the page's HTML
 * and on screen at once, not after the page's code and the member's data).
 */
const HEADS: Readonly<Record<string, HeadOf>> = {
  [PAGES.signIn]: (t) => ({
    icon: <CalendarOutlined />,
    title: t('activity.signIn.title'),
    lead: t('activity.signIn.lead'),
  }),
  [PAGES.level]: (t) => ({
    icon: <RiseOutlined />,
    title: t('activity.levelPage.title'),
    lead: t('activity.levelPage.lead'),
  }),
  [PAGES.tasks]: (t) => ({
    icon: <UnorderedListOutlined />,
    title: t('activity.task.title'),
    lead: t('activity.task.lead'),
  }),
  [PAGES.lucky]: (t) => ({
    icon: <GiftOutlined />,
    title: t('activity.luckyPage.title'),
    lead: t('activity.luckyPage.lead'),
  }),
  [PAGES.bank]: (t) => ({
    icon: <BankOutlined />,
    title: t('activity.bankPage.title'),
    lead: t('activity.bankPage.lead', { days: BANK_RULES.termDays }),
  }),
};

/** The head of the activity page at `path` (one of PAGES'), with what sits on its right. */
export function PageHead({ path, aside }: { path: string; aside?: ReactNode }) {
  const { t } = useTranslation();
  const head = HEADS[path];
  return head ? <ActivityHead {...head(t)} aside={aside} /> : null;
}

/** Whether the page at `path` has a head of its own. */
export const hasPageHead = (path: string) => path in HEADS;
