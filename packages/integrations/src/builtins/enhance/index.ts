import { definePackage } from "../../Contract.js"
import { emailEnhancement } from "./EmailIntegration.js"
import { phoneEnhancement } from "./PhoneIntegration.js"

/**
 * `leadflow-enhance`: phone and email enhancements computed in process, with no network call and
 * nothing to pay. The pure functions behind them are exported for callers outside a flow.
 */
export const enhancePackage = definePackage({
  id: "leadflow-enhance",
  provider: "Leadflow",
  name: "Enhance",
  description: "Phone and email checks computed locally: line type, country and state of phones; free, disposable and role emails",
  // The version of @leadflow/integrations, which ships it.
  version: "0.1.0",
  integrations: [phoneEnhancement, emailEnhancement]
})

export { emailEnhancement, phoneEnhancement }
export { emailAnswer, INVALID_EMAIL, MISSING_EMAIL } from "./EmailIntegration.js"
export { phoneAnswer, INVALID_PHONE, MISSING_PHONE } from "./PhoneIntegration.js"
export { enhanceEmail, type EmailEnhancement } from "./EmailEnhancement.js"
export { enhancePhone, type LineType, type PhoneEnhancement } from "./PhoneEnhancement.js"
export { stateOfAreaCode } from "./AreaCodeStates.js"
export { canonicalMailbox } from "./Mailbox.js"
export { isRoleAccount, ROLE_ACCOUNTS } from "./RoleAccounts.js"
