/** The custom delivery package (`leadflow-custom`) and the switch for private delivery hosts. */
export { customPackage, customJson, customForm, customQuery, customXml, customPropertyProblem, customValueProblem } from "./package.js"
export { setAllowPrivateHosts } from "../../runtime/PrivateHosts.js"
