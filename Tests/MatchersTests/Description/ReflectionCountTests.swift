import Matchers
import TestSupport
import Testing

/// A struct with a custom mirror that counts how often it is reflected.
private struct CountedAddress: Equatable, CustomReflectable {
    let city: String
    let zip: String
    let reflections: CallCounter

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.city == rhs.city && lhs.zip == rhs.zip }

    var customMirror: Mirror {
        reflections.increment()
        return Mirror(self, children: ["city": city, "zip": zip], displayStyle: .struct)
    }
}

/// A struct holding two others, all reflected through counted custom mirrors.
private struct CountedUser: Equatable, CustomReflectable {
    let name: String
    let address: CountedAddress
    let home: CountedAddress
    let reflections: CallCounter

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.name == rhs.name && lhs.address == rhs.address && lhs.home == rhs.home
    }

    var customMirror: Mirror {
        reflections.increment()
        return Mirror(
            self, children: ["name": name, "address": address, "home": home], displayStyle: .struct)
    }
}

/// Where a counted address is parked: an enum case holding one value, or two.
private enum CountedSlot: Equatable {
    case empty
    case at(CountedAddress)
    case between(CountedAddress, CountedAddress)
}

/// A struct holding an enum case, reflected through a counted custom mirror.
private struct CountedParking: Equatable, CustomReflectable {
    let slot: CountedSlot
    let reflections: CallCounter

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.slot == rhs.slot }

    var customMirror: Mirror {
        reflections.increment()
        return Mirror(self, children: ["slot": slot], displayStyle: .struct)
    }
}

/// A struct holding an array, reflected through a counted custom mirror.
private struct CountedRoute: Equatable, CustomReflectable {
    let stops: [CountedAddress]
    let reflections: CallCounter

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.stops == rhs.stops }

    var customMirror: Mirror {
        reflections.increment()
        return Mirror(self, children: ["stops": stops], displayStyle: .struct)
    }
}

/// How often a failure message reflects each value (issue "one value tree" asks once).
@Suite struct ReflectionCountTests {
    private func user(city: String, counter: CallCounter) -> CountedUser {
        CountedUser(
            name: "Ann", address: CountedAddress(city: city, zip: "0150", reflections: counter),
            home: CountedAddress(city: "Rome", zip: "00100", reflections: counter), reflections: counter)
    }

    @Test func aPassingCheckReflectsNothing() {
        let counter = CallCounter()
        #expect(
            equalTo(user(city: "Oslo", counter: counter)).matches(user(city: "Oslo", counter: counter))
                .isMatch)
        #expect(counter.count == 0)
    }

    /// Six values (two users, two addresses that differ, two homes that do not), five reflections:
    /// the diff reads each custom mirror once, both to decide what the value is and to walk its
    /// parts (the expected home to fold it), and the compact value lines are cut around the one
    /// change along what the diff read, so the actual home, which the diff did not open, is not read
    /// at all. It was three reflections for most values: the diff asked the mirror for the kind,
    /// then again for the parts, and the value lines reflected each value again.
    @Test func aFailureReflectsEachValueOnce() {
        let counter = CallCounter()
        let message = failureMessage(
            user(city: "Bergen", counter: counter), equalTo(user(city: "Oslo", counter: counter)))
        #expect(
            message == """
                Expected: CountedUser(…, address: CountedAddress(city: "Oslo", …), …)
                     but: was CountedUser(…, address: CountedAddress(city: "Bergen", …), …)
                          differs at address.city: expected "Oslo", found "Bergen"
                """
        )
        #expect(counter.count == 5)
    }

    private func parking(_ slot: (CallCounter) -> CountedSlot, counter: CallCounter) -> CountedParking {
        CountedParking(slot: slot(counter), reflections: counter)
    }

    private func address(_ city: String, _ counter: CallCounter) -> CountedAddress {
        CountedAddress(city: city, zip: "0150", reflections: counter)
    }

    /// An enum case's value is read once too: the diff tells one value from several by the shape
    /// it reads (where it reflected the value to ask its display style, then again for its
    /// shape), hands that shape to the node below, and the compact lines render what the diff
    /// read under the case (`slot.at`). It was three reflections a value: twelve for these four.
    @Test func aValueInsideAnEnumCaseIsReflectedOnce() {
        let counter = CallCounter()
        let message = failureMessage(
            parking({ .at(address("Bergen", $0)) }, counter: counter),
            equalTo(parking({ .at(address("Oslo", $0)) }, counter: counter)))
        #expect(
            message == """
                Expected: CountedParking(slot: .at(CountedAddress(city: "Oslo", zip: "0150")))
                     but: was CountedParking(slot: .at(CountedAddress(city: "Bergen", zip: "0150")))
                          differs at slot.at.city: expected "Oslo", found "Bergen"
                """
        )
        #expect(counter.count == 4)
    }

    /// Two values of a case are compared one by one, each read at most once (six values, five
    /// reflections: the unchanged second address is folded on the actual side without a read).
    @Test func theValuesOfAnEnumCaseAreReflectedOnce() {
        let counter = CallCounter()
        let message = failureMessage(
            parking({ .between(address("Bergen", $0), address("Rome", $0)) }, counter: counter),
            equalTo(parking({ .between(address("Oslo", $0), address("Rome", $0)) }, counter: counter)))
        #expect(message?.contains("differs at slot.between.0.city") == true)
        #expect(counter.count == 5)
    }

    /// An array's elements are read at most once each: the diff opens the changed one and folds
    /// the unchanged ones it shows once, and the compact lines render them from what it read,
    /// looked up by offset (`stops[1]`). Each of the eight values has a counter of its own; the
    /// elements were read up to three times each (twelve reflections in all).
    @Test func theElementsOfAnArrayAreReflectedAtMostOnce() {
        var counters: [CallCounter] = []
        func counted() -> CallCounter {
            counters.append(CallCounter())
            return counters[counters.count - 1]
        }
        func route(_ middle: String) -> CountedRoute {
            CountedRoute(
                stops: [
                    address("Oslo", counted()), address(middle, counted()), address("Rome", counted()),
                ],
                reflections: counted())
        }
        let message = failureMessage(route("Bergen"), equalTo(route("Lund")))
        #expect(message?.contains("differs at stops[1].city") == true)
        #expect(counters.count == 8)
        #expect(counters.allSatisfy { $0.count <= 1 }, "\(counters.map(\.count))")
        #expect(counters.reduce(0) { $0 + $1.count } >= 6)
    }
}
