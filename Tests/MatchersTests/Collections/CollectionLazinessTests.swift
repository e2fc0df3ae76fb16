import Matchers
import Testing

/// A passing check builds no text: no description, no reason, for every collection and dictionary
/// matcher, on the explain path (`matches`) as well as on the verdict path.
@Suite struct CollectionLazinessTests {
    /// An "is 1" matcher that counts descriptions and explained evaluations.
    private func one(_ log: TextLog) -> Matcher<Int> {
        Matcher(describedBy: { log.describe() }) { value, explain in
            if value == 1 { return .match }
            if explain { log.explain() }
            return .mismatch(explain ? "was not 1" : nil)
        }
    }

    @Test func passingChecksBuildNoText() {
        let log = TextLog()
        let ones = [1, 1]
        let checks: [(String, Matcher<[Int]>)] = [
            ("everyItem", everyItem(one(log))),
            ("hasItem", hasItem(one(log))),
            ("hasItem atIndex", hasItem(one(log), atIndex: 1)),
            ("hasItems", hasItems(one(log), one(log))),
            ("contains", contains(one(log), one(log))),
            ("containsInAnyOrder", containsInAnyOrder(one(log), one(log))),
            ("containsInRelativeOrder", containsInRelativeOrder(one(log))),
            ("onlyContains", onlyContains(one(log), greaterThan(5))),
            ("isSubsetOf", isSubsetOf(one(log), one(log), one(log))),
            ("isSupersetOf", isSupersetOf(one(log))),
            (
                "hasCount",
                hasCount(
                    Matcher(describedBy: { log.describe() }) { count, _ in
                        count == 2 ? .match : .mismatch(nil)
                    })
            ),
        ]
        for (name, matcher) in checks {
            #expect(matcher.matches(ones) == .match, "\(name)")
            #expect(verdictOnly(ones, matcher), "\(name)")
        }
        let dictionary = ["a": 1]
        let dictionaryChecks: [(String, Matcher<[String: Int]>)] = [
            ("hasEntry", hasEntry("a", one(log))),
            (
                "hasEntry matchers",
                hasEntry(
                    Matcher(describedBy: { log.describe() }) { key, _ in key == "a" ? .match : .mismatch(nil)
                    }, one(log)
                )
            ),
            ("hasEntries", hasEntries(["a": one(log)])),
            ("hasEntries pairs", hasEntries(("a", one(log)))),
            ("hasValue", hasValue(one(log))),
            (
                "hasKey",
                hasKey(
                    Matcher(describedBy: { log.describe() }) { key, _ in key == "a" ? .match : .mismatch(nil)
                    })
            ),
        ]
        for (name, matcher) in dictionaryChecks {
            #expect(matcher.matches(dictionary) == .match, "\(name)")
        }
        #expect(log.descriptions == 0)
        #expect(log.explanations == 0)
    }
}

/// Counts descriptions built and explanations asked for.
final class TextLog: @unchecked Sendable {
    private(set) var descriptions = 0
    private(set) var explanations = 0

    func describe() -> String {
        descriptions += 1
        return "1"
    }

    func explain() {
        explanations += 1
    }
}
