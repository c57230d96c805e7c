import type { AppContext } from '../../app-context.js';
import type { IdentityProvider } from '../../providers/identity/identity-provider.js';
import type { SmsProvider } from '../../providers/identity/sms-provider.js';

/** What the Identity Verification step's services use beside the app's own dependencies. */
export interface IdentityContext extends AppContext {
  identity: IdentityProvider;
  /** Texts and calls the passcodes. */
  smsProvider: SmsProvider;
}
