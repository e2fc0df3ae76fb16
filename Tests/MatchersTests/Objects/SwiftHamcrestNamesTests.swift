import Matchers
import SwiftHamcrestCompatibility
import Testing

private class Animal {
    let name: String
    init(name: String) { self.name = name }
}

private final class Dog: Animal {
    let tricks: [String]
    init(name: String, tricks: [String]) {
        self.tricks = tricks
        super.init(name: name)
    }
}

private final class Cat: Animal {}

private struct Person {
    var name: String
    var age: Int
}

/// The SwiftHamcrest names: each is a catalog matcher of the same meaning and message.
@Suite struct SwiftHamcrestNamesTests {
    @Test func isAMatchesTheTypeAndSubtypes() {
        let dog: Animal = Dog(name: "Rex", tricks: [])
        #expect(isA(Animal.self).matches(dog) == .match)
        #expect(isA(Dog.self).matches(dog) == .match)
        #expect((isA(Dog.self) as Matcher<Animal>).description == "is an instance of Dog")
    }

    @Test func isAMessage() {
        let cat: Animal = Cat(name: "Tom")
        #expect(
            failureMessage(cat, isA(Dog.self)) == """
                Expected: is an instance of Dog
                     but: was Cat(name: "Tom")
                          is an instance of Cat
                """
        )
    }

    @Test func instanceOfAndCastsThenMatches() {
        let dog: Animal = Dog(name: "Rex", tricks: ["sit"])
        let knowsSit: Matcher<Animal> = instanceOfAnd(has(\Dog.tricks, hasItem("sit")))
        #expect(knowsSit.matches(dog) == .match)
        #expect(knowsSit.matches(Cat(name: "Tom")) == .mismatch("is an instance of Cat"))
        #expect(
            failureMessage(dog, instanceOfAnd(has(\Dog.name, equalTo("Max")))) == """
                Expected: an instance of Dog and has name "Max"
                     but: was Dog(name: "Rex", tricks: ["sit"])
                          name was "Rex"
                            differs at character 1: expected "M", found "R"
                """
        )
    }

    @Test func closeToWithPositionalDeltaIsInclusive() {
        #expect(closeTo(1.0, 0.1).matches(1.1) == .match)
        #expect(closeTo(1.0, 0.1).matches(0.9) == .match)
        #expect(closeTo(3.0, 0.01).description == "a value within 0.01 of 3.0")
        #expect(
            failureMessage(3.5, closeTo(3.0, 0.01)) == """
                Expected: a value within 0.01 of 3.0
                     but: was 3.5
                          differs by 0.5
                """
        )
    }

    @Test func inIntervalIsInRange() {
        #expect(inInterval(1...5).matches(5) == .match)
        #expect(inInterval(1..<5).matches(5) == .mismatch(nil))
        #expect(failureMessage(0, inInterval(1...5)) == "Expected: a value in 1...5\n     but: was 0")
        #expect(failureMessage(5, inInterval(0..<5)) == "Expected: a value in 0..<5\n     but: was 5")
    }

    @Test func hasPropertyFindsStoredAndInheritedProperties() {
        let ann = Person(name: "Ann", age: 12)
        #expect(hasProperty("age", equalTo(12)).matches(ann) == .match)
        #expect(hasProperty("name", "Ann").matches(ann) == .match)
        let dog = Dog(name: "Rex", tricks: [])
        #expect(hasProperty("name", "Rex").matches(dog) == .match)
        #expect(
            (hasProperty("age", greaterThan(17)) as Matcher<Person>).description
                == #"has property "age" with value a value greater than 17"#)
    }

    @Test func hasPropertyMessages() {
        let ann = Person(name: "Ann", age: 12)
        #expect(
            failureMessage(ann, hasProperty("age", greaterThan(17))) == """
                Expected: has property "age" with value a value greater than 17
                     but: was Person(name: "Ann", age: 12)
                          age was 12
                """
        )
        #expect(
            failureMessage(ann, hasProperty("height", 1.8)) == """
                Expected: has property "height" with value 1.8
                     but: was Person(name: "Ann", age: 12)
                          no property "height"
                """
        )
        #expect(
            failureMessage(ann, hasProperty("age", "twelve")) == """
                Expected: has property "age" with value "twelve"
                     but: was Person(name: "Ann", age: 12)
                          property "age" is of type Int, not String
                """
        )
    }

    @Test func passingChecksBuildNoText() {
        let ann = Person(name: "Ann", age: 12)
        let matcher: Matcher<Person> = hasProperty("age", Matcher<Int>("never described") { _ in true })
        #expect(matcher.matches(ann) == .match)
    }

    @Test func hasPropertyWithANameMatcherChecksTheFirstMatchingProperty() {
        let person = Person(name: "Ann", age: 12)
        let adult: Matcher<Person> = hasProperty(equalTo("age"), greaterThan(17))
        #expect(
            failureMessage(person, adult) == """
                Expected: has property "age" with value a value greater than 17
                     but: was Person(name: "Ann", age: 12)
                          age was 12
                """
        )
        #expect((hasProperty(hasSuffix("ame"), equalTo("Ann")) as Matcher<Person>).matches(person) == .match)
        #expect(
            (hasProperty(hasPrefix("na"), equalTo("Ann")) as Matcher<Dog>).matches(
                Dog(name: "Ann", tricks: [])) == .match)
        #expect(
            (hasProperty(hasPrefix("x"), equalTo(1)) as Matcher<Person>).matches(person)
                == .mismatch(#"no property a string with prefix "x""#))
        #expect(
            (hasProperty(equalTo("name"), equalTo(1)) as Matcher<Person>).matches(person)
                == .mismatch(#"property "name" is of type String, not Int"#))
    }

    @Test func matchResultInSwiftHamcrestSpelling() {
        #expect(MatchResult(true) == .match)
        #expect(MatchResult(false) == .mismatch(nil))
        #expect(MatchResult(false, "count was 3") == .mismatch("count was 3"))
        #expect(MatchResult(true, "count was 3") == .match)
        #expect(MatchResult.match.boolValue && !MatchResult.mismatch(nil).boolValue)
    }

    @Test func allOfAndAnyOfTakeAnySequenceWithoutAmbiguity() {
        let limits = [10, 20]
        #expect(allOf(limits.lazy.map { lessThan($0) }).matches(5) == .match)
        #expect(allOf(limits.map { lessThan($0) }).matches(15) != .match)
        #expect(anyOf(["a": equalTo(1), "b": equalTo(2)].values).matches(2) == .match)
        #expect(anyOf(EmptyCollection<Matcher<Int>>()).matches(2) != .match)
        #expect(allOf(EmptyCollection<Matcher<Int>>()).matches(2) == .match)
        #expect(allOf(lessThan(10)).matches(5) == .match)
        #expect(allOf([lessThan(10)]).matches(5) == .match)
    }
}
