import type { ComponentType } from 'react';
import type { CommunitySectionProps } from '@/features/staff-settings/lib/community-section';
import { ApplicationSettingsSection } from '../community-sections/ApplicationSettingsSection';
import { FeesSection } from '../community-sections/FeesSection';
import { LeaseTermsSection } from '../community-sections/LeaseTermsSection';
import { ProofRulesSection } from '../community-sections/ProofRulesSection';
import { RentalOptionsSection } from '../community-sections/RentalOptionsSection';
import { ScreeningSection } from '../community-sections/ScreeningSection';
import { TemplatesSection } from '../community-templates/TemplatesSection';
import { UnitsSection } from '../community-units/UnitsSection';
import { GeneralSection } from './GeneralSection';
import { HistorySection } from './HistorySection';
import { LawsSection } from './LawsSection';
import { ThemeSection } from './ThemeSection';

/**
 * The sections of a community's settings, in the navigation's order, each at
 * `/staff/settings/communities/{slug}/{section}`; General is the community's own address.
 */
export const sectionComponents = {
  general: GeneralSection,
  theme: ThemeSection,
  'lease-terms': LeaseTermsSection,
  fees: FeesSection,
  laws: LawsSection,
  'rental-options': RentalOptionsSection,
  screening: ScreeningSection,
  'application-settings': ApplicationSettingsSection,
  'proof-documents': ProofRulesSection,
  units: UnitsSection,
  templates: TemplatesSection,
  history: HistorySection,
} satisfies Record<string, ComponentType<CommunitySectionProps>>;

export type SectionName = keyof typeof sectionComponents;

/** Every section, in order. */
export const SECTION_NAMES = Object.keys(sectionComponents) as SectionName[];

/** The section a path's `:section` names: General when none; null for a name that is no section. */
export function sectionOf(segment: string | undefined): SectionName | null {
  if (segment === undefined) return 'general';
  return segment !== 'general' && Object.hasOwn(sectionComponents, segment) ? (segment as SectionName) : null;
}

/** The path segment of a section (none for General). */
export const sectionSegment = (section: SectionName) => (section === 'general' ? undefined : section);
