// A `Duration` parameter in a function that is only marked for macOS 12: one release short.
// platforms: macOS
// expect: 5: 'Duration' is only available in macOS 13.0 or newer
@available(macOS 12.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
func wait(for duration: Duration) -> Int {
    0
}
