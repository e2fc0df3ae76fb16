#!/usr/bin/env python3
"""Apple availability audit, run on Linux.

Reads the compiler's typed AST of each audited module (`swiftc -dump-ast -dump-ast-format json`)
and the symbol graphs of the toolchain's modules (`swift symbolgraph-extract`), which carry their
Apple availability even on Linux. Every declaration the audited code references from a toolchain
module (by USR for functions, properties and initializers; by name for the types in an expression's
or declaration's type) is looked up there, and each reference is checked against the availability
context it sits in: the floor `Package.swift` declares, raised by enclosing `@available`
declarations, `if #available` branches and the statements after a `guard #available`.

Usage: availability-audit.py --floor macOS=10.15,iOS=13,... --symbol-graphs DIR
       [--list] AST.json...
Exit status 1 when a reference needs a later OS than its context guarantees, with one
`file:line:column: error:` line per reference.
"""

import argparse
import collections
import json
import os
import re
import subprocess
import sys

PLATFORMS = ["macOS", "iOS", "tvOS", "watchOS", "visionOS"]

# The modules whose declarations are audited, and whether their symbol graphs carry Apple
# availability. Corelibs Foundation and XCTest on Linux are separate implementations without
# Apple's availability attributes: their references are listed as "not established".
TOOLCHAIN_MODULES = {
    "Swift": True,
    "_Concurrency": True,
    "_StringProcessing": True,
    "Synchronization": True,
    "Testing": True,
    "FoundationEssentials": True,
    "Foundation": False,
    "XCTest": False,
    "Dispatch": False,
}


def parse_version(text):
    if text is None:
        return None
    if isinstance(text, dict):
        return (text.get("major", 0), text.get("minor", 0), text.get("patch", 0))
    parts = [int(p) for p in str(text).split(".")]
    while len(parts) < 3:
        parts.append(0)
    return tuple(parts[:3])


def show(version):
    major, minor, patch = version
    return f"{major}.{minor}" + (f".{patch}" if patch else "")


def vision_from_ios(ios):
    """visionOS inherits iOS availability where it is not stated: iOS 17 and earlier map to
    visionOS 1.0, iOS 18 to visionOS 2, and from the 2025 releases the numbers are the same."""
    if ios is None:
        return None
    if ios[0] >= 26:
        return ios
    if ios[0] >= 18:
        return (ios[0] - 16, ios[1], ios[2])
    return (1, 0, 0)


class Availability:
    """Per-platform introduction versions and unavailability of one declaration."""

    def __init__(self, entries):
        self.introduced = {}
        self.unavailable = set()
        for entry in entries or []:
            domain = entry.get("domain")
            if domain not in PLATFORMS:
                continue
            if entry.get("isUnconditionallyUnavailable") or entry.get("obsoleted"):
                self.unavailable.add(domain)
            version = parse_version(entry.get("introduced"))
            if version:
                self.introduced[domain] = version
        if "visionOS" not in self.introduced and "iOS" in self.introduced:
            self.introduced["visionOS"] = vision_from_ios(self.introduced["iOS"])
        if "iOS" in self.unavailable:
            self.unavailable.add("visionOS")

    def stated(self):
        return bool(self.introduced or self.unavailable)

    def describe(self):
        if not self.stated():
            return "no Apple availability stated (available since each platform's first Swift)"
        parts = [f"{p} {show(self.introduced[p])}" for p in PLATFORMS if p in self.introduced]
        parts += [f"unavailable on {p}" for p in PLATFORMS if p in self.unavailable]
        return ", ".join(parts)


def load_symbol_graphs(directory):
    """USR -> (module, path, Availability), and type path -> list of the same for types."""
    by_usr = {}
    by_type_path = collections.defaultdict(list)
    default_implementations = collections.defaultdict(list)
    type_kinds = {"swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias", "swift.associatedtype"}
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".symbols.json"):
            continue
        graph = json.load(open(os.path.join(directory, name)))
        declaring = name.split("@")[0].split(".")[0]
        for symbol in graph["symbols"]:
            usr = symbol["identifier"]["precise"]
            path = ".".join(symbol["pathComponents"])
            entry = (declaring, path, Availability(symbol.get("availability")))
            known = by_usr.get(usr)
            # An extension's graph repeats the extended type: keep the entry that states more.
            if known is None or (not known[2].stated() and entry[2].stated()):
                by_usr[usr] = entry
            if symbol["kind"]["identifier"] in type_kinds:
                by_type_path[path].append(entry)
            # A generic parameter's associated type (`Elements.Failure`) is mangled without its
            # protocol: the ones with Apple availability are looked up by their name.
            if symbol["kind"]["identifier"] == "swift.associatedtype" and entry[2].stated():
                by_type_path["." + symbol["pathComponents"][-1]].append(entry)
        for relationship in graph.get("relationships", []):
            if relationship["kind"] == "defaultImplementationOf":
                default_implementations[relationship["target"]].append(relationship["source"])
    # A reference to a protocol requirement newer than its default implementation (the stdlib
    # added `FixedWidthInteger.&*` as a requirement in 2024, with an implementation for every
    # OS): below the requirement's OS the compiler calls the implementation instead.
    for requirement, implementations in default_implementations.items():
        if requirement not in by_usr:
            continue
        module, path, availability = by_usr[requirement]
        for implementation in implementations:
            known = by_usr.get(implementation)
            if known and not known[2].stated():
                by_usr[requirement] = (module, path, known[2])
                break
    return by_usr, by_type_path


