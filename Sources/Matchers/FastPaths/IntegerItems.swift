// Loops over concrete `Int`s for the collection matchers' verdicts. A core is generic, so its own
// loop over `T` asks `==` or `<` through a witness table for every item, in every build (a class's
// methods are not specialized for the caller's types). When `T` is `Int`, the commonest item type,
// the same memory is read as `Int`s instead: an optimized build compiles these loops to plain
// comparisons, and an unoptimized one (what `swift test` builds) calls no generic code per item.
//
// What it buys: case 8 of `matchers-bench` (`hasItem`, `everyItem`, `contains`, `onlyContains` over
// 1,000 Ints, within 2× a loop by hand in release, below it in debug). Laws:
// `IntegerFastPathLawsTests` holds every loop here to a loop by hand and to the generic path.

extension UnsafeBufferPointer {
    /// The same items as `Int`s, when `Element` is `Int`; `nil` otherwise.
    internal var asIntegers: UnsafeBufferPointer<Int>? {
        guard Element.self == Int.self else { return nil }
        return UnsafeBufferPointer<Int>(
            start: UnsafeRawPointer(baseAddress)?.assumingMemoryBound(to: Int.self),
            count: count
        )
    }
}

/// `value` as the `Int` it is; call only where `Value` is `Int`.
internal func asInteger<Value>(_ value: Value) -> Int {
    unsafeBitCast(value, to: Int.self)
}

/// Whether some item is `value`.
internal func containsInteger(_ value: Int, in items: UnsafeBufferPointer<Int>) -> Bool {
    guard let start = items.baseAddress else { return false }
    var index = 0
    while index < items.count {
        if start[index] == value { return true }
        index += 1
    }
    return false
}

/// Whether every item satisfies `accepts`, a comparison chosen once for the whole loop. Always
/// inlined, so that an optimized build compiles each comparison into its own loop.
@inline(__always)
internal func allIntegers(_ items: UnsafeBufferPointer<Int>, satisfy accepts: (Int) -> Bool) -> Bool {
    guard let start = items.baseAddress else { return true }
    var index = 0
    while index < items.count {
        if !accepts(start[index]) { return false }
        index += 1
    }
    return true
}

/// Whether two buffers hold the same `Int`s in the same order.
internal func sameIntegers(_ left: UnsafeBufferPointer<Int>, _ right: UnsafeBufferPointer<Int>) -> Bool {
    guard left.count == right.count else { return false }
    guard let leftStart = left.baseAddress, let rightStart = right.baseAddress else { return true }
    var index = 0
    while index < left.count {
        if leftStart[index] != rightStart[index] { return false }
        index += 1
    }
    return true
}
