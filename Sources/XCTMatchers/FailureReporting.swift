// The one place that turns a failure message into a reported test failure.
//
// Where a failure goes is decided in FailureRouting.swift, from what is known when it is reported
// (documented in Docs/MessageFormat.md, "Which framework reports a failure"): a Swift Testing
// test's issue, an XCTest test case's failure, an issue of no test that fails Swift Testing's run,
// or a failure printed to standard error that fails the process.

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
    /// Whether the module in ``fileID`` is the name of the folder that holds the file, a guess.
    var moduleFromFolder: Bool
    /// The file and line exactly as passed, for `XCTFail`.
    var xctestFile: StaticString
    var xctestLine: UInt

    /// A call site from `file:`, `line:` and `column:` (`#filePath`, `#line` and `#column` by
    /// default) and an optional `fileID:`.
    ///
    /// Without a file ID, it is built from the path: the folder that holds the file stands in for
    /// the module (SwiftPM names target folders after their modules), and Swift Testing's reporter
    /// takes the running test's module instead when the test is in the same file
    /// (``moduleFromFolder``). With one, a verify helper that forwards its own `file:` and `line:`
    /// and its own `#fileID`, but not `column:`, leaves the helper's `#column` in place: when the
    /// file path names another file than the file ID, the column belongs to that other file and is
    /// dropped rather than reported at a wrong place. Without a file ID such a column cannot be told
    /// from the caller's: a helper forwards `column:` with `line:` (`Docs/MessageFormat.md`).
    @usableFromInline
    init(fileID: StaticString?, filePath: StaticString, line: UInt, column: UInt) {
        let path = "\(filePath)"
        self.filePath = path
        self.line = Self.positive(line)
        self.xctestFile = filePath
        self.xctestLine = line
        guard let fileID else {
            self.fileID = Self.validFileID(path, path: path)
            self.moduleFromFolder = !Self.isFileID(path)
            self.column = Self.positive(column)
            return
        }
        let givenID = "\(fileID)"
        self.moduleFromFolder = false
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
        self.moduleFromFolder = !Self.isFileID(text)
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

/// Reports a failure to whichever framework can see it: `FailureRoute.choose` decides from what
/// is known now (FailureRouting.swift), and this carries the route out.
///
/// For a ``FailureKind/requirement`` it returns the framework's own error to throw so that the test
/// stops, when the framework has one that it does not report a second time; `nil` otherwise.
@discardableResult
internal func reportFailure(_ message: String, at site: CallSite, as kind: FailureKind = .expectation)
    -> (any Error)?
{
    let inside = SwiftTestingReporter.isInsideTest
    let launched = SwiftTestingReporter.launchedThisProcess
    let facts = FailureFacts(
        insideSwiftTestingTest: inside,
        swiftTestingLaunchedProcess: launched,
        swiftTestingSeenRunning: SwiftTestingReporter.sawATest,
        // XCTest is not asked (nor its observer registered) where Swift Testing takes the failure.
        xctestCase: inside || launched ? .unknown : XCTestReporter.testCase,
        xctestConfirmsRecording: XCTestReporter.confirmsRecording)
    func carryOut(_ route: FailureRoute) -> (any Error)? {
        switch route {
        case .swiftTestingTest:
            return SwiftTestingReporter.record(message, at: site, as: kind)
        case .xctest:
            XCTestReporter.fail(message, at: site)
            return nil
        case .xctestIfTaken:
            if XCTestReporter.record(message, at: site) { return nil }
            return carryOut(FailureRoute.afterXCTestDeclined(facts))
        case .xctestAndSwiftTestingRun:
            XCTestReporter.fail(message, at: site)
            UnseenFailures.print(message, at: site, because: .noXCTestCaseRunning)
            return SwiftTestingReporter.record(message, at: site, as: kind)
        case .swiftTestingRun:
            UnseenFailures.print(message, at: site, because: .outsideSwiftTestingTest)
            return SwiftTestingReporter.record(message, at: site, as: kind)
        case .outsideAnyTest:
            XCTestReporter.failOutsideTestCase(message, at: site)
            return nil
        }
    }
    return carryOut(FailureRoute.choose(facts))
}
