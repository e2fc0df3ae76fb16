// Stand-in for Apple's Dispatch, for Scripts/apple-availability.py: exactly the API this package
// uses, with Apple's availability (see Foundation.swift here). Foundation re-exports it.

public final class DispatchQueue: @unchecked Sendable {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt64
        public init(rawValue: UInt64) { self.rawValue = rawValue }
        public static let concurrent = Attributes(rawValue: 2)
    }

    public init(label: String, attributes: Attributes = []) {}
    public func async(execute work: @escaping @Sendable () -> Void) {}
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {}
}

public final class DispatchSemaphore: @unchecked Sendable {
    public init(value: Int) {}
    @discardableResult
    public func signal() -> Int { 0 }
    public func wait() {}
}
