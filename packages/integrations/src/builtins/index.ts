import { customPackage } from "./custom/index.js"
import { enhancePackage } from "./enhance/index.js"
import { standardPackage } from "./standard/index.js"
import { suppressionListPackage } from "./suppressionlist/index.js"

/** The packages that ship with Leadflow, listed and run like any plugin package. */
export const builtinPackages = [standardPackage, customPackage, suppressionListPackage, enhancePackage] as const
