// Each newer API inside a matching @available or #available, and the Apple branch of an `#if`
// guarded as well: no error on any platform.
// expect: nothing
import Foundation
import Synchronization

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
final class Counter: Sendable {
    let count = Mutex(0)
}

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
func wait(for duration: Duration) -> Int {
    0
}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
struct Box<each T> {}

@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
func boxes() -> Any {
    Box<Int, String>()
}

func firstOfThree() -> Int {
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        let numbers: InlineArray<3, Int> = [1, 2, 3]
        return numbers[0]
    }
    guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return 0 }
    return Int(Duration.seconds(1).components.seconds)
}

#if canImport(ObjectiveC)
    func locked() -> Int {
        guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return 0 }
        return Mutex(1).withLock { $0 }
    }
#endif

#if os(macOS)
    func launch() throws {
        let process = Process()
        process.arguments = ["--version"]
        try process.run()
    }
#endif

/// `formatted(date:time:)` came with macOS 12 / iOS 15 / tvOS 15 / watchOS 8: at every floor.
func today() -> String {
    Date().formatted(date: .numeric, time: .omitted)
}
