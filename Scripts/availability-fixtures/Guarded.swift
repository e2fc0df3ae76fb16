// The same three declarations, each inside a matching @available or #available: no violation.
// expect: nothing
import Synchronization

@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
let counter = Mutex(0)

@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
func wait(for duration: Duration) -> Int {
    0
}

func firstOfThree() -> Int {
    if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
        let numbers: InlineArray<3, Int> = [1, 2, 3]
        return numbers[0]
    }
    guard #available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *) else { return 0 }
    return Int(Duration.seconds(1).components.seconds)
}
