#!/usr/bin/env python3
"""Type-checks Swift code for Apple platforms on Linux, with the compiler's own availability checker.

The toolchain ships the textual interfaces of its Swift modules (Swift, _Concurrency,
_StringProcessing, _RegexParser, Synchronization, Testing). Those interfaces carry Apple's
availability attributes; retargeted to an Apple triple, with an empty SDK directory, they let
`swiftc -target x86_64-apple-macos12` check every reference exactly as Xcode's compiler does.
Modules that ship no interface here (Foundation, XCTest, Darwin, ObjectiveC) are replaced by the
stand-ins in Scripts/apple-stand-ins/: the Apple API this package uses, written from Apple's
documentation with Apple's availability. A use of an API the stand-ins do not declare is a compile
error, so the stand-ins cannot silently fall behind the code.

Each platform is checked at its floor (the `platforms:` of Package.swift), with the Apple branch of
every `#if` (canImport(ObjectiveC), canImport(Darwin), !os(Linux)) compiled, and warnings as errors.

Usage:
  apple-availability.py package [--platforms macOS,iOS,...]
      every Swift target of the package in this folder, in dependency order
  apple-availability.py fixtures DIR [--platforms ...]
      each DIR/*.swift alone; its `// expect:` lines say what must be reported (or `nothing`)

Work files go to .build/apple-availability/, one folder a platform; the retargeted modules are
built once a platform and reused by every compilation in the run (and by later runs with the same
compiler).
"""

import argparse
import concurrent.futures
import functools
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".build", "apple-availability")
STAND_INS = os.path.join(ROOT, "Scripts", "apple-stand-ins")

# Apple platform name → (the triple's OS, its environment, the resource directory's platform folder).
# x86_64 throughout: the interfaces here are the x86_64 Linux ones, and availability does not
# depend on the architecture.
PLATFORMS = {
    "macOS": ("macos", "", "macosx"),
    "iOS": ("ios", "-simulator", "iphonesimulator"),
    "tvOS": ("tvos", "-simulator", "appletvsimulator"),
    "watchOS": ("watchos", "-simulator", "watchsimulator"),
    "visionOS": ("ios", "-simulator", "iphonesimulator"),  # as the iOS it derives from: see below
}
# The toolchain modules whose interfaces are retargeted. `import Glibc` is dropped from them
# (Synchronization's futex code is behind it; nothing in the interface names a Glibc type).
TOOLCHAIN_MODULES = [
    "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "SwiftOnoneSupport",
    "Synchronization", "Testing", "_TestingInterop",
]
# Stand-ins, in the order they depend on each other.
STAND_IN_MODULES = ["ObjectiveC", "Darwin", "Dispatch", "Foundation", "XCTest"]
# visionOS takes iOS's availability where a declaration names no visionOS version (nearly all of
# the standard library's), mapped through the SDK's version table; without Apple's SDK this compiler
# compares the iOS versions with the visionOS one unmapped. So visionOS is checked as the iOS
# release its floor corresponds to (Apple's published mapping: visionOS 1.0 is iOS 17.1, 2.0 is
# 18.0, and from the 2025 releases the numbers are the same). What this leaves unchecked: an
# attribute that names visionOS alone, and `#if os(visionOS)` (the package has neither).
IOS_FOR_VISION = {"1.0": "17.1", "1.1": "17.4", "1.2": "17.5", "2.0": "18.0", "2.1": "18.1", "2.2": "18.2",
                  "2.3": "18.3", "2.4": "18.4", "2.5": "18.5", "2.6": "18.6"}


def run(arguments, **kwargs):
    return subprocess.run(arguments, capture_output=True, text=True, **kwargs)


def toolchain_interface_dir():
    target = json.loads(run(["swiftc", "-print-target-info"]).stdout)
    runtime = target["paths"]["runtimeResourcePath"]
    return os.path.join(runtime, "linux"), target["target"]["triple"], runtime


@functools.cache
def dump_package():
    return json.loads(run(["swift", "package", "dump-package"], cwd=ROOT).stdout)


def floors():
    dump = dump_package()
    names = {"macos": "macOS", "ios": "iOS", "tvos": "tvOS", "watchos": "watchOS", "visionos": "visionOS"}
    declared = {names[p["platformName"]]: p["version"] for p in dump["platforms"] if p["platformName"] in names}
    missing = [name for name in PLATFORMS if name not in declared]
    if missing:
        sys.exit("error: Package.swift declares no " + ", ".join(missing) + " version in platforms:")
    return declared


