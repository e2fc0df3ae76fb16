import XCTest

/// Where an assertion was written: captured from the caller's default arguments.
internal struct CallSite: Sendable {
    var fileID: StaticString
    var filePath: StaticString
    var line: UInt
    var column: UInt
}

/// The one place that turns a failure message into a reported test failure.
internal func reportFailure(_ message: String, at site: CallSite) {
    XCTFail(message, file: site.filePath, line: site.line)
}