class Context:
    """The OS versions a piece of code is known to run on."""

    def __init__(self, versions):
        self.versions = dict(versions)

    def raised(self, specs):
        versions = dict(self.versions)
        stated = {}
        for spec in specs:
            domain = spec.get("domain")
            version = parse_version(spec.get("version") or spec.get("introduced"))
            if domain in PLATFORMS and version:
                stated[domain] = version
        if "visionOS" not in stated and "iOS" in stated:
            stated["visionOS"] = vision_from_ios(stated["iOS"])
        for domain, version in stated.items():
            if version > versions[domain]:
                versions[domain] = version
        return Context(versions)

    def missing(self, availability):
        """The platforms on which `availability` is not met here, as (platform, needed) pairs."""
        short = []
        for platform in PLATFORMS:
            if platform in availability.unavailable:
                short.append((platform, None))
            elif platform in availability.introduced:
                if availability.introduced[platform] > self.versions[platform]:
                    short.append((platform, availability.introduced[platform]))
        return short

    def describe(self):
        return ", ".join(f"{p} {show(self.versions[p])}" for p in PLATFORMS)


TYPE_DECLS = {"struct_decl", "class_decl", "enum_decl", "actor_decl", "extension_decl", "protocol_decl"}

# `AsyncIteratorProtocol.next(isolation:)`, the requirement and its default implementation.
FOR_AWAIT_NEXT = {
    "s:ScI4next9isolation7ElementQzSgScA_pSgYi_tYa7FailureQzYKF",
    "s:ScI12_ConcurrencyE4next9isolation7ElementQzSgScA_pSgYi_tYa7FailureQzYKF",
}

TYPE_FIELDS = ("type", "interface_type", "result", "thrown_type", "replacement_type")
# A generic parameter's associated type as the demangler writes it: `A.Failure`, `A1.Element`.
ASSOCIATED_TYPE = re.compile(r"\b[A-Z]\d*\.([A-Za-z_]\w*)")
QUALIFIED_NAME = re.compile(r"\b(" + "|".join(TOOLCHAIN_MODULES) + r")\.([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)")


