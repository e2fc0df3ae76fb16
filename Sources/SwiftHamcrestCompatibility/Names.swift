// SwiftHamcrest's other names for the catalog's matchers, so that its users' suites move over with
// only their imports changed. Each one is the catalog matcher of the same meaning, with its message;
// Docs/Migration.md gives the main API's name for each.

public import Matchers

/// Matches a value of type `type` or a subtype; SwiftHamcrest's name for `is(instanceOf(type))`.
///
/// ```swift
/// assertThat(screen, isA(LoginScreen.self))
/// ```
///
/// prints
///
/// ```
/// Expected: is an instance of LoginScreen
///      but: was HomeScreen()
///           is an instance of HomeScreen
/// ```
@inlinable
public func isA<Expected, Value>(_ type: Expected.Type) -> Matcher<Value> {
    `is`(instanceOf(type))
}

/// Matches a value of the matcher's type that the matcher matches; SwiftHamcrest's name for
/// `instanceOf(T.self, and: matcher)`.
///
/// ```swift
/// assertThat(screen, instanceOfAnd(has(\LoginScreen.title, equalTo("Log in"))))
/// ```
///
/// prints `Expected: an instance of LoginScreen and has title "Log in"` and, under the actual
/// value, the type it had or the inner matcher's reason.
@inlinable
public func instanceOfAnd<Expected, Value>(_ matcher: Matcher<Expected>) -> Matcher<Value> {
    instanceOf(Expected.self, and: matcher)
}

/// Matches a value no farther than `delta` from `expected`, bounds included; SwiftHamcrest's
/// spelling of `closeTo(expected, within: delta)` (whose bound, unlike SwiftHamcrest's, is inclusive).
///
/// ```swift
/// assertThat(total, closeTo(3.0, 0.01))
/// ```
///
/// prints `Expected: a value within 0.01 of 3.0` / `     but: was 3.5` / `          differs by 0.5`.
///
/// - Parameters:
///   - expected: The value to be close to.
///   - delta: The largest distance accepted, bounds included.
@inlinable
public func closeTo<T: BinaryFloatingPoint>(_ expected: T, _ delta: T) -> Matcher<T> {
    closeTo(expected, within: delta)
}

/// Matches an empty collection; SwiftHamcrest's name for `isEmpty()`.
///
/// ```swift
/// assertThat(recorder.values, `is`(empty()))
/// ```
///
/// prints `Expected: is an empty collection` / `     but: was [1]` / `          count was 1`.
@inlinable
public func empty<C: Collection>() -> Matcher<C> {
    isEmpty()
}

/// Matches the empty string; SwiftHamcrest's name for `isEmpty()` on a string.
///
/// ```swift
/// assertThat(validationError, isEmptyString())
/// ```
///
/// prints `Expected: an empty string` / `     but: was "\u{200B}"` / `          has 1 character`.
@inlinable
public func isEmptyString() -> Matcher<String> {
    isEmpty()
}

/// Matches an empty `Substring` (or other `StringProtocol` value); SwiftHamcrest's name for
/// `isEmpty()` on a string.
///
/// ```swift
/// assertThat(line.drop(while: \.isWhitespace), isEmptyString())
/// ```
///
/// prints, for `"  x"`, `Expected: an empty string` / `     but: was "x"` / `has 1 character`.
@_disfavoredOverload
@inlinable
public func isEmptyString<Text: StringProtocol>() -> Matcher<Text> {
    isEmpty()
}

/// Matches a value equal to one of the given values; SwiftHamcrest's name for `isIn([…])`.
///
/// ```swift
/// assertThat(order.soup, oneOf(.miso, .shoyu))
/// ```
///
/// prints `Expected: one of [.miso, .shoyu]` / `     but: was .shio`.
@inlinable
public func oneOf<T: Equatable>(_ values: T...) -> Matcher<T> {
    isIn(values)
}

/// Matches a value equal to one of the values of the array; SwiftHamcrest's name for `isIn(_:)`.
///
/// ```swift
/// assertThat(order.soup, oneOf([.miso, .shoyu]))
/// ```
///
/// prints `Expected: one of [.miso, .shoyu]` / `     but: was .shio`.
@inlinable
public func oneOf<T: Equatable>(_ values: [T]) -> Matcher<T> {
    isIn(values)
}

/// Matches a value inside a closed range; SwiftHamcrest's name for `inRange(_:)`.
///
/// ```swift
/// assertThat(rating, inInterval(1...5))
/// ```
///
/// prints `Expected: a value in 1...5` / `     but: was 0`.
@inlinable
public func inInterval<T: Comparable>(_ interval: ClosedRange<T>) -> Matcher<T> {
    inRange(interval)
}

/// Matches a value inside a half-open range; SwiftHamcrest's name for `inRange(_:)`.
///
/// ```swift
/// assertThat(index, inInterval(0..<5))
/// ```
///
/// prints `Expected: a value in 0..<5` / `     but: was 5`.
@inlinable
public func inInterval<T: Comparable>(_ interval: Range<T>) -> Matcher<T> {
    inRange(interval)
}

// MARK: - MatchResult

extension MatchResult {
    /// A match for `true`, a mismatch without a reason for `false`; SwiftHamcrest's spelling.
    ///
    /// ```swift
    /// Matcher<Int>("an even number") { MatchResult($0 % 2 == 0) }
    /// ```
    ///
    /// A mismatch prints `Expected: an even number` / `     but: was 3`.
    @inlinable
    public init(_ matched: Bool) {
        self = matched ? .match : .mismatch(nil)
    }

    /// A match for `true`, a mismatch with the given reason for `false`; SwiftHamcrest's spelling.
    ///
    /// ```swift
    /// Matcher<[Int]>("a short list") { MatchResult($0.count < 3, "count was \($0.count)") }
    /// ```
    ///
    /// A mismatch prints the reason under the actual value: `     but: was [1, 2, 3]` /
    /// `          count was 3`. The reason is built even when the value matches; prefer the
    /// `Matcher(_:_:)` initializer whose closure takes `explain` to build it only for a failure.
    @inlinable
    public init(_ matched: Bool, _ mismatchDescription: String?) {
        self = matched ? .match : .mismatch(mismatchDescription)
    }

    /// Whether this result is ``match``; SwiftHamcrest's name for ``isMatch``.
    ///
    /// ```swift
    /// greaterThan(2).matches(3).boolValue  // true
    /// ```
    ///
    /// A property; it prints no failure message.
    @inlinable
    public var boolValue: Bool { isMatch }
}

/// SwiftHamcrest lets a matcher's closure return `true` or `false` for a ``MatchResult``.
extension MatchResult: ExpressibleByBooleanLiteral {
    /// A match for `true`, a mismatch without a reason for `false`, as SwiftHamcrest writes them.
    ///
    /// ```swift
    /// Matcher<Int>("zero") { value -> MatchResult in value == 0 ? true : false }
    /// ```
    ///
    /// A mismatch prints `Expected: zero` / `     but: was 3`.
    public init(booleanLiteral matched: Bool) {
        self.init(matched)
    }
}
