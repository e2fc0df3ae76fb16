#!/usr/bin/env python3
"""Checks a module's documentation and prints the "## Topics" section of its DocC root page.

Usage: doc-topics.py MODULE SYMBOL_GRAPH_JSON

Every top-level public symbol is listed once per name (DocC gathers a name's overloads on one page)
in the topic group of the folder or file it is declared in, in source order, so that a new matcher
is curated where it belongs without anyone editing the catalog; a file no rule of GROUPS names gets
a group of its own, named after its folder or file. Fails when a public symbol has no doc comment,
or when two overloads open with the same sentence (the abstract must tell them apart).
"""
import collections
import json
import re
import sys

# Topic groups, in page order: (title, predicate on the path under Sources/<module>/).
GROUPS = {
    "Matchers": [
        ("Essentials", lambda p: p in ("Matcher.swift", "MatchResult.swift")),
        ("Core", lambda p: p.startswith("Core/")),
        ("Equal except where it does not matter", lambda p: p.startswith("Equivalence/")),
        ("Numbers", lambda p: p.startswith("Numbers/")),
        ("Strings", lambda p: p.startswith("Strings/")),
        ("Collections", lambda p: p.startswith("Collections/")),
        ("Dictionaries", lambda p: p.startswith("Dictionaries/")),
        ("Objects", lambda p: p.startswith("Objects/")),
        ("Errors", lambda p: p.startswith("Errors/")),
        ("Messages and rendering", lambda p: p.startswith("Description/")),
    ],
    "XCTMatchers": [
        ("Assertions", lambda p: p in ("AssertThat.swift", "ApplyMatcher.swift")),
        ("Async and polling", lambda p: p == "Eventually.swift"),
        ("Requirements", lambda p: p == "RequireThat.swift"),
        ("Recording values", lambda p: p == "ValueRecorder.swift"),
    ],
    "SwiftHamcrestCompatibility": [
        ("SwiftHamcrest's names for catalog matchers", lambda p: p == "Names.swift"),
        ("SwiftHamcrest's assertions", lambda p: p == "Assertions.swift"),
    ],
}


# Groups that also list a symbol curated elsewhere: the async overloads of `assertThat` live with the
# synchronous one, and are listed again with the polling functions.
ALSO = {
    "Matchers": [],
    "XCTMatchers": [("Async and polling", lambda declaration: " async" in declaration)],
    "SwiftHamcrestCompatibility": [],
}


def fallback_group(path):
    """A group for a file no rule names: its folder (`Mocks/…` → "Mocks") or, at the top of the
    module, its file name in words (`MockVerification.swift` → "Mock verification")."""
    head = path.split("/", 1)[0] if "/" in path else path.rsplit(".", 1)[0]
    words = re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+", head)
    return " ".join([words[0]] + [w if w.isupper() else w.lower() for w in words[1:]]) if words else head


def first_sentence(text):
    return re.split(r"(?<=[.!?])\s", text.strip(), maxsplit=1)[0]


def main():
    module, graph_path = sys.argv[1], sys.argv[2]
    graph = json.load(open(graph_path))
    # A protocol's requirements, and their default implementations, are curated on its page, as a
    # type's members are.
    parent = {
        r["source"]: r["target"]
        for r in graph["relationships"]
        if r["kind"] in ("memberOf", "requirementOf", "optionalRequirementOf", "defaultImplementationOf")
    }
    problems = []
    overloads = collections.defaultdict(list)
    groups = collections.defaultdict(list)
    for symbol in graph["symbols"]:
        usr = symbol["identifier"]["precise"]
        title = symbol["names"]["title"]
        if "::SYNTHESIZED::" in usr or title.startswith("$"):
            continue  # the standard library's default implementations; property-wrapper projections
        uri = symbol.get("location", {}).get("uri", "")
        path = uri.split(f"/Sources/{module}/", 1)[-1]
        line = symbol.get("location", {}).get("position", {}).get("line", 0)
        doc = " ".join(l["text"] for l in (symbol.get("docComment") or {}).get("lines", [])).strip()
        where = f"{module}/{path}:{line + 1} {'/'.join(symbol['pathComponents'])}"
        if not doc:
            problems.append(f"{where}: no doc comment")
        overloads[(parent.get(usr), title)].append((first_sentence(doc), where))
        if usr in parent:
            continue  # curated on its type's page
        group = next((name for name, matches in GROUPS[module] if matches(path)), None) or fallback_group(path)
        groups[group].append((path, line, title))
        declaration = "".join(f["spelling"] for f in symbol.get("declarationFragments", []))
        for also, applies in ALSO[module]:
            if also != group and applies(declaration):
                groups[also].append(("~", line, title))  # after the group's own symbols
    for (_, title), found in overloads.items():
        sentences = [sentence for sentence, _ in found]
        for sentence, where in found:
            if sentence and sentences.count(sentence) > 1:
                problems.append(f"{where}: overloads of {title} open with the same sentence: {sentence!r}")
    if problems:
        print("\n".join(sorted(set(problems))), file=sys.stderr)
        sys.exit(1)
    out = ["## Topics"]
    known = [name for name, _ in GROUPS[module]]
    for name in known + sorted(set(groups) - set(known)):
        titles = []
        for _, _, title in sorted(groups.get(name, [])):
            if title not in titles:
                titles.append(title)
        if titles:
            out += ["", f"### {name}", ""] + [f"- ``{title}``" for title in titles]
    print("\n".join(out))


main()