class Auditor:
    def __init__(self, floor, by_usr, by_type_path):
        self.floor = Context(floor)
        self.by_usr = by_usr
        self.by_type_path = by_type_path
        # (file, offset, kind, key, context versions)
        self.references = []
        self.mangled = set()
        # The ranges of the types and extensions being walked, innermost last.
        self.enclosing = []
        # The audited code's own declarations that need more than the floor (marked @available
        # themselves or inside a marked type): USR -> (module, name, Availability).
        self.own = {}

    def audit_file(self, source, module):
        self.filename = source["filename"]
        self.module = module
        self.walk_list(source.get("items", []), self.floor, 0)

    def walk_list(self, nodes, context, offset):
        for index, node in enumerate(nodes):
            if isinstance(node, dict) and node.get("_kind") == "pattern_binding_decl":
                # `@available(…) let x = …`: the attribute is on the variables, which follow the
                # binding that holds the initializer.
                specs = []
                for variable in nodes[index + 1:]:
                    if not isinstance(variable, dict) or variable.get("_kind") != "var_decl":
                        break
                    specs += [a for a in variable.get("attrs") or [] if a.get("_kind") == "available_attr"]
                if specs:
                    self.walk(node, context.raised(specs), offset)
                    continue
            # `guard #available(…) else { … }`: the statements after it run in the raised context.
            context = self.walk(node, context, offset) or context

    def walk(self, node, context, offset):
        """Walks `node`; returns the context for the statements after it (raised by a guard)."""
        if isinstance(node, list):
            self.walk_list(node, context, offset)
            return None
        if not isinstance(node, dict):
            return None
        kind = node.get("_kind", "")
        expanded = str(node.get("buffer_id", "")).startswith("@__swiftmacro")
        start = (node.get("range") or {}).get("start")
        if kind.endswith("_decl") and self.is_macro_declaration(expanded, start):
            return None
        if kind in TYPE_DECLS and start is not None:
            self.enclosing.append((start, node["range"].get("end", start)))
            try:
                return self.walk_node(node, kind, context, offset, expanded, start)
            finally:
                self.enclosing.pop()
        return self.walk_node(node, kind, context, offset, expanded, start)

    def is_macro_declaration(self, expanded, start):
        """Whether a declaration is one a macro added (Swift Testing's `@Suite` and `@Test` peers
        and members): the macro's code, not this repository's, left to the compiler, which checks it
        against the declaration the macro is attached to. Such a declaration is marked with the
        expansion's buffer, or, as a member, lies outside its type's own range."""
        if expanded:
            return True
        if start is None or not self.enclosing:
            return False
        first, last = self.enclosing[-1]
        return not first <= start <= last

    def walk_node(self, node, kind, context, offset, expanded, start):
        # Code a macro expanded to (`#expect(…)`) has its positions in the expansion's buffer: its
        # references are reported at the last position in the file itself. Offsets are kept
        # negative below such a node, so that nothing under it moves them.
        if expanded and offset >= 0:
            offset = -offset - 1
        if start is not None and offset >= 0:
            offset = start
        attrs = node.get("attrs") or []
        specs = [a for a in attrs if isinstance(a, dict) and a.get("_kind") == "available_attr"]
        if specs and kind.endswith("_decl"):
            context = context.raised(specs)
        if kind.endswith("_decl") and node.get("usr") and context.versions != self.floor.versions:
            name = ((node.get("name") or {}).get("base_name") or {}).get("name", node["usr"])
            entries = [
                {"domain": p, "introduced": ".".join(map(str, v))}
                for p, v in context.versions.items() if v > self.floor.versions[p]
            ]
            self.own[node["usr"]] = (self.module, name, Availability(entries))

        decl = node.get("decl")
        if isinstance(decl, dict) and decl.get("decl_usr"):
            # `for try await` calls `next(isolation:)` where the deployment target has it and
            # `next()` elsewhere: the compiler's own choice, not a reference in the source.
            if not (node.get("implicit") and decl["decl_usr"] in FOR_AWAIT_NEXT):
                self.references.append((self.filename, offset, "usr", decl["decl_usr"], context))
        for field in TYPE_FIELDS:
            value = node.get(field)
            if isinstance(value, str) and value.startswith("$s"):
                self.mangled.add(value)
                self.references.append((self.filename, offset, "type", value, context))

        conditions = node.get("conditions")
        if kind in ("if_stmt", "guard_stmt", "while_stmt") and isinstance(conditions, list):
            queries = [
                q for c in conditions if isinstance(c, dict) and c.get("_kind") == "#available"
                for q in c.get("queries", [])
            ]
            for condition in conditions:
                self.walk(condition, context, offset)
            raised = context.raised(queries) if queries else context
            if kind == "guard_stmt":
                self.walk(node.get("body"), context, offset)
                return raised
            for key, child in node.items():
                if key == "conditions":
                    continue
                self.walk(child, raised if key in ("then_stmt", "body") else context, offset)
            return None

        for key, child in node.items():
            if key == "rewritten" and offset >= 0:
                # A macro's expansion (`#expect(…)`): its positions are in the expansion's buffer.
                self.walk(child, context, -offset - 1)
                continue
            if key == "substitutions" or key == "inherits":
                # Substitutions and conformances restate types already referenced elsewhere.
                continue
            if isinstance(child, (dict, list)):
                self.walk(child, context, offset)
        return None

    def demangle_all(self):
        names = sorted(self.mangled)
        result = subprocess.run(
            ["swift", "demangle"], input="\n".join(names), capture_output=True, text=True,
            check=True)
        lines = result.stdout.split("\n")
        self.demangled = dict(zip(names, lines))

    def resolve(self, kind, key):
        """The toolchain declarations a reference names: list of (module, path, Availability)."""
        if kind == "usr":
            found = self.by_usr.get(key) or self.own.get(key)
            return [found] if found else []
        text = self.demangled.get(key, "")
        found = []
        for match in ASSOCIATED_TYPE.finditer(text):
            for module, path, availability in self.by_type_path.get("." + match.group(1), []):
                found.append((module, path, availability))
        for match in QUALIFIED_NAME.finditer(text):
            module, path = match.group(1), match.group(2)
            entries = [e for e in self.by_type_path.get(path, []) if e[0] == module] or \
                self.by_type_path.get(path, [])
            if entries:
                best = max(entries, key=lambda e: len(e[2].introduced) + len(e[2].unavailable))
                found.append((module, path, best[2]))
            else:
                found.append((module, path, None))
        return found


