import { type LinkFlow, LinkStyle, linkFlows } from '../constants/financial-link.js';
import { offersLink } from './link-flows.js';

type ConnectSettings = Parameters<typeof offersLink>[0];

/** A way to link offered on the Connect intro: the first style's bank link, or a flow of the second. */
export type ConnectLink =
  | { style: typeof LinkStyle.Finicity }
  | { style: typeof LinkStyle.Plaid; flow: LinkFlow };

export interface ConnectChoices {
  links: ConnectLink[];
  /** Add income, assets (and vouchers) by hand from the intro. */
  manual: boolean;
}

/**
 * The Connect intro's buttons by configuration (spec part 2 §2 "Connect"): manual mode adds by hand; the
 * first provider links a bank account beside adding by hand; the second offers the flows the community
 * turned on (bank link, payroll digital, payroll manual). "I Don't Have Income or Assets" is offered in
 * every mode. A provider offering no flow at all leaves the manual mode.
 */
export function connectChoices(settings: ConnectSettings): ConnectChoices {
  if (offersLink(settings, LinkStyle.Finicity, 'bank')) {
    return { links: [{ style: LinkStyle.Finicity }], manual: true };
  }
  const flows = linkFlows.filter((flow) => offersLink(settings, LinkStyle.Plaid, flow));
  if (flows.length > 0)
    return { links: flows.map((flow) => ({ style: LinkStyle.Plaid, flow })), manual: false };
  return { links: [], manual: true };
}
