import type { Plugin } from 'vite';

/**
 * The contract's schemas and operations carry documentation for the OpenAPI document and the sandbox:
 * descriptions, summaries and the assumptions behind each decision. The browser reads none of it, yet it
 * would travel in the first route, whose script has a budget (docs/decisions/0021, principle 11). In the browser build
 * each such string is replaced by an empty one. Only plain string literals are touched (a template with
 * `${…}` is left whole), and only as the value of these keys or the argument of `.describe(…)`: nothing the
 * portal reads at run time (an open value set's `x-extensible-enum` marks, say) is a documentation string.
 */
const STRING = String.raw`(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|\`(?:[^\`\\$]|\\.|\$(?!\{))*\`)`;
const DOC_KEY = String.raw`(?:'x-assumption'|"x-assumption"|description|summary|assumption)`;
const DOC_VALUE = new RegExp(String.raw`(${DOC_KEY}\s*:\s*)${STRING}(?=\s*[,}\n])`, 'g');
const DESCRIBE_CALL = new RegExp(String.raw`(\.describe\(\s*)${STRING}(\s*\))`, 'g');

export function stripContractDocs(code: string): string {
  return code.replace(DOC_VALUE, "$1''").replace(DESCRIBE_CALL, "$1''$2");
}

/** The modules of the contract (src/api/schemas, src/api/operations) as the browser build reads them. */
const CONTRACT_MODULE = /[\\/]src[\\/]api[\\/](schemas|operations)[\\/][^\\/]+\.ts$/;

export function stripContractDocsPlugin(): Plugin {
  return {
    name: 'strip-contract-docs',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_MODULE.test(id.split('?')[0] ?? id)) return null;
      return { code: stripContractDocs(code), map: null };
    },
  };
}
