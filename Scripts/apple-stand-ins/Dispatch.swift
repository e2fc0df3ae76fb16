// Stand-in for Apple's Dispatch, for Scripts/apple-availability.py: exactly the API this package
// uses, with Apple's availability (see Foundation.swift here). Foundation re-exports it.

public final class DispatchQueue: @unchecked Sendable {
    public class func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {}
}

public final class DispatchSemaphore: @unchecked Sendable {
    public init(value: Int) {}
    @discardableResult
    public func signal() -> Int { 0 }
    public func wait() {}
}
