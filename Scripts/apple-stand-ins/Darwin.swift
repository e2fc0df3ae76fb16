// Stand-in for Apple's Darwin module, for Scripts/apple-availability.py: the C library this package
// calls, with the types Apple's SDK gives it (see Foundation.swift here). Foundation re-exports it.

/// The C library's `FILE`.
public struct FILE {}

public var EXIT_FAILURE: Int32 { 1 }

/// `getenv(3)`: the value of an environment variable, or `nil`.
public func getenv(_ name: UnsafePointer<CChar>!) -> UnsafeMutablePointer<CChar>! { nil }

/// `exit(3)`: runs the `atexit` handlers, flushes the streams, ends the process.
public func exit(_ status: Int32) -> Never { fatalError() }

/// `_exit(2)`: ends the process at once.
public func _exit(_ status: Int32) -> Never { fatalError() }

/// `fflush(3)`: `nil` flushes every output stream.
@discardableResult
public func fflush(_ stream: UnsafeMutablePointer<FILE>!) -> Int32 { 0 }
