/// Matches a value whose feature at `keyPath` the given matcher matches, naming the feature after
/// the key path.
///
/// ```swift
/// assertThat(person, has(\.age, greaterThan(17)))
/// ```
///
/// prints
///
/// ```
/// Expected: has age a value greater than 17
///      but: was Person(name: "Ann", age: 12)
///           age was 12
/// ```
@inlinable
public func has<Root, Value>(_ keyPath: KeyPath<Root, Value>, _ matcher: Matcher<Value>) -> Matcher<Root> {
    feature(at: keyPath, named: nil, matcher)
}

/// Matches a value whose feature at `keyPath` the given matcher matches, naming the feature `name`.
///
/// ```swift
/// assertThat(person, has("age", \.age, greaterThan(17)))
/// ```
///
/// prints
///
/// ```
/// Expected: has age a value greater than 17
///      but: was Person(name: "Ann", age: 12)
///           age was 12
/// ```
@inlinable
public func has<Root, Value>(
    _ name: String,
    _ keyPath: KeyPath<Root, Value>,
    _ matcher: Matcher<Value>
) -> Matcher<Root> {
    feature(at: keyPath, named: name, matcher)
}

/// `has`'s matcher: one core of the inner matcher's making where it has one (`equalTo`, a
/// comparison), else a `KeyPathCore` around the inner matcher.
@inlinable
internal func feature<Root, Value>(
    at keyPath: KeyPath<Root, Value>, named name: String?, _ matcher: Matcher<Value>
)
    -> Matcher<Root>
{
    if let fused = matcher.core.reading(keyPath, named: name) { return Matcher(core: fused) }
    return Matcher(core: KeyPathCore(name, keyPath, matcher))
}

/// `has(\.x, …)`'s core: the key path and the inner matcher, asked inline where the test builds
/// them. An optimized check reads the property directly (the literal key path folds into a load)
/// and asks the inner verdict, with no closure between; the description and the explanation are
/// those of `feature`, built only for a message.
@usableFromInline
internal final class KeyPathCore<Root, Value>: MatcherCore<Root> {
    /// The name given to `has(_:_:_:)`, or `nil` to name the feature after the key path.
    @usableFromInline
    internal let name: String?
    @usableFromInline
    internal let keyPath: KeyPath<Root, Value>
    @usableFromInline
    internal let inner: Matcher<Value>

    @inlinable
    internal init(_ name: String?, _ keyPath: KeyPath<Root, Value>, _ inner: Matcher<Value>) {
        self.name = name
        self.keyPath = keyPath
        self.inner = inner
    }

    /// `has <name> `, before the inner matcher's description; `has <name> that ` before a predicate
    /// (`has address that has city "Oslo"`).
    private var phrase: String { featurePhrase(name ?? featureName(of: keyPath), inner) }

    override internal func describe() -> String { describeMarked().text }

    override internal func describeMarked() -> MarkedText { MarkedText(phrase, inner.core.describeMarked()) }

    override internal var describesAPredicate: Bool { true }

    override internal func describeNegated() -> String? {
        featurePhrase(name ?? featureName(of: keyPath), inner, negated: true) + inner.description
    }

    /// Built from the inner matcher's compact description: cut from the full description, a long
    /// value's rendering (cut at its length limit) would leave a list open and uncounted,
    /// `has members [User(…), …]`.
    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        MessageLayout.compactDescription(
            wrapping: inner.core.describeCompactly(types: types), between: MarkedText(phrase))
    }

    /// The phrase and the inner matcher's line for the feature, cut around where it differs (see
    /// `featureResult`), when they fit.
    override internal func describeCompactly(partsCutAround lines: [Int: String]) -> String? {
        innerLine(lines, between: phrase)
    }

    @inlinable
    override internal func evaluate(_ actual: Root, explain: Bool) -> MatchResult {
        // Verdict first, as `allOf` does: a passing value asks the inner matcher for nothing else.
        if isSatisfied(by: actual) { return .match }
        guard explain else { return .mismatch(nil) }
        return explainFeature(name, keyPath, inner.forReporting, actual)
    }

    @inlinable
    override internal func isSatisfied(by actual: Root) -> Bool {
        inner.core.isSatisfied(by: actual[keyPath: keyPath])
    }

    @inlinable
    override internal func forReporting() -> MatcherCore<Root> {
        KeyPathCore(name, keyPath, inner.forReporting)
    }
}

