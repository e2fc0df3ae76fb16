import Matchers
import Testing

private struct Address {
    var city: String
}

private struct Person {
    var name: String
    var age: Int
    var address = Address(city: "Oslo")
    var height = 1.5
}

private enum Outer {
    struct Inner {
        var size: Int
    }
}

private struct Box<Content> {
    var content: Content
}

/// A feature whose rendering spans two lines.
private struct Label: CustomStringConvertible {
    var description: String { "first line\nsecond line" }
}

private struct Sticker {
    var label = Label()
}

@Suite struct HasTests {
    private let ann = Person(name: "Ann", age: 12)
    private let frenchCity = Matcher<String>("a French city") { $0 == "Paris" }

    @Test func matchesWhenTheFeatureMatches() {
        #expect(has(\Person.age, greaterThan(10)).matches(ann) == .match)
    }

    @Test func rejectsWhenTheFeatureDoesNot() {
        #expect(has(\Person.age, greaterThan(17)).matches(ann) == .mismatch("age was 12"))
    }

    @Test func descriptionNamesTheFeatureAfterTheKeyPath() {
        #expect(has(\Person.age, greaterThan(17)).description == "has age a value greater than 17")
    }

    @Test func mismatchMessage() {
        #expect(
            failureMessage(ann, has(\.age, greaterThan(17)))
                == """
                Expected: has age a value greater than 17
                     but: was Person(name: "Ann", age: 12, address: Address(city: "Oslo"), height: 1.5)
                          age was 12
                """)
    }

    @Test func nestedKeyPathNamesTheWholePath() {
        #expect(has(\Person.address.city, frenchCity).description == "has address.city a French city")
        #expect(has(\Person.address.city, frenchCity).matches(ann) == .mismatch(#"address.city was "Oslo""#))
        #expect(
            failureMessage(ann, has(\.address.city, frenchCity))
                == """
                Expected: has address.city a French city
                     but: was Person(name: "Ann", age: 12, address: Address(city: "Oslo"), height: 1.5)
                          address.city was "Oslo"
                """)
    }

    @Test func nestedTypesAndGenericRoots() {
        #expect(has(\Outer.Inner.size, equalTo(2)).matches(Outer.Inner(size: 1)) == .mismatch("size was 1"))
        #expect(has(\Box<Int>.content, equalTo(2)).matches(Box(content: 1)) == .mismatch("content was 1"))
        #expect(has(\Box<Box<Int>>.content.content, equalTo(2)).description == "has content.content 2")
    }

    @Test func explicitNameForTheFeature() {
        let matcher = has("age in years", \Person.age, greaterThan(17))
        #expect(matcher.description == "has age in years a value greater than 17")
        #expect(matcher.matches(ann) == .mismatch("age in years was 12"))
        #expect(matcher.matches(Person(name: "Bob", age: 18)) == .match)
    }

    @Test func explicitNameMessage() {
        #expect(
            failureMessage(ann, has("age", \.age, greaterThan(17)))
                == """
                Expected: has age a value greater than 17
                     but: was Person(name: "Ann", age: 12, address: Address(city: "Oslo"), height: 1.5)
                          age was 12
                """)
    }

    @Test func computedPropertiesAreCalledFeatureUnlessNamed() {
        // A computed property's key path carries no name at run time.
        let matcher = has(\[Int].isEmpty, isTrue())
        #expect(matcher.matches([]) == .match)
        #expect(matcher.description == "has feature true")
        #expect(matcher.matches([1]) == .mismatch("feature was false"))
        #expect(has(\Box<[Int]>.content.count, equalTo(2)).description == "has feature 2")
        #expect(has("size", \[Int].count, equalTo(0)).matches([1]) == .mismatch("size was 1"))
    }

    @Test func indentsTheInnerReasonUnderTheFeature() {
        #expect(
            failureMessage(ann, has(\.height, closeTo(1.8, within: 0.1)))
                == """
                Expected: has height a value within 0.1 of 1.8
                     but: was Person(name: "Ann", age: 12, address: Address(city: "Oslo"), height: 1.5)
                          height was 1.5
                            differs by 0.30000000000000004
                """)
    }

    @Test func nestedAllOfIsATree() {
        #expect(
            failureMessage(ann, has(\.age, allOf(greaterThan(17), lessThan(10))))
                == """
                Expected: has age all of:
                            - a value greater than 17
                            - a value less than 10
                     but: was Person(name: "Ann", age: 12, address: Address(city: "Oslo"), height: 1.5)
                          age was 12
                            failed 2 of 2:
                              - a value greater than 17
                              - a value less than 10
                """)
    }

    @Test func nestedFeatures() {
        let matcher = has(\Person.address, has(\.city, frenchCity))
        // The inner `has` is a predicate: `has address that has city …`, not `has address has city …`.
        #expect(matcher.description == "has address that has city a French city")
        #expect(
            matcher.matches(ann)
                == .mismatch(
                    """
                    address was Address(city: "Oslo")
                      city was "Oslo"
                    """))
    }

    @Test func aPredicateInsideAFeatureIsJoinedByThat() {
        let named: Matcher<Person> = has("address", { $0.address }, has(\.city, equalTo("Paris")))
        #expect(named.description == #"has address that has city "Paris""#)
        let isMatcher: Matcher<Person> = has(\.age, `is`(greaterThan(17)))
        #expect(isMatcher.description == "has age that is a value greater than 17")
        let plain: Matcher<Person> = has(\.age, greaterThan(17))
        #expect(plain.description == "has age a value greater than 17")
        let items: Matcher<[Person]> = hasItem(has(\.name, equalTo("Bob")))
        #expect(items.description == #"a sequence with an item that has name "Bob""#)
        let values: Matcher<[Int]> = hasItem(greaterThan(17))
        #expect(values.description == "a sequence with an item matching a value greater than 17")
    }

    @Test func featuresInsideAllOfExplainEachFailure() {
        let matcher = allOf(has(\Person.name, not("Ann")), has(\.age, greaterThan(17)))
        #expect(
            failureMessage(ann, matcher)
                == """
                Expected: all of:
                            - has name not "Ann"
                            - has age a value greater than 17
                     but: was Person(name: "Ann", age: 12, address: Address(city: "Oslo"), height: 1.5)
                          failed 2 of 2:
                            - has name not "Ann"
                              but: name was "Ann"
                            - has age a value greater than 17
                              but: age was 12
                """)
    }

    @Test func multiLineFeatureValuesAreIndented() {
        let matcher = has(\Sticker.label.description, equalTo("one line"))
        #expect(matcher.matches(Sticker()) != .match)
        let rendered = has(\Sticker.label, Matcher("a short label") { _ in false })
        #expect(
            rendered.matches(Sticker())
                == .mismatch(
                    """
                    label was first line
                      second line
                    """))
    }
}