class Platform:
    """One Apple platform at one version: its triple, resource directory and stand-in modules."""

    def __init__(self, name, version):
        os_name, environment, folder = PLATFORMS[name]
        self.name = name
        self.version = version
        checked = IOS_FOR_VISION.get(version, version) if name == "visionOS" else version
        self.triple = f"x86_64-apple-{os_name}{checked}{environment}"
        # The name of a module's interface in the resource directory: the triple without a version.
        self.interface_name = f"x86_64-apple-{os_name}{environment}.swiftinterface"
        self.folder = folder
        self.work = os.path.join(WORK, f"{name}-{version}")
        self.resources = os.path.join(self.work, "resources")
        self.sdk = os.path.join(self.work, "sdk")
        self.stand_ins = os.path.join(self.work, "stand-ins")
        self.module_cache = os.path.join(self.work, "module-cache")

    def prepare(self):
        """Retargets the toolchain's interfaces and builds the stand-ins; returns errors or None."""
        linux, linux_triple, runtime = toolchain_interface_dir()
        # Rebuilt when the compiler, the triple, the stand-ins or this script change.
        digest = hashlib.sha256(open(os.path.abspath(__file__), "rb").read())
        for module in STAND_IN_MODULES:
            digest.update(open(os.path.join(STAND_INS, f"{module}.swift"), "rb").read())
        stamp = run(["swiftc", "--version"]).stdout + self.triple + digest.hexdigest()
        stamp_file = os.path.join(self.work, "stamp")
        if not (os.path.exists(stamp_file) and open(stamp_file).read() == stamp):
            shutil.rmtree(self.work, ignore_errors=True)
            platform_dir = os.path.join(self.resources, self.folder)
            os.makedirs(platform_dir)
            os.makedirs(self.sdk)
            for shared in ("shims", "clang"):
                os.symlink(os.path.join(runtime, shared), os.path.join(self.resources, shared))
            for module in TOOLCHAIN_MODULES:
                source = os.path.join(linux, f"{module}.swiftmodule", f"{linux_triple}.swiftinterface")
                text = open(source).read()
                # The module's own flags: the Apple triple, and no availability checking of the
                # interface itself (its Linux text leaves out some Apple-only annotations).
                text = text.replace(f"-target {linux_triple}",
                                    f"-target {self.triple} -disable-availability-checking", 1)
                # Linux interfaces keep @backDeployed without the bodies it needs; the attribute
                # changes where the code runs, not who may call it.
                text = re.sub(r"@backDeployed\([^)]*\)", "", text)
                text = re.sub(r"^import Glibc$", "", text, flags=re.M)
                if "_swift_stdlib_gettid()" in text:
                    # The Linux mutex's inlinable code asks a Linux-only C shim for the thread id.
                    text += "\n@usableFromInline internal func _swift_stdlib_gettid() -> Swift.UInt32 { 0 }\n"
                destination = os.path.join(platform_dir, f"{module}.swiftmodule")
                os.makedirs(destination)
                with open(os.path.join(destination, self.interface_name), "w") as out:
                    out.write(text)
            os.makedirs(self.stand_ins)
            for module in STAND_IN_MODULES:
                result = self.swiftc(["-emit-module", "-wmo", "-parse-as-library", "-swift-version", "6",
                                      "-module-name", module, "-enable-library-evolution",
                                      "-emit-module-path", os.path.join(self.stand_ins, f"{module}.swiftmodule"),
                                      os.path.join(STAND_INS, f"{module}.swift")])
                if result.returncode != 0:
                    return f"the stand-in {module} does not build for {self.triple}:\n" + result.stdout + result.stderr
            with open(stamp_file, "w") as out:
                out.write(stamp)
        return None

    def swiftc(self, arguments):
        return run(["swiftc", "-target", self.triple, "-sdk", self.sdk, "-resource-dir", self.resources,
                    "-module-cache-path", self.module_cache, "-I", self.stand_ins,
                    "-Xfrontend", "-disable-objc-interop", "-no-color-diagnostics"] + arguments)


def errors_of(result):
    """The compiler's diagnostics without the SDK-settings warning an empty SDK directory causes."""
    lines = (result.stdout + result.stderr).splitlines()
    return "\n".join(line for line in lines if "Could not read SDKSettings.json" not in line)


# -- the package -----------------------------------------------------------------------------

def package_targets():
    describe = json.loads(run(["swift", "package", "describe", "--type", "json"], cwd=ROOT).stdout)
    dump = dump_package()
    modes = {}
    for target in dump["targets"]:
        for setting in target.get("settings", []):
            mode = setting.get("kind", {}).get("swiftLanguageMode")
            if mode:
                modes[target["name"]] = mode["_0"]
    targets = {}
    for target in describe["targets"]:
        if target["module_type"] != "SwiftTarget":
            continue
        targets[target["name"]] = {
            "c99name": target["c99name"],
            "type": target["type"],
            "sources": [os.path.join(target["path"], source) for source in target["sources"]],
            "dependencies": [d for d in target.get("target_dependencies", []) or []],
            "mode": modes.get(target["name"], "6"),
        }
    return targets


def dependency_order(targets):
    ordered, seen = [], set()

    def visit(name):
        if name in seen or name not in targets:
            return
        seen.add(name)
        for dependency in targets[name]["dependencies"]:
            visit(dependency)
        ordered.append(name)

    for name in sorted(targets):
        visit(name)
    return ordered


