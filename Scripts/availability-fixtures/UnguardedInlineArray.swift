// A fixed-size array, new in the 2025 releases.
// expect: UnguardedInlineArray.swift:4: Swift.InlineArray needs macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0
func firstOfThree() -> Int {
    let numbers: InlineArray<3, Int> = [1, 2, 3]
    return numbers[0]
}
