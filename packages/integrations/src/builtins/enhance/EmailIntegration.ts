import { Effect } from "effect"
import { defineIntegration, type Appended, type HandleIntegration } from "../../Contract.js"
import { enhanceEmail } from "./EmailEnhancement.js"
import { isBlank, leadField } from "./LeadValue.js"

const PREFIX = "email"
export const INVALID_EMAIL = "invalid email"
export const MISSING_EMAIL = "email must not be blank"

/** The appended data: the enhancement, or a failure when the address is not valid. */
export const emailAnswer = (vars: Readonly<Record<string, unknown>>): Appended => {
  const enhancement = enhanceEmail(leadField(vars, "email"))
  return {
    [PREFIX]:
      enhancement === undefined
        ? { outcome: "failure", reason: INVALID_EMAIL, valid: false }
        : { outcome: "success", ...enhancement }
  }
}

/**
 * Email enhancement, computed in process: syntax, free and disposable providers, role accounts
 * and the canonical mailbox. It answers at once (an already completed Effect).
 */
export const emailEnhancement: HandleIntegration = defineIntegration({
  id: "leadflow-enhance.outbound.email",
  name: "Email",
  type: "enhancement",
  tag: "Data Enhancement",
  description: "Check an email address: syntax, free or disposable provider, role account, and its canonical mailbox",
  request_variables: [{ name: "lead.email", type: "email", required: true, description: "The email address" }],
  response_variables: [
    { name: `${PREFIX}.outcome`, type: "string", description: "success for a valid address; failure otherwise" },
    { name: `${PREFIX}.reason`, type: "string", description: "\"invalid email\" when the address is not valid" },
    { name: `${PREFIX}.valid`, type: "boolean", description: "True when the address is syntactically valid (no DNS or mailbox check)" },
    {
      name: `${PREFIX}.normalized`,
      type: "string",
      description:
        "The address lower-cased, with provider aliases folded: Gmail ignores dots and +tags (and googlemail.com is gmail.com); " +
        "Outlook, Hotmail, Live, MSN, iCloud, Fastmail and Proton drop +tags. Other domains are only lower-cased"
    },
    { name: `${PREFIX}.domain`, type: "string", description: "The domain, lower-cased" },
    { name: `${PREFIX}.is_free`, type: "boolean", description: "True for free mail providers (disposable ones included)" },
    { name: `${PREFIX}.is_disposable`, type: "boolean", description: "True for disposable (throwaway) mail providers" },
    {
      name: `${PREFIX}.is_role`,
      type: "boolean",
      description: "True for a role account rather than a person: admin@, info@, sales@, support@, noreply@, webmaster@ ..."
    }
  ],
  validate: (vars) => (isBlank(leadField(vars, "email")) ? MISSING_EMAIL : undefined),
  handle: (vars) => Effect.succeed(emailAnswer(vars))
})
