// Stand-in for Apple's ObjectiveC module, for Scripts/apple-availability.py: the root class and
// protocol, which Foundation and XCTest build on (see Foundation.swift here). Its existence also
// makes `#if canImport(ObjectiveC)` take the Apple branch.

public protocol NSObjectProtocol: AnyObject {}

open class NSObject: NSObjectProtocol, Hashable {
    public init() {}
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) {}
}