/// A matcher's verdict held as a plain value (`==` or a comparison, with its operands), which a
/// ``KeyPathVerdictCore`` asks inline.
@usableFromInline
internal protocol FeatureVerdict {
    associatedtype Value
    /// The verdict.
    func accepts(_ value: Value) -> Bool
    /// The matcher the verdict came from, for the description and the explanation.
    var matcher: Matcher<Value> { get }
}

/// `has(\.x, equalTo(a))` and `has(\.x, greaterThan(a))` (and the other comparisons): what a
/// `KeyPathCore` around the inner matcher says and does, in one object that holds the inner
/// verdict as a value. An optimized check removes the inner matcher's core (it is only read) and
/// reads the property directly; the key path core is the one object left.
@usableFromInline
internal final class KeyPathVerdictCore<Root, Verdict: FeatureVerdict>: MatcherCore<Root> {
    @usableFromInline
    internal let name: String?
    @usableFromInline
    internal let keyPath: KeyPath<Root, Verdict.Value>
    @usableFromInline
    internal let verdict: Verdict

    @inlinable
    internal init(_ name: String?, _ keyPath: KeyPath<Root, Verdict.Value>, _ verdict: Verdict) {
        self.name = name
        self.keyPath = keyPath
        self.verdict = verdict
    }

    override internal func describe() -> String { KeyPathCore(name, keyPath, verdict.matcher).describe() }

    override internal func describeMarked() -> MarkedText {
        KeyPathCore(name, keyPath, verdict.matcher).describeMarked()
    }

    override internal var describesAPredicate: Bool { true }

    override internal func describeNegated() -> String? {
        KeyPathCore(name, keyPath, verdict.matcher).describeNegated()
    }

    override internal func describeCompactly(types: TypeFacts) -> MarkedText {
        KeyPathCore(name, keyPath, verdict.matcher).describeCompactly(types: types)
    }

    override internal func describeCompactly(partsCutAround lines: [Int: String]) -> String? {
        KeyPathCore(name, keyPath, verdict.matcher).describeCompactly(partsCutAround: lines)
    }

    // Inlined into the check, so that the optimizer sees the literal key path and the verdict.
    @inlinable @inline(__always)
    override internal func evaluate(_ actual: Root, explain: Bool) -> MatchResult {
        if isSatisfied(by: actual) { return .match }
        guard explain else { return .mismatch(nil) }
        return explainFeature(name, keyPath, verdict.matcher, actual)
    }

    @inlinable @inline(__always)
    override internal func isSatisfied(by actual: Root) -> Bool { verdict.accepts(actual[keyPath: keyPath]) }

    @inlinable
    override internal func forReporting() -> MatcherCore<Root> { KeyPathVerdictCore(name, keyPath, verdict) }
}

/// Why a value fails `has(\.x, matcher)`: the feature's value and the inner matcher's reason.
@usableFromInline
internal func explainFeature<Root, Value>(
    _ name: String?,
    _ keyPath: KeyPath<Root, Value>,
    _ inner: Matcher<Value>,
    _ actual: Root
) -> MatchResult {
    featureResult({ name ?? featureName(of: keyPath) }, actual[keyPath: keyPath], inner, explain: true)
}

/// A matcher on a feature of a value: `has <name> <inner>` / `<name> was <feature value>`, followed
/// by the inner matcher's reason, indented.
package func feature<Root, Value>(
    _ name: @escaping () -> String,
    _ extract: @escaping (Root) -> Value,
    _ matcher: Matcher<Value>
) -> Matcher<Root> {
    Matcher(
        core: WrappingCore(
            matcher, wrappedIn: { (MarkedText(featurePhrase(name(), matcher)), "") },
            negatedIn: { featurePhrase(name(), matcher, negated: true) }
        ) {
            actual, explain in
            featureResult(name, extract(actual), matcher, explain: explain)
        })
}

