// The public surface of a published package, member by member, as the TypeScript compiler sees it:
// what each entry of its `exports` map exports, with the type of every function, constant and
// class, and every property of an interface or object type on a line of its own. A surface report
// (`api-surface.json` beside the package.json) is checked in; CI fails when the code's surface
// differs from it, and when a surface change comes without the version bump it needs:
//   an export or a member removed, or its type changed → a new major;
//   an export or a member added → at least a new minor;
//   the same surface → any version.
// `npm run api-surface` writes the reports again, and refuses one whose bump is too small.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const ROOT = path.resolve(__dirname, '..');
/**
 * The packages other builds load at run time (the shell provides them to the remotes), and the area
 * packages (api/<area>), which their remote bundles: versioned by the same rule, so a team sees what
 * a change to its area's calls, rules or types changes.
 */
const AREA_PACKAGES = fs
  .readdirSync(path.join(ROOT, 'api'))
  .filter((dir) => fs.existsSync(path.join(ROOT, 'api', dir, 'package.json')))
  .map((dir) => `api/${dir}`);
const PUBLISHED = ['shared-sdk', 'shared-ui', ...AREA_PACKAGES];
const REPORT = 'api-surface.json';
/**
 * How the reports are written. A report of another format cannot be compared line by line with
 * this one: the bump rule starts again from the first report of this format.
 */
const FORMAT = 3;

const FLAGS =
  ts.TypeFormatFlags.NoTruncation |
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.WriteArrowStyleSignature |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** The TypeScript entry files of a package's `exports` map, by subpath ('.', './rules', …). */
function entries(packageDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return Object.fromEntries(
    Object.entries(pkg.exports ?? {})
      .map(([subpath, target]) => [subpath, typeof target === 'string' ? target : target.types])
      .filter(
        ([, target]) => typeof target === 'string' && /\.tsx?$/.test(target) && !target.endsWith('.d.ts'),
      )
      .map(([subpath, target]) => [subpath, path.join(packageDir, target)]),
  );
}

function compilerOptions(packageDir) {
  const file = path.join(packageDir, 'tsconfig.json');
  const { config } = ts.readConfigFile(file, ts.sys.readFile);
  return ts.parseJsonConfigFileContent(config, ts.sys, packageDir).options;
}

/**
 * A type as the compiler writes it, without the files it comes from: `import("/…/node_modules/…").X`
 * is `X` (where a package is installed is no part of a surface).
 */
