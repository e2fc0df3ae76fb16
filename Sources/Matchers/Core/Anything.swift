/// Matches any value; a placeholder for an argument a test does not care about.
///
/// ```swift
/// mockCook.verifyCookRamen(bowls: equalTo(2), soup: anything(), extras: anything())
/// ```
///
/// It never fails, so it never prints a message; its description is `anything`.
@inlinable
public func anything<T>() -> Matcher<T> {
    Matcher(describedBy: { "anything" }, evaluate: { _, _ in .match })
}

/// Matches any value and describes itself with the text given.
///
/// ```swift
/// mockCook.verifyCookRamen(bowls: equalTo(2), soup: anything("any soup"), extras: anything())
/// ```
///
/// It never fails; inside another matcher's description it reads as the text given: `any soup`.
@inlinable
public func anything<T>(_ description: String) -> Matcher<T> {
    Matcher(describedBy: { description }, evaluate: { _, _ in .match })
}