/// `has <name> ` before the description of `inner`, or `has <name> that ` when that description is a
/// predicate of its own: `has address that has city "Oslo"`, not `has address has city "Oslo"`;
/// `does not have <name> ` for the inverse matcher.
internal func featurePhrase<Value>(_ name: String, _ inner: Matcher<Value>, negated: Bool = false) -> String {
    (negated ? "does not have " : "has ") + name + " " + (inner.core.describesAPredicate ? "that " : "")
}

/// A feature's verdict and, when asked for, its reason: `<name> was <feature value>`, followed by
/// the inner matcher's reason, indented. Above a diff, the reason carries the `Expected:` line the
/// inner matcher's own message would show for the feature (cut around where it differs), which
/// the matcher's compact line shows after its words when it fits.
package func featureResult<Value>(
    _ name: () -> String,
    _ value: Value,
    _ matcher: Matcher<Value>,
    explain: Bool
) -> MatchResult {
    guard explain else { return matcher.isSatisfied(by: value) ? .match : .mismatch(nil) }
    guard case .mismatch(let reason) = matcher.matches(value) else { return .match }
    let shown = shownValue(value, comparedWith: matcher.core.comparedValue?.value, reason: reason)
    let summary = "\(name()) was " + MessageLayout.indentingContinuationLines(of: shown, by: 2)
    let content = MatchResult.Reason.Content.lines([
        .text(summary), .indented(reason?.content ?? .text(""), by: 2),
    ])
    let room = room(between: featurePhrase(name(), matcher))
    return .mismatch(partReason(content, matcher, on: value, reason: reason, room: room))
}

/// `content`, a reason that names a part of the value (a feature, an item, the value for a key)
/// that failed `matcher` for `reason`. Above a diff, it carries the `Expected:` line `matcher`'s
/// own message would show for the part (cut around where it differs), which the compact line of a
/// matcher around it shows after its words when it fits (see
/// `MatcherCore.describeCompactly(partsCutAround:)`). `room` is what the words leave of a compact
/// line: a value the line would not fit there is cut around its difference to that room.
internal func partReason<Part>(
    _ content: MatchResult.Reason.Content, _ matcher: Matcher<Part>, on part: Part,
    reason: MatchResult.Reason?, room: Int
) -> MatchResult.Reason {
    guard let reason, reason.compactsValueLines else { return MatchResult.Reason(content) }
    var line = MessageLayout.compactValueLines(of: matcher, for: part, reason: reason).expected
    // A line cut around the difference that the words leave no room for is cut so again, narrower;
    // a line cut from the front gives way to the description cut from the front.
    if !MessageLayout.fits(line, in: room), let compared = matcher.core.comparedValue,
        line != compared.around(MessageLayout.compactRendering(compared.value)),
        let narrower = focusedCompactLines(
            expected: compared.value, actual: part,
            width: room - compared.prefix.count - compared.suffix.count)
    {
        line = compared.around(narrower.expected)
    }
    var found = MatchResult.Reason.FoundWithDiff(aroundDifference: nil, types: TypeFacts().decided)
    found.partLines = ([0: line], nil)
    return MatchResult.Reason(.focused(content, found: found))
}

/// What words of `before` and `after` leave of a compact line for the value between them.
internal func room(between before: String, and after: String = "") -> Int {
    MessageLayout.compactWidth - before.count - after.count
}

/// The feature name a key path stands for: `\Person.address.city` → `address.city`.
internal func featureName<Root, Value>(of keyPath: KeyPath<Root, Value>) -> String {
    var text = Substring(removingPrivateDiscriminators(String(describing: keyPath)))
    if text.hasPrefix("\\") { text = text.dropFirst() }
    // Drop the root type's name, which may itself contain dots (`Outer.Inner`).
    let rootName = displayName(of: Root.self)
    if text.hasPrefix(rootName + ".") {
        text = text.dropFirst(rootName.count + 1)
    } else if let dot = text.firstIndex(of: ".") {
        text = text[text.index(after: dot)...]
    }
    // Computed properties may print as `<computed 0x… (Int)>` on some platforms: say "feature".
    return text.isEmpty || text.contains("<") ? "feature" : String(text)
}