function text(checker, type, at, flags = FLAGS) {
  return checker.typeToString(type, at, flags).replace(/import\("[^"]*"\)\./g, '');
}

/**
 * A call signature by its parameters' types, not their names: renaming a parameter, or reading
 * another property of a destructured one, changes no caller.
 */
function signature(checker, sig, at) {
  const typeParameters = sig.getTypeParameters() ?? [];
  const generics = typeParameters.length
    ? `<${typeParameters
        .map((t) => {
          const c = t.getConstraint();
          return c ? `${t.symbol.name} extends ${text(checker, c, at)}` : t.symbol.name;
        })
        .join(', ')}>`
    : '';
  const params = sig.getParameters().map((param, i) => {
    const declaration = param.valueDeclaration;
    const rest = declaration && ts.isParameter(declaration) && declaration.dotDotDotToken ? '...' : '';
    const optional =
      declaration && ts.isParameter(declaration) && (declaration.questionToken || declaration.initializer);
    const type = text(checker, checker.getTypeOfSymbolAtLocation(param, at), at);
    return optional ? `_${i}?: ${type.replace(/ \| undefined$/, '')}` : `${rest}_${i}: ${type}`;
  });
  return `${generics}(${params.join(', ')}) => ${text(checker, sig.getReturnType(), at)}`;
}

/** A value's type: a plain function by its signatures, anything else as the compiler writes it. */
function valueType(checker, type, at) {
  const calls = type.getCallSignatures();
  if (calls.length && checker.getPropertiesOfType(type).length === 0)
    return calls.map((sig) => signature(checker, sig, at)).join(' & ');
  return text(checker, type, at);
}

function sorted(record) {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Whether a type is an object written in place (no name of its own) with members and no call signature. */
function isPlainObject(type) {
  return (
    (type.flags & ts.TypeFlags.Object) !== 0 &&
    (type.objectFlags & (ts.ObjectFlags.Anonymous | ts.ObjectFlags.ObjectLiteral)) !== 0 &&
    type.getCallSignatures().length === 0 &&
    type.getConstructSignatures().length === 0
  );
}

/** How deep members of objects written in place are listed (`api.cdn.domains.list` is 3). */
const MAX_DEPTH = 6;

/**
 * One line per member of an object type: `name` or `name?` → its type; a member that is itself an
 * object written in place (the SDK's `api.cdn`) is `{…}` with its own members on lines of their own,
 * so a call added inside it reads as an addition, not as a change of the whole.
 */
function membersOf(checker, type, at, depth = 0) {
  const members = {};
  for (const property of checker.getPropertiesOfType(type)) {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const readonly = property.declarations?.some(
      (d) => ts.getCombinedModifierFlags(d) & ts.ModifierFlags.Readonly,
    )
      ? 'readonly '
      : '';
    const key = `${property.name}${optional ? '?' : ''}`;
    const propertyType = checker.getTypeOfSymbolAtLocation(property, at);
    if (depth < MAX_DEPTH && isPlainObject(propertyType)) {
      members[key] = `${readonly}{…}`;
      for (const [member, line] of Object.entries(membersOf(checker, propertyType, at, depth + 1)))
        members[`${key}.${member}`] = line;
    } else {
      members[key] = readonly + valueType(checker, propertyType, at);
    }
  }
  const calls = type.getCallSignatures();
  if (calls.length) members['()'] = calls.map((sig) => signature(checker, sig, at)).join(' & ');
  for (const info of checker.getIndexInfosOfType(type))
    members[`[${text(checker, info.keyType, at)}]`] = text(checker, info.type, at);
  return sorted(members);
}

/** What one exported symbol is, as lines keyed `Name` (its kind and type) and `Name.member`. */
function describe(checker, exported, at, out) {
  const name = exported.name;
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const flags = symbol.flags;
  if (flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class)) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    out[name] = flags & ts.SymbolFlags.Class ? 'class' : 'interface';
    for (const [member, text] of Object.entries(membersOf(checker, type, at)))
      out[`${name}.${member}`] = text;
    if (flags & ts.SymbolFlags.Class) {
      const statics = checker.getTypeOfSymbolAtLocation(symbol, at);
      const constructors = statics.getConstructSignatures();
      if (constructors.length)
        out[`${name}.new`] = constructors.map((sig) => signature(checker, sig, at)).join(' & ');
      for (const [member, text] of Object.entries(membersOf(checker, statics, at)))
        if (member !== 'prototype') out[`${name}.static ${member}`] = text;
    }
    return;
  }
  if (flags & ts.SymbolFlags.TypeAlias) {
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    const declaration = symbol.declarations?.[0];
    const body = declaration && ts.isTypeAliasDeclaration(declaration) ? declaration.type : undefined;
    // an object type's members each on a line; any other type as the compiler writes it, one level deep
    if ((body && ts.isTypeLiteralNode(body)) || isPlainObject(type)) {
      out[name] = 'type {…}';
      for (const [member, text] of Object.entries(membersOf(checker, type, at)))
        out[`${name}.${member}`] = text;
    } else {
      out[name] = `type ${text(checker, type, at, FLAGS | ts.TypeFormatFlags.InTypeAlias)}`;
    }
    return;
  }
  if (flags & ts.SymbolFlags.Enum) {
    out[name] = 'enum';
    for (const member of checker.getExportsOfModule(symbol))
      out[`${name}.${member.name}`] = String(checker.getConstantValue(member.valueDeclaration));
    return;
  }
  if (flags & (ts.SymbolFlags.Function | ts.SymbolFlags.Variable)) {
    const type = checker.getTypeOfSymbolAtLocation(symbol, at);
    const kind = flags & ts.SymbolFlags.Function ? 'function' : 'const';
    if (kind === 'const' && isPlainObject(type)) {
      out[name] = 'const {…}';
      for (const [member, line] of Object.entries(membersOf(checker, type, at)))
        out[`${name}.${member}`] = line;
      return;
    }
    out[name] = `${kind} ${valueType(checker, type, at)}`;
    return;
  }
  out[name] = 'namespace';
}

