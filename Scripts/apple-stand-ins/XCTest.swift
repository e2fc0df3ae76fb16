// Stand-in for Apple's XCTest, for Scripts/apple-availability.py: exactly the API this package uses,
// with the availability Apple's documentation gives it (see Foundation.swift here). What Apple has
// deprecated (`recordFailure(…)`, replaced by `record(_:)`)
// is left out on purpose: a use of it is an error in the check.

@_exported import Foundation

open class XCTest: NSObject {
    open var name: String { "" }
    open var testCaseCount: Int { 0 }
}

open class XCTestCase: XCTest {
    public override init() {}
    open func setUp() {}
    open func tearDown() {}
    open func setUpWithError() throws {}
    open func tearDownWithError() throws {}
    open class func setUp() {}
    open class func tearDown() {}
    open var continueAfterFailure: Bool {
        get { true }
        set {}
    }
    open func addTeardownBlock(_ block: @escaping () -> Void) {}
    /// Records an issue: the one method to override to see a test case's failures.
    open func record(_ issue: XCTIssue) {}
}

open class XCTestSuite: XCTest {}

public struct XCTIssue: Sendable {
    public enum IssueType: Int, Sendable {
        case assertionFailure, thrownError, uncaughtException, performanceRegression, system, unmatchedExpectedFailure
    }
    public var type: IssueType
    public var compactDescription: String
    public var detailedDescription: String?
    public var sourceCodeContext: XCTSourceCodeContext
    public var associatedError: (any Error)?
    public init(
        type: IssueType, compactDescription: String, detailedDescription: String? = nil,
        sourceCodeContext: XCTSourceCodeContext = XCTSourceCodeContext(), associatedError: (any Error)? = nil
    ) {
        self.type = type
        self.compactDescription = compactDescription
        self.detailedDescription = detailedDescription
        self.sourceCodeContext = sourceCodeContext
        self.associatedError = associatedError
    }
}

open class XCTSourceCodeContext: NSObject, @unchecked Sendable {
    public override init() {}
    open var location: XCTSourceCodeLocation? { nil }
}

open class XCTSourceCodeLocation: NSObject, @unchecked Sendable {
    public init(fileURL: URL, lineNumber: Int) {}
    open var fileURL: URL { URL(fileURLWithPath: "") }
    open var lineNumber: Int { 0 }
}

public struct XCTSkip: Error {
    public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {}
}

public func XCTSkipUnless(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String? = nil,
    file: StaticString = #filePath, line: UInt = #line
) throws {}

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {}

public func XCTAssertEqual<T: Equatable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertTrue(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertFalse(
    _ expression: @autoclosure () throws -> Bool, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertNotNil(
    _ expression: @autoclosure () throws -> Any?, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertLessThan<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertLessThanOrEqual<T: Comparable>(
    _ expression1: @autoclosure () throws -> T, _ expression2: @autoclosure () throws -> T,
    _ message: @autoclosure () -> String = "", file: StaticString = #filePath, line: UInt = #line
) {}

public func XCTAssertThrowsError<T>(
    _ expression: @autoclosure () throws -> T, _ message: @autoclosure () -> String = "",
    file: StaticString = #filePath, line: UInt = #line, _ errorHandler: (_ error: any Error) -> Void = { _ in }
) {}

public class XCTestObservationCenter {
    public class var shared: XCTestObservationCenter { XCTestObservationCenter() }
    public func addTestObserver(_ testObserver: any XCTestObservation) {}
}

/// Every requirement is optional in Objective-C: the extension below stands for that.
public protocol XCTestObservation: NSObjectProtocol {
    func testBundleWillStart(_ testBundle: Bundle)
    func testBundleDidFinish(_ testBundle: Bundle)
    func testSuiteWillStart(_ testSuite: XCTestSuite)
    func testSuiteDidFinish(_ testSuite: XCTestSuite)
    func testCaseWillStart(_ testCase: XCTestCase)
    func testCaseDidFinish(_ testCase: XCTestCase)
}

extension XCTestObservation {
    public func testBundleWillStart(_ testBundle: Bundle) {}
    public func testBundleDidFinish(_ testBundle: Bundle) {}
    public func testSuiteWillStart(_ testSuite: XCTestSuite) {}
    public func testSuiteDidFinish(_ testSuite: XCTestSuite) {}
    public func testCaseWillStart(_ testCase: XCTestCase) {}
    public func testCaseDidFinish(_ testCase: XCTestCase) {}
}
