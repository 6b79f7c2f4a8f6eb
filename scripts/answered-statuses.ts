// Which HTTP statuses each handled operation of the reference server can answer, read from the
// server's source with the TypeScript checker: from a handler ("METHOD /path": fn in a module's
// HandlerMap) every function it references is followed (imports resolved, across modules), and each
// `new ApiError(<status>, …)` reached counts, as does a ProviderError (the error handler answers
// 503). A status passed through a parameter counts its default and every literal a reached call
// passes for it. Calls through an interface (a provider's client, ctx.settleClient) have no body
// to follow: what they throw is not seen here.
import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import ts from 'typescript';

const ROOT = resolve(import.meta.dirname, '..');
const SERVER = join(ROOT, 'server');
const HANDLER_KEY = /^(GET|POST|PUT|DELETE|PATCH) \//;
/** What the error handler (server/errors.ts) answers for a ProviderError. */
export const PROVIDER_UNAVAILABLE = 503;

export interface AnsweredStatus {
  status: number;
  /** file:line of the `new ApiError` (or ProviderError) that answers it. */
  where: string;
}

export interface HandlerStatuses {
  /** "METHOD /path" → the statuses its handler can answer. */
  handlers: Map<string, AnsweredStatus[]>;
  /** `new ApiError(x, …)` whose status could not be read as a number (each one to fix here or there). */
  unresolved: string[];
}

function serverSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' ? [] : serverSources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** What a function-like reference leads to: the node whose body is followed. */
type Body = ts.Node;

interface Facts {
  statuses: AnsweredStatus[];
  /** Status parameters: `new ApiError(param, …)` — the parameter's index in its function. */
  statusParams: { fn: ts.SignatureDeclaration; index: number }[];
  calls: { callee: Body; args: readonly ts.Expression[] }[];
  refs: Body[];
  unresolved: string[];
}

export function answeredStatuses(): HandlerStatuses {
  const files = serverSources(SERVER);
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    skipLibCheck: true,
    noEmit: true,
    // Only the server's own files are followed: no library is read (a fraction of the time).
    types: [],
    noLib: true,
    noResolve: true,
  });
  const checker = program.getTypeChecker();
  const ours = (node: ts.Node) => {
    const file = node.getSourceFile().fileName;
    return file.startsWith(SERVER) && !file.includes('/node_modules/') && !file.endsWith('.d.ts');
  };
  const where = (node: ts.Node) => {
    const sf = node.getSourceFile();
    return `${sf.fileName.slice(ROOT.length + 1)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  };

  const symbolOf = (node: ts.Node): ts.Symbol | undefined => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  const declaredIn = (node: ts.Node, file: string, name: string) => {
    const decl = symbolOf(node)?.declarations?.[0];
    return decl !== undefined && decl.getSourceFile().fileName === join(SERVER, file) && (decl as ts.NamedDeclaration).name?.getText() === name;
  };

  /** The bodies a reference leads to: functions, arrow functions held by consts or properties, classes. */
  function bodiesOf(node: ts.Node): Body[] {
    return declarationBodies(symbolOf(node), 0);
  }
  function declarationBodies(symbol: ts.Symbol | undefined, depth: number): Body[] {
    return (symbol?.declarations ?? []).filter(ours).flatMap((decl): Body[] => {
      if (ts.isFunctionDeclaration(decl) || ts.isMethodDeclaration(decl) || ts.isClassDeclaration(decl)) return [decl];
      if ((ts.isVariableDeclaration(decl) || ts.isPropertyAssignment(decl)) && decl.initializer) return [decl.initializer];
      if (ts.isShorthandPropertyAssignment(decl) && depth < 5) return declarationBodies(checker.getShorthandAssignmentValueSymbol(decl), depth + 1);
      return [];
    });
  }

  const factsCache = new Map<Body, Facts>();
  function factsOf(body: Body): Facts {
    const cached = factsCache.get(body);
    if (cached) return cached;
    const facts: Facts = { statuses: [], statusParams: [], calls: [], refs: [], unresolved: [] };
    factsCache.set(body, facts);
    const visit = (node: ts.Node): void => {
      if (ts.isNewExpression(node) && declaredIn(node.expression, 'errors.ts', 'ApiError')) {
        const status = node.arguments?.[0];
        if (status && ts.isNumericLiteral(status)) facts.statuses.push({ status: Number(status.text), where: where(node) });
        else if (status && ts.isIdentifier(status)) {
          const param = symbolOf(status)?.declarations?.[0];
          if (param && ts.isParameter(param) && ts.isFunctionLike(param.parent)) {
            if (param.initializer && ts.isNumericLiteral(param.initializer)) facts.statuses.push({ status: Number(param.initializer.text), where: where(node) });
            facts.statusParams.push({ fn: param.parent, index: param.parent.parameters.indexOf(param) });
          } else facts.unresolved.push(where(node));
        } else facts.unresolved.push(where(node));
      }
      if (ts.isNewExpression(node) && declaredIn(node.expression, 'providers/index.ts', 'ProviderError')) {
        facts.statuses.push({ status: PROVIDER_UNAVAILABLE, where: where(node) });
      }
      if (ts.isCallExpression(node)) {
        for (const callee of bodiesOf(ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression)) {
          facts.calls.push({ callee, args: node.arguments });
        }
      }
      if (ts.isIdentifier(node)) facts.refs.push(...bodiesOf(node));
      ts.forEachChild(node, visit);
    };
    visit(body);
    return facts;
  }

  const unresolved = new Set<string>();
  const handlers = new Map<string, AnsweredStatus[]>();
  function reach(root: Body): AnsweredStatus[] {
    const seen = new Set<Body>([root]);
    const queue = [root];
    const out: AnsweredStatus[] = [];
    const calls: Facts['calls'] = [];
    const params: Facts['statusParams'] = [];
    while (queue.length > 0) {
      const facts = factsOf(queue.pop()!);
      out.push(...facts.statuses);
      calls.push(...facts.calls);
      params.push(...facts.statusParams);
      facts.unresolved.forEach((u) => unresolved.add(u));
      for (const next of facts.refs) {
        if (!seen.has(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    // A status handed in by a caller: the literal each reached call passes.
    for (const { fn, index } of params) {
      for (const call of calls) {
        const arg = call.args[index];
        if (call.callee === fn && arg && ts.isNumericLiteral(arg)) out.push({ status: Number(arg.text), where: where(arg) });
      }
    }
    return out;
  }

  for (const file of files) {
    const sf = program.getSourceFile(file);
    if (!sf) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name) && HANDLER_KEY.test(node.name.text)) {
        const key = node.name.text;
        handlers.set(key, [...(handlers.get(key) ?? []), ...reach(node.initializer)]);
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return { handlers, unresolved: [...unresolved] };
}
