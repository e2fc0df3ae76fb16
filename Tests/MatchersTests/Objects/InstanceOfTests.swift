import Matchers
import Testing

private protocol Barks {}

private class Animal {
    let name: String
    init(name: String) { self.name = name }
}

private final class Dog: Animal, Barks {}

private final class Cat: Animal {
    var lives = 9
}

private struct Robot: Barks {
    var model: String
}

@Suite struct InstanceOfTests {
    @Test func matchesTheExactClass() {
        let pet: Animal = Dog(name: "Rex")
        #expect(instanceOf(Dog.self).matches(pet) == .match)
    }

    @Test func matchesASubclassOfTheExpectedClass() {
        let pet: AnyObject = Dog(name: "Rex")
        #expect(instanceOf(Animal.self).matches(pet) == .match)
    }

    @Test func rejectsASiblingClassAndNamesItsType() {
        let pet: Animal = Cat(name: "Tom")
        #expect(instanceOf(Dog.self).matches(pet) == .mismatch("is an instance of Cat"))
    }

    @Test func rejectsTheSuperclass() {
        let pet = Animal(name: "Generic")
        #expect(instanceOf(Dog.self).matches(pet) == .mismatch("is an instance of Animal"))
    }

    @Test func description() {
        #expect((instanceOf(Dog.self) as Matcher<Animal>).description == "an instance of Dog")
        #expect((instanceOf(Barks.self) as Matcher<Any>).description == "an instance of Barks")
        #expect((instanceOf(Int.self) as Matcher<Any>).description == "an instance of Int")
    }

    @Test func mismatchMessageShowsInheritedProperties() {
        let pet: Animal = Cat(name: "Tom")
        #expect(
            failureMessage(pet, instanceOf(Dog.self))
                == """
                Expected: an instance of Dog
                     but: was Cat(name: "Tom", lives: 9)
                          is an instance of Cat
                """)
    }

    @Test func protocols() {
        let dog: Any = Dog(name: "Rex")
        let robot: Any = Robot(model: "K9")
        let cat: Any = Cat(name: "Tom")
        #expect(instanceOf(Barks.self).matches(dog) == .match)
        #expect(instanceOf(Barks.self).matches(robot) == .match)
        #expect(
            failureMessage(cat, instanceOf(Barks.self))
                == """
                Expected: an instance of Barks
                     but: was Cat(name: "Tom", lives: 9)
                          is an instance of Cat
                """)
    }

    @Test func valueTypes() {
        let number: Any = 3
        let text: Any = "three"
        #expect(instanceOf(Int.self).matches(number) == .match)
        #expect(
            failureMessage(text, instanceOf(Int.self))
                == """
                Expected: an instance of Int
                     but: was "three"
                          is an instance of String
                """)
    }

    @Test func withMatcherMatchesWhenTheCastValueMatches() {
        let pet: Animal = Dog(name: "Rex")
        #expect(instanceOf(Dog.self, and: has(\.name, equalTo("Rex"))).matches(pet) == .match)
    }

    @Test func withMatcherDescription() {
        let matcher: Matcher<Animal> = instanceOf(Dog.self, and: has(\.name, equalTo("Rex")))
        #expect(matcher.description == #"an instance of Dog and has name "Rex""#)
    }

    @Test func withMatcherRejectsAnotherTypeWithoutAskingTheInnerMatcher() {
        let pet: Animal = Cat(name: "Rex")
        #expect(
            failureMessage(pet, instanceOf(Dog.self, and: has(\.name, equalTo("Rex"))))
                == """
                Expected: an instance of Dog and has name "Rex"
                     but: was Cat(name: "Rex", lives: 9)
                          is an instance of Cat
                """)
    }

    @Test func withMatcherReportsTheInnerReason() {
        let pet: Animal = Cat(name: "Tom")
        #expect(
            failureMessage(pet, instanceOf(Cat.self, and: has(\.lives, lessThan(9))))
                == """
                Expected: an instance of Cat and has lives a value less than 9
                     but: was Cat(name: "Tom", lives: 9)
                          lives was 9
                """)
    }

    @Test func withMatcherOnAProtocol() {
        let robot: Any = Robot(model: "K9")
        let matcher: Matcher<Any> = instanceOf(Robot.self, and: has(\.model, not("K9")))
        #expect(
            failureMessage(robot, matcher)
                == """
                Expected: an instance of Robot and has model not "K9"
                     but: was Robot(model: "K9")
                          model was "K9"
                """)
        #expect(instanceOf(Barks.self, and: anything()).matches(robot) == .match)
    }
}
