// A `Duration` parameter in a function that is only marked for macOS 12: one release short.
// expect: DurationBelowMacOS13.swift:4: Swift.Duration needs macOS 13.0
@available(macOS 12.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
func wait(for duration: Duration) -> Int {
    0
}