/** The surface of the package in `packageDir`: its version and, per entry, its members. */
function surfaceOf(packageDir) {
  const files = entries(packageDir);
  const program = ts.createProgram(Object.values(files), { ...compilerOptions(packageDir), noEmit: true });
  const checker = program.getTypeChecker();
  const surface = {};
  for (const [subpath, file] of Object.entries(files)) {
    const source = program.getSourceFile(file);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${file}: not a module`);
    const out = {};
    for (const exported of checker.getExportsOfModule(moduleSymbol)) describe(checker, exported, source, out);
    surface[subpath] = sorted(out);
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  return { package: pkg.name, version: pkg.version, format: FORMAT, surface };
}

/** A line's type as a syntax tree (its kind word, `const`/`function`/`type`/`readonly`, apart); null when it is not one. */
function parsedLine(line) {
  const [, kind, body] = /^((?:const|function|type|readonly) )?([\s\S]*)$/.exec(line);
  const source = ts.createSourceFile('line.ts', `type Line = ${body};`, ts.ScriptTarget.Latest, true);
  const statement = source.statements[0];
  if (source.statements.length !== 1 || !statement || !ts.isTypeAliasDeclaration(statement)) return null;
  return { kind: kind ?? '', node: statement.type, source };
}

/**
 * Whether `b` only widens `a` where callers cannot tell: an object type gains members (an optional
 * one anywhere; a required one only where the package hands the object out, not where a caller
 * hands it in), a function gains optional parameters. `out`: a position the package hands out (a
 * parameter's type flips it). Anything else must be written the same.
 */
function widens(a, b, out, sa, sb) {
  if (a.kind !== b.kind) return false;
  if (ts.isTypeLiteralNode(a) && ts.isTypeLiteralNode(b)) {
    const named = (node, source) =>
      new Map(node.members.map((m) => [m.name ? m.name.getText(source) : m.getText(source), m]));
    const was = named(a, sa);
    const is = named(b, sb);
    for (const [name, member] of was) {
      const now = is.get(name);
      if (!now || now.kind !== member.kind || !!now.questionToken !== !!member.questionToken) return false;
      if (
        member.type && now.type
          ? !widens(member.type, now.type, out, sa, sb)
          : member.getText(sa) !== now.getText(sb)
      )
        return false;
    }
    return [...is].every(
      ([name, member]) =>
        was.has(name) || (ts.isPropertySignature(member) && (!!member.questionToken || out)),
    );
  }
  if (ts.isFunctionTypeNode(a) && ts.isFunctionTypeNode(b)) {
    if (
      (a.typeParameters?.map((t) => t.getText(sa)).join() ?? '') !==
      (b.typeParameters?.map((t) => t.getText(sb)).join() ?? '')
    )
      return false;
    if (b.parameters.length < a.parameters.length) return false;
    const same = a.parameters.every((p, i) => {
      const q = b.parameters[i];
      return (
        !!p.questionToken === !!q.questionToken &&
        !!p.dotDotDotToken === !!q.dotDotDotToken &&
        p.type &&
        q.type &&
        widens(p.type, q.type, !out, sa, sb)
      );
    });
    return (
      same &&
      b.parameters.slice(a.parameters.length).every((q) => !!q.questionToken) &&
      widens(a.type, b.type, out, sa, sb)
    );
  }
  const ca = a.getChildren(sa);
  const cb = b.getChildren(sb);
  if (ca.length !== cb.length) return false;
  if (ca.length === 0) return a.getText(sa) === b.getText(sb);
  return ca.every((child, i) => widens(child, cb[i], out, sa, sb));
}

/** Whether the line `after` only widens the line `before` (widens), both of one kind. */
function widened(before, after) {
  const a = parsedLine(before);
  const b = parsedLine(after);
  return !!a && !!b && a.kind === b.kind && widens(a.node, b.node, true, a.source, b.source);
}

/**
 * How `after` differs from `before`: 'major' when a line is gone or changed, 'minor' when lines are
 * only added or widened (widens), 'none' when equal; with the lines that make it so.
 */
function classify(before, after) {
  const removed = [];
  const changed = [];
  const widenedLines = [];
  const added = [];
  for (const subpath of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[subpath] ?? {};
    const is = after[subpath] ?? {};
    for (const key of Object.keys(was)) {
      if (!(key in is)) removed.push(`${subpath} ${key}`);
      else if (was[key] !== is[key])
        (widened(was[key], is[key]) ? widenedLines : changed).push(
          `${subpath} ${key}: ${was[key]} → ${is[key]}`,
        );
    }
    for (const key of Object.keys(is)) if (!(key in was)) added.push(`${subpath} ${key}`);
  }
  const level =
    removed.length || changed.length ? 'major' : added.length || widenedLines.length ? 'minor' : 'none';
  return { level, removed, changed, widened: widenedLines, added };
}

/** The level of the bump from version `from` to `to`: 'major', 'minor', 'patch' or 'none' (or 'down'). */
function bumpOf(from, to) {
  const a = from.split(/[.+-]/).slice(0, 3).map(Number);
  const b = to.split(/[.+-]/).slice(0, 3).map(Number);
  for (const [i, level] of ['major', 'minor', 'patch'].entries()) {
    if (b[i] > a[i]) return level;
    if (b[i] < a[i]) return 'down';
  }
  return 'none';
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3, down: -1 };

/** Why the bump from the surface `before` (at its version) to `after` is too small; null when enough. */
function bumpProblem(before, after) {
  const change = classify(before.surface, after.surface);
  if (change.level === 'none') return null;
  const bump = bumpOf(before.version, after.version);
  if (RANK[bump] >= RANK[change.level]) return null;
  const lines = [
    ...change.removed.map((l) => `removed ${l}`),
    ...change.changed.map((l) => `changed ${l}`),
    ...change.widened.map((l) => `widened ${l}`),
    ...change.added.map((l) => `added ${l}`),
  ];
  return (
    `${after.package}: its public surface changed since ${before.version} (${lines.length} line${lines.length === 1 ? '' : 's'}), ` +
    `which needs a new ${change.level} version, not ${after.version}:\n  ${lines.slice(0, 20).join('\n  ')}${lines.length > 20 ? `\n  … ${lines.length - 20} more` : ''}`
  );
}

function reportFile(name, root = ROOT) {
  return path.join(root, name, REPORT);
}

function readReport(name, root = ROOT) {
  const file = reportFile(name, root);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

function writeReport(name, surface) {
  fs.writeFileSync(reportFile(name), `${JSON.stringify(surface, null, 2)}\n`);
}

/**
 * The surface a change is judged against: the newest report of another version than the package's
 * current one (the working copy's, else in git's history, newest first); when every report is of
 * this version, the first one recorded (a version, once its surface is recorded, keeps it). Only
 * reports of this format count. Null when there is none.
 */
function previousReport(name, version, root = ROOT) {
  const relative = path.posix.join(name, REPORT);
  const working = readReport(name, root);
  if (working && working.format === FORMAT && working.version !== version) return working;
  const commits = execFileSync('git', ['log', '--format=%H', '--', relative], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  let first = null;
  for (const commit of commits) {
    const report = JSON.parse(
      execFileSync('git', ['show', `${commit}:${relative}`], {
        cwd: root,
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    );
    if (report.format !== FORMAT) continue; // another format cannot be compared line by line
    if (report.version !== version) return report;
    first = report;
  }
  return first;
}

/** Writes every published package's report; refuses (exit 1) a surface change whose bump is too small. */
function main() {
  let failed = false;
  for (const name of PUBLISHED) {
    const current = surfaceOf(path.join(ROOT, name));
    const before = previousReport(name, current.version);
    const problem = before && bumpProblem(before, current);
    if (problem) {
      failed = true;
      console.error(
        `${problem}\n  bump the version in ${name}/package.json, then run npm run api-surface again`,
      );
      continue;
    }
    writeReport(name, current);
    console.log(`${name}: ${REPORT} written (${current.package} ${current.version})`);
  }
  return failed ? 1 : 0;
}

if (require.main === module) process.exit(main());

module.exports = {
  PUBLISHED,
  REPORT,
  FORMAT,
  ROOT,
  surfaceOf,
  classify,
  bumpOf,
  bumpProblem,
  readReport,
  previousReport,
};