def compile_target(platform, target, modules, defines=()):
    """Type-checks one target for `platform` as SwiftPM builds it; a library also emits its module
    into `modules`, where the targets that depend on it find it."""
    arguments = ["-swift-version", target["mode"], "-module-name", target["c99name"],
                 "-package-name", "matchers", "-warnings-as-errors", "-DSWIFT_PACKAGE", "-DDEBUG",
                 "-I", modules, "-enable-testing", "-Onone", "-wmo"] + [f"-D{d}" for d in defines]
    if target["type"] == "library" and not defines:
        arguments += ["-parse-as-library", "-emit-module",
                      "-emit-module-path", os.path.join(modules, f"{target['c99name']}.swiftmodule")]
    else:
        if target["type"] != "executable":
            arguments.append("-parse-as-library")
        arguments.append("-typecheck")
    return platform.swiftc(arguments + [os.path.join(ROOT, s) for s in target["sources"]])


def check_package(platform, targets):
    """Every target in dependency order (the platform already prepared); what failed, or None."""
    modules = os.path.join(platform.work, "modules")
    os.makedirs(modules, exist_ok=True)
    failures = []
    for name in dependency_order(targets):
        result = compile_target(platform, targets[name], modules)
        if result.returncode != 0:
            failures.append(f"{name} for {platform.triple}:\n{errors_of(result)}")
            if targets[name]["type"] == "library":
                break  # the targets that import it would only repeat that it is missing
    if not failures and platform.name == "macOS":
        # The branch of SwiftTestingReporting.swift for toolchains without Swift Testing.
        result = compile_target(platform, targets["XCTMatchers"], modules, defines=["MATCHERS_NO_SWIFT_TESTING"])
        if result.returncode != 0:
            failures.append(f"XCTMatchers without Swift Testing for {platform.triple}:\n{errors_of(result)}")
    return "\n".join(failures) or None


# -- fixtures --------------------------------------------------------------------------------

def check_fixture(platform, path):
    """None when the fixture reports exactly what its `// expect:` lines say; else what went wrong
    (the platform already prepared)."""
    text = open(path).read()
    expected = re.findall(r"^// expect: (.*)$", text, re.M)
    only = re.findall(r"^// platforms: (.*)$", text, re.M)
    if only and platform.name not in [p.strip() for p in only[0].split(",")]:
        return None
    result = platform.swiftc(["-typecheck", "-wmo", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                              "-module-name", "Fixture", path])
    output = errors_of(result)
    name = os.path.basename(path)
    if expected == ["nothing"]:
        return None if result.returncode == 0 else f"{name} ({platform.name}): expected no error, got:\n{output}"
    if result.returncode == 0:
        return f"{name} ({platform.name}): the check missed what it seeds: {'; '.join(expected)}"
    for expectation in expected:
        place, _, message = expectation.partition(": ")
        if not any(f"{name}:{place}:" in line and "error:" in line and message in line for line in output.splitlines()):
            return f"{name} ({platform.name}): expected an error at line {place} saying '{message}', got:\n{output}"
    return None


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("what", choices=["package", "fixtures"])
    parser.add_argument("directory", nargs="?")
    parser.add_argument("--platforms", default=",".join(PLATFORMS))
    options = parser.parse_args()
    declared = floors()
    platforms = [Platform(name, declared[name]) for name in options.platforms.split(",")]
    jobs = int(os.environ.get("APPLE_AVAILABILITY_JOBS", "2"))

    with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        # The stand-ins and the retargeted modules first, one platform at a time in parallel.
        for platform, problem in zip(platforms, pool.map(Platform.prepare, platforms)):
            if problem:
                sys.exit("error: " + problem)
        if options.what == "package":
            targets = package_targets()
            results = list(pool.map(lambda p: (p, check_package(p, targets)), platforms))
            failed = False
            for platform, problem in results:
                if problem:
                    failed = True
                    print(f"error: {platform.name} {platform.version}: {problem}", file=sys.stderr)
                else:
                    print(f"  {platform.name} {platform.version} ({platform.triple}): "
                          f"{len(targets)} targets type-check"
                          + (", and XCTMatchers without Swift Testing" if platform.name == "macOS" else ""))
            sys.exit(1 if failed else 0)
        fixtures = sorted(os.path.join(options.directory, f) for f in os.listdir(options.directory)
                          if f.endswith(".swift"))
        cases = [(p, f) for f in fixtures for p in platforms]
        problems = [problem for problem in pool.map(lambda case: check_fixture(*case), cases) if problem]
        for fixture in fixtures:
            expected = re.findall(r"^// expect: (.*)$", open(fixture).read(), re.M)
            print(f"  {os.path.basename(fixture)}: {'; '.join(expected)}")
        if problems:
            print("error: " + "\nerror: ".join(problems), file=sys.stderr)
            sys.exit(1)


if __name__ == "__main__":
    main()
