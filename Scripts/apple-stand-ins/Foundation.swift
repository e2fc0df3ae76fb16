// Stand-in for Apple's Foundation, for Scripts/apple-availability.py: exactly the API this package
// (and the availability fixtures) use, declared with the availability Apple's documentation gives
// it, so that `swiftc -target <Apple triple>` checks each use against the platform's floor. It is
// never run: bodies are placeholders. A use of anything not declared here is a compile error in the
// check: add the declaration, with its availability from Apple's documentation, in the same change.
//
// What Apple made available before every floor the package can declare (Xcode 26 and 27 accept
// macOS 12, iOS 15, tvOS 15, watchOS 9, visionOS 1 at the lowest) carries no attribute: to the
// check it is there on every floor, as it is. What came later, or is missing on a platform
// (`Process`), says so as the documentation does.

@_exported import Darwin
@_exported import ObjectiveC
@_exported import Dispatch

public typealias TimeInterval = Double
/// On Apple's 64-bit platforms `CGFloat` is a struct around a `Double`, from CoreGraphics, which
/// Foundation re-exports; the check needs only its name and its floating-point API.
public typealias CGFloat = Double

// MARK: - Value types

public struct Data: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable,
    CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable, Codable
{
    public typealias Index = Int
    public typealias Element = UInt8
    public typealias SubSequence = Data
    public typealias Indices = Range<Int>
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 {}
    public init(count: Int) {}
    public var startIndex: Int { 0 }
    public var endIndex: Int { 0 }
    public subscript(position: Int) -> UInt8 {
        get { 0 }
        set {}
    }
    public subscript(bounds: Range<Int>) -> Data {
        get { self }
        set {}
    }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == UInt8 {}
    public var description: String { "" }
    public var debugDescription: String { "" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

public struct Date: Comparable, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, Codable
{
    public init() {}
    public init(timeIntervalSince1970: TimeInterval) {}
    public init(timeIntervalSinceReferenceDate: TimeInterval) {}
    public init(timeInterval: TimeInterval, since date: Date) {}
    public init(timeIntervalSinceNow: TimeInterval) {}
    public var timeIntervalSince1970: TimeInterval { 0 }
    public var timeIntervalSinceReferenceDate: TimeInterval { 0 }
    public func timeIntervalSince(_ date: Date) -> TimeInterval { 0 }
    public func addingTimeInterval(_ timeInterval: TimeInterval) -> Date { self }
    public static func < (lhs: Date, rhs: Date) -> Bool { false }
    public static func + (lhs: Date, rhs: TimeInterval) -> Date { lhs }
    public static func - (lhs: Date, rhs: TimeInterval) -> Date { lhs }
    public static var distantPast: Date { Date() }
    public static var distantFuture: Date { Date() }
    @available(macOS 12, iOS 15, tvOS 15, watchOS 8, visionOS 1, *)
    public static var now: Date { Date() }
    public var description: String { "" }
    public var debugDescription: String { "" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

@available(macOS 12, iOS 15, tvOS 15, watchOS 8, visionOS 1, *)
extension Date {
    /// Date.FormatStyle's two presets, as `formatted(date:time:)` takes them.
    public struct FormatStyle: Sendable {
        public enum DateStyle: Sendable { case omitted, numeric, abbreviated, long, complete }
        public enum TimeStyle: Sendable { case omitted, shortened, standard, complete }
    }
    public func formatted(date: FormatStyle.DateStyle, time: FormatStyle.TimeStyle) -> String { "" }
}

public struct DateInterval: Comparable, Hashable, Sendable, Codable {
    public var start: Date
    public var end: Date { start }
    public var duration: TimeInterval
    public init(start: Date, duration: TimeInterval) {
        self.start = start
        self.duration = duration
    }
    public init(start: Date, end: Date) {
        self.start = start
        self.duration = 0
    }
    public static func < (lhs: DateInterval, rhs: DateInterval) -> Bool { false }
}

public struct TimeZone: Hashable, Sendable, CustomStringConvertible, Codable {
    public init?(identifier: String) {}
    public init?(secondsFromGMT seconds: Int) {}
    public var identifier: String { "" }
    public var description: String { "" }
    public static var current: TimeZone { TimeZone(identifier: "")! }
}

public struct Calendar: Hashable, Sendable, CustomStringConvertible, Codable {
    public enum Identifier: Hashable, Sendable, Codable {
        case gregorian, buddhist, chinese, coptic, ethiopicAmeteMihret, ethiopicAmeteAlem, hebrew, iso8601
        case indian, islamic, islamicCivil, japanese, persian, republicOfChina, islamicTabular
        case islamicUmmAlQura
    }
    public init(identifier: Identifier) {}
    public var identifier: Identifier { .gregorian }
    public var timeZone: TimeZone {
        get { TimeZone(identifier: "")! }
        set {}
    }
    public var description: String { "" }
    public static var current: Calendar { Calendar(identifier: .gregorian) }
    public func date(from components: DateComponents) -> Date? { nil }
}

public struct DateComponents: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, Codable
{
    public init(
        calendar: Calendar? = nil, timeZone: TimeZone? = nil, era: Int? = nil, year: Int? = nil,
        month: Int? = nil, day: Int? = nil, hour: Int? = nil, minute: Int? = nil, second: Int? = nil,
        nanosecond: Int? = nil, weekday: Int? = nil, weekdayOrdinal: Int? = nil, quarter: Int? = nil,
        weekOfMonth: Int? = nil, weekOfYear: Int? = nil, yearForWeekOfYear: Int? = nil
    ) {}
    public var calendar: Calendar?
    public var timeZone: TimeZone?
    public var era: Int?
    public var year: Int?
    public var month: Int?
    public var day: Int?
    public var hour: Int?
    public var minute: Int?
    public var second: Int?
    public var nanosecond: Int?
    public var weekday: Int?
    public var weekdayOrdinal: Int?
    public var quarter: Int?
    public var weekOfMonth: Int?
    public var weekOfYear: Int?
    public var yearForWeekOfYear: Int?
    public var isLeapMonth: Bool?
    public var date: Date? { nil }
    public var description: String { "" }
    public var debugDescription: String { "" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

public struct URL: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, Codable {
    public init?(string: String) {}
    public init?(string: String, relativeTo url: URL?) {}
    public init(fileURLWithPath path: String) {}
    public func deletingLastPathComponent() -> URL { self }
    public func appendingPathComponent(_ pathComponent: String) -> URL { self }
    public var absoluteString: String { "" }
    public var baseURL: URL? { nil }
    @available(macOS 13, iOS 16, tvOS 16, watchOS 9, *)
    public func formatted() -> String { "" }
    public var path: String { "" }
    public var description: String { "" }
    public var debugDescription: String { "" }
}

public struct URLComponents: Hashable, Sendable, Codable {
    public init?(string: String) {}
    public init?(url: URL, resolvingAgainstBaseURL resolve: Bool) {}
    public var url: URL? { nil }
    public var scheme: String? { nil }
    public var percentEncodedUser: String? { nil }
    public var percentEncodedPassword: String? { nil }
    public var host: String? { nil }
    public var port: Int? { nil }
    public var percentEncodedPath: String { "" }
    public var percentEncodedQuery: String? { nil }
    public var percentEncodedFragment: String? { nil }
}

public struct UUID: Hashable, Comparable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, Codable
{
    public init() {}
    public init?(uuidString: String) {}
    /// Apple's takes Darwin's `uuid_t`, the same tuple of 16 bytes.
    public init(
        uuid: (
            UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
            UInt8, UInt8
        )
    ) {}
    public var uuidString: String { "" }
    public var description: String { "" }
    public var debugDescription: String { "" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
    public static func < (lhs: UUID, rhs: UUID) -> Bool { false }
}

public struct Decimal: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, Codable
{
    public init() {}
    public init(integerLiteral value: Int) {}
    public init(floatLiteral value: Double) {}
    public init?(string: String, locale: Locale? = nil) {}
    public var description: String { "" }
    public var isNaN: Bool { false }
    public static func < (lhs: Decimal, rhs: Decimal) -> Bool { false }
}

public struct Locale: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible,
    CustomReflectable, Codable
{
    public init(identifier: String) {}
    public var identifier: String { "" }
    public var description: String { "" }
    public var debugDescription: String { "" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
}

// MARK: - Strings

extension String {
    public struct Encoding: Hashable, Sendable {
        public static var utf8: Encoding { Encoding() }
    }
    public init(contentsOf url: URL, encoding enc: Encoding) throws { self = "" }
}

extension StringProtocol {
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { [] }
}

extension StringProtocol {
    /// `true` when `other` occurs in this string (NSString's `range(of:)`; the standard library's
    /// own `contains(_:)` for strings needs macOS 13).
    public func contains<T: StringProtocol>(_ other: T) -> Bool { false }
}

// MARK: - Files

open class FileManager: NSObject, @unchecked Sendable {
    open class var `default`: FileManager { FileManager() }
    open func subpathsOfDirectory(atPath path: String) throws -> [String] { [] }
}

// MARK: - Threads, locks and the process

public protocol NSLocking {
    func lock()
    func unlock()
}

open class NSLock: NSObject, NSLocking, @unchecked Sendable {
    public override init() {}
    open func lock() {}
    open func unlock() {}
    open func `try`() -> Bool { false }
}

open class NSCondition: NSObject, NSLocking, @unchecked Sendable {
    open func lock() {}
    open func unlock() {}
    open func wait() {}
    open func wait(until limit: Date) -> Bool { false }
    open func signal() {}
    open func broadcast() {}
}

extension NSLocking {
    public func withLock<R>(_ body: () throws -> R) rethrows -> R { try body() }
}

open class Thread: NSObject, @unchecked Sendable {
    public convenience init(block: @escaping @Sendable () -> Void) { self.init() }
    open func start() {}
    open class func detachNewThread(_ block: @escaping @Sendable () -> Void) {}
    open class func sleep(forTimeInterval ti: TimeInterval) {}
    open class var isMainThread: Bool { false }
    open class var current: Thread { Thread() }
    open var isMainThread: Bool { false }
}

open class ProcessInfo: NSObject, @unchecked Sendable {
    open class var processInfo: ProcessInfo { ProcessInfo() }
    open var environment: [String: String] { [:] }
    open var arguments: [String] { [] }
    open var processIdentifier: Int32 { 0 }
}

open class Bundle: NSObject, @unchecked Sendable {
    open class var main: Bundle { Bundle() }
    open class var allBundles: [Bundle] { [] }
    open var bundlePath: String { "" }
    open var bundleURL: URL { URL(fileURLWithPath: "") }
    open var executableURL: URL? { nil }
}

open class FileHandle: NSObject, @unchecked Sendable {
    open class var standardError: FileHandle { FileHandle() }
    open class var standardOutput: FileHandle { FileHandle() }
    open func write(_ data: Data) {}
    open func readDataToEndOfFile() -> Data { Data() }
    open func readToEnd() throws -> Data? { nil }
}

open class Pipe: NSObject, @unchecked Sendable {
    public override init() {}
    open var fileHandleForReading: FileHandle { FileHandle() }
    open var fileHandleForWriting: FileHandle { FileHandle() }
}

/// NSTask: macOS only.
@available(iOS, unavailable)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@available(visionOS, unavailable)
open class Process: NSObject, @unchecked Sendable {
    public override init() {}
    open var executableURL: URL?
    open var arguments: [String]?
    open var environment: [String: String]?
    open var standardOutput: Any?
    open var standardError: Any?
    open var terminationStatus: Int32 { 0 }
    open func run() throws {}
    open func waitUntilExit() {}
}