def line_column(text, offset):
    line = text.count(b"\n", 0, offset) + 1
    column = offset - (text.rfind(b"\n", 0, offset) + 1) + 1
    return line, column


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--floor", required=True)
    parser.add_argument("--symbol-graphs", required=True)
    parser.add_argument("--list", action="store_true", help="list every referenced declaration")
    parser.add_argument("--quiet", action="store_true", help="list nothing, report violations only")
    parser.add_argument("asts", nargs="+")
    arguments = parser.parse_args()

    floor = {}
    for item in arguments.floor.split(","):
        platform, version = item.split("=")
        floor[platform] = parse_version(version)
    for platform in PLATFORMS:
        if platform not in floor:
            sys.exit(f"error: --floor names no {platform} version")

    by_usr, by_type_path = load_symbol_graphs(arguments.symbol_graphs)
    auditor = Auditor(floor, by_usr, by_type_path)
    for path in arguments.asts:
        # One JSON document per source file, back to back, among the compiler's diagnostics.
        text = open(path).read()
        decoder = json.JSONDecoder()
        start = text.find('{"_kind":"source_file"')
        while start >= 0:
            source, end = decoder.raw_decode(text, start)
            auditor.audit_file(source, os.path.basename(path).rsplit(".", 1)[0])
            start = text.find('{"_kind":"source_file"', end)
    auditor.demangle_all()

    declarations = {}  # (module, path) -> (Availability or None, count)
    violations = {}
    sources = {}
    for filename, offset, kind, key, context in auditor.references:
        for module, path, availability in auditor.resolve(kind, key):
            if module in TOOLCHAIN_MODULES:
                known, count = declarations.get((module, path), (availability, 0))
                declarations[(module, path)] = (known or availability, count + 1)
            if availability is None:
                continue
            short = context.missing(availability)
            if not short:
                continue
            if filename not in sources:
                sources[filename] = open(filename, "rb").read()
            line, column = line_column(sources[filename], offset if offset >= 0 else -offset - 1)
            shown = os.path.relpath(filename) if os.path.isabs(filename) else filename
            needs = ", ".join(f"{p} {show(v)}" if v else f"unavailable on {p}" for p, v in short)
            key = (shown, line, module, path)
            violations[key] = (
                f"{shown}:{line}:{column}: error: {module}.{path} needs {needs}, "
                f"but this code may run on {context.describe()}: mark the declaration "
                f"@available or check with if #available")

    if arguments.quiet:
        by_module = {}
    else:
        by_module = collections.defaultdict(list)
    for (module, path), (availability, count) in declarations.items():
        if not arguments.quiet:
            by_module[module].append((path, availability, count))
    if not arguments.quiet:
        print(f"Referenced declarations of the toolchain's modules: {len(declarations)} in {len(by_module)} modules")
    for module in sorted(by_module):
        entries = sorted(by_module[module])
        if TOOLCHAIN_MODULES[module]:
            print(f"  {module} ({len(entries)}):")
        else:
            print(f"  {module} ({len(entries)}), Apple availability not established here "
                  "(its Linux build is a separate implementation without Apple's attributes):")
        for path, availability, count in entries:
            if availability is None:
                text = "not in the module's symbol graph (an underscored or non-public name)"
            elif not TOOLCHAIN_MODULES[module] and not availability.stated():
                text = "not established"
            else:
                text = availability.describe()
            if arguments.list or (availability is not None and availability.stated()):
                print(f"    {path}: {text}  [{count} reference{'s' if count != 1 else ''}]")
        if not arguments.list:
            unstated = sum(1 for _, a, _ in entries if a is None or not a.stated())
            if unstated:
                print(f"    … and {unstated} more with no Apple availability stated (--list shows them)")

    floor_text = ", ".join(f"{p} {show(floor[p])}" for p in PLATFORMS)
    if violations:
        for key in sorted(violations):
            print(violations[key], file=sys.stderr)
        print(f"availability audit: {len(violations)} reference(s) need a later OS than the declared "
              f"floor ({floor_text}) and are not inside a matching @available or #available",
              file=sys.stderr)
        sys.exit(1)
    print(f"availability audit: every reference is available on the declared floor ({floor_text}) "
          "or inside a matching @available or #available")


if __name__ == "__main__":
    main()
