// The one place that turns a failure message into a reported test failure.
//
// Where a failure goes (documented in Docs/MessageFormat.md, "Test frameworks, errors and async"):
//
// 1. Inside a Swift Testing test (`Test.current != nil`): an issue at the caller's file, line and
//    column.
// 2. Otherwise, unless Swift Testing launched this process: `XCTFail` at the caller's file and
//    line. XCTest records it for the running test case from any thread.
// 3. Swift Testing runs but the caller is outside every test's task (a detached task, another
//    thread): the issue is recorded anyway, which Swift Testing attributes to no test ("Test
//    «unknown»") and counts as a failure of the run; the message is also printed to standard
//    error with its location, saying why.
// 4. XCTest runs but no test case does (class-level `setUp`/`tearDown`, a thread that outlives
//    its test): printed to standard error, and the process exits with a failure when XCTest
//    finishes. Outside any test run at all: printed, and the process exits at once.
//
// There is no XCTest ↔ Swift Testing interop in Swift 6.3 on Linux, and `swift test` runs the
// two frameworks in separate processes, so each process has exactly one framework to tell.

/// Where an assertion was written, as the caller's default arguments captured it.
@usableFromInline
internal struct CallSite: Sendable {
    /// `Module/File.swift`, the form Swift Testing wants.
    var fileID: String
    /// The path XCTest and editors use.
    var filePath: String
    var line: Int
    /// `nil` when the caller gave no column for this line (see ``init(file:line:)``).
    var column: Int?
    /// The file and line exactly as passed, for `XCTFail`.
    var xctestFile: StaticString
    var xctestLine: UInt

    /// A call site from `#fileID`, `#filePath`, `#line` and `#column` defaults.
    ///
    /// A verify helper that forwards its own `file:` and `line:` but not `column:` leaves the
    /// helper's `#fileID` and `#column` in place. When the file path names another file than the
    /// file ID, the column belongs to that other file: it is dropped rather than reported at a
    /// wrong place, and the file ID is rebuilt from the path.
    @usableFromInline
    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        let givenID = "\(fileID)"
        let path = "\(filePath)"
        self.filePath = path
        self.line = Self.positive(line)
        self.xctestFile = filePath
        self.xctestLine = line
        if fileName(of: givenID) == fileName(of: path) {
            self.fileID = Self.validFileID(givenID, path: path)
            self.column = Self.positive(column)
        } else {
            // A path that is itself a file ID (a helper forwarding `#file`) names its own module.
            let rebuiltID = Self.isFileID(path) ? path : moduleName(of: givenID) + "/" + fileName(of: path)
            self.fileID = Self.validFileID(rebuiltID, path: path)
            self.column = nil
        }
    }

    /// A call site from a file and line alone: the talk's `applyMatcher(_:label:toValue:_:_:)`.
    ///
    /// Callers pass `#file`, which in Swift 6 is the file ID (`Module/File.swift`), or
    /// `#filePath`; either is accepted. No column is known.
    init(file: StaticString, line: UInt) {
        let text = "\(file)"
        self.filePath = text
        self.fileID = Self.validFileID(text, path: text)
        self.line = Self.positive(line)
        self.column = nil
        self.xctestFile = file
        self.xctestLine = line
    }

    /// `path:line:column`, or `path:line` when the column is unknown: the form compilers and
    /// editors recognise.
    var diagnosticLocation: String {
        column.map { "\(filePath):\(line):\($0)" } ?? "\(filePath):\(line)"
    }

    private static func positive(_ number: UInt) -> Int {
        number == 0 ? 1 : Int(clamping: number)
    }

    /// A file ID of the shape `Module/File.swift`. From an absolute path, the folder that holds the
    /// file stands in for the module (SwiftPM names target folders after their modules).
    private static func validFileID(_ candidate: String, path: String) -> String {
        if isFileID(candidate) { return candidate }
        let components = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        let name = components.last.map(String.init) ?? "unknown.swift"
        let folder = components.dropLast().last.map(String.init) ?? "Unknown"
        return folder + "/" + name
    }

    /// Whether `text` has the shape `Module/File.swift` rather than that of a path.
    private static func isFileID(_ text: String) -> Bool {
        !text.hasPrefix("/") && !text.contains("\\") && text.contains("/")
    }
}

/// The last path component: `File.swift` for `Module/File.swift` or `/a/b/File.swift`.
private func fileName(of path: String) -> Substring {
    path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last ?? Substring(path)
}

/// The part of a file ID before the first slash.
private func moduleName(of fileID: String) -> String {
    fileID.split(separator: "/").first.map(String.init) ?? "Unknown"
}

/// Whether the test goes on after the failure (`assertThat`) or stops (`requireThat`).
internal enum FailureKind {
    case expectation
    case requirement
}

/// Reports a failure to whichever framework can see it; see the top of this file.
///
/// For a ``FailureKind/requirement`` it returns the framework's own error to throw so that the test
/// stops, when the framework has one that it does not report a second time; `nil` otherwise.
@discardableResult
internal func reportFailure(_ message: String, at site: CallSite, as kind: FailureKind = .expectation)
    -> (any Error)?
{
    if SwiftTestingReporter.isInsideTest {
        return SwiftTestingReporter.record(message, at: site, as: kind)
    }
    if !SwiftTestingReporter.launchedThisProcess, XCTestReporter.record(message, at: site) {
        return nil
    }
    if SwiftTestingReporter.isRunning {
        UnseenFailures.print(message, at: site, because: .outsideSwiftTestingTest)
        return SwiftTestingReporter.record(message, at: site, as: kind)
    }
    XCTestReporter.failOutsideTestCase(message, at: site)
    return nil
}
