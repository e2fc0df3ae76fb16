import Foundation
import Matchers
import Testing

/// A diff of one changed value says the change in one line, `differs at meal: expected nil, found
/// "kosher"`, instead of a tree, when the value lines above show both of its values: whole when they
/// fit, else cut around the change. Otherwise the tree stays.
@Suite struct SingleChangeTests {
    struct Passenger: Equatable {
        var name: String
        var seat: String
        var meal: String?
    }

    struct Reading: Equatable {
        var sensor: String
        var value: Double
    }

    struct Track: Equatable {
        var number: Int
        var seconds: Int
        var note = ""
    }

    struct Playlist: Equatable {
        var name: String
        var tracks: [Track]
    }

    @Test func oneChangeUnderWholeValueLinesIsOneLine() {
        #expect(
            failureMessage(
                Passenger(name: "Ann Lee", seat: "14A", meal: "kosher"),
                equalTo(Passenger(name: "Ann Lee", seat: "14A", meal: nil))) == """
                    Expected: Passenger(name: "Ann Lee", seat: "14A", meal: nil)
                         but: was Passenger(name: "Ann Lee", seat: "14A", meal: "kosher")
                              differs at meal: expected nil, found "kosher"
                    """)
    }

    /// Values too long for their lines are cut around the change, which the lines then show; the
    /// change is said on one line under them, as for whole values.
    @Test func valueLinesCutAroundTheChangeShowIt() {
        let name = String(repeating: "Ann Lee ", count: 12)
        #expect(
            failureMessage(
                Passenger(name: name, seat: "14A", meal: "kosher"),
                equalTo(Passenger(name: name, seat: "14A", meal: nil))) == """
                    Expected: Passenger(…, meal: nil)
                         but: was Passenger(…, meal: "kosher")
                              differs at meal: expected nil, found "kosher"
                    """)
    }

    /// A changed value longer than a line cut around the change can show whole keeps the tree,
    /// which shows it whole on its line.
    @Test func aChangeTooLongForTheValueLinesKeepsTheTree() {
        let name = String(repeating: "Ann Lee ", count: 12)
        let meal = "vegetarian, no onions, no garlic, gluten-free, no nuts"
        #expect(
            failureMessage(
                Passenger(name: name, seat: "14A", meal: meal),
                equalTo(Passenger(name: name, seat: "14A", meal: nil))) == """
                    Expected: Passenger(…, meal: nil)
                         but: was Passenger(…, meal: "vegetarian, no onions, no garlic, gluten-free, no nuts")
                              differs at meal (- expected, + actual):
                                  Passenger(
                                    name: "\(name)"
                                    seat: "14A"
                                -   meal: nil
                                +   meal: "vegetarian, no onions, no garlic, gluten-free, no nuts"
                                  )
                    """)
    }

    @Test func twoChangesKeepTheTree() {
        #expect(
            failureMessage(
                Passenger(name: "Ann Lee", seat: "15B", meal: "kosher"),
                equalTo(Passenger(name: "Ann Lee", seat: "14A", meal: nil))) == """
                    Expected: Passenger(name: "Ann Lee", seat: "14A", meal: nil)
                         but: was Passenger(name: "Ann Lee", seat: "15B", meal: "kosher")
                              differs at seat, meal (- expected, + actual):
                                  Passenger(
                                    name: "Ann Lee"
                                -   seat: "14A"
                                +   seat: "15B"
                                -   meal: nil
                                +   meal: "kosher"
                                  )
                    """)
    }

    /// Two values that print alike (NaN) keep the tree, whose note says why they differ.
    @Test func aChangeBetweenValuesThatPrintAlikeKeepsTheTree() {
        #expect(
            failureMessage(Reading(sensor: "t1", value: .nan), equalTo(Reading(sensor: "t1", value: .nan)))
                == """
                Expected: Reading(sensor: "t1", value: nan)
                     but: was Reading(sensor: "t1", value: nan)
                          differs at value (- expected, + actual):
                              Reading(
                                sensor: "t1"
                            -   value: nan
                            +   value: nan
                                  NaN is not equal to itself
                              )
                """)
    }

    /// A note under a change whose values read apart (how far outside a tolerance, how far apart
    /// two dates are) goes under the one line, indented as details of a line are; a second change
    /// keeps the tree, with the note under its pair.
    @Test func aNoteGoesUnderTheOneLine() {
        #expect(
            failureMessage(
                Reading(sensor: "t1", value: 2.5), equalTo(Reading(sensor: "t1", value: 2.0), within: 0.1))
                    == """
                    Expected: Reading(…, value: 2.0) numbers within 0.1
                         but: was Reading(…, value: 2.5)
                              differs at value: expected 2.0, found 2.5
                                differs by 0.5, more than 0.1
                    """)
        #expect(
            failureMessage(
                Reading(sensor: "t2", value: 2.5), equalTo(Reading(sensor: "t1", value: 2.0), within: 0.1))
                    == """
                    Expected: Reading(sensor: "t1", value: 2.0) numbers within 0.1
                         but: was Reading(sensor: "t2", value: 2.5)
                              differs at sensor, value (- expected, + actual):
                                  Reading(
                                -   sensor: "t1"
                                +   sensor: "t2"
                                -   value: 2.0
                                +   value: 2.5
                                      differs by 0.5, more than 0.1
                                  )
                    """)
        let noon = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(
            failureMessage([noon, noon.addingTimeInterval(3_600)], equalTo([noon, noon])) == """
                Expected: [2023-11-14T22:13:20.000Z, 2023-11-14T22:13:20.000Z]
                     but: was [2023-11-14T22:13:20.000Z, 2023-11-14T23:13:20.000Z]
                          differs at index 1: expected 2023-11-14T22:13:20.000Z, found 2023-11-14T23:13:20.000Z
                            1 h later than expected
                """)
        // A dictionary's one changed value gets the same note (before, none: its diff notes only
        // values that read alike and line endings).
        #expect(
            failureMessage(["due": noon.addingTimeInterval(-86_400)], equalTo(["due": noon])) == """
                Expected: ["due": 2023-11-14T22:13:20.000Z]
                     but: was ["due": 2023-11-13T22:13:20.000Z]
                          differs at ["due"]: expected 2023-11-14T22:13:20.000Z, found 2023-11-13T22:13:20.000Z
                            1 day earlier than expected
                """)
    }

    /// An array's element diff likewise: one element replaced by another, said on one line under
    /// the two arrays, whole (DiffCollectionTests) or cut around the element.
    @Test func oneReplacedElementIsOneLine() {
        let expected = Array(0..<10_000).map { $0 * 3 }
        var actual = expected
        actual[9_000] = -1
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: […(9000 more), 27000, …(999 more)]
                     but: was […(9000 more), -1, …(999 more)]
                          differs at index 9000: expected 27000, found -1
                """)
    }

    /// Two replaced elements, two inserted, or a replaced string that lines cut around the element
    /// could cut keep the element diff.
    @Test func otherElementChangesKeepTheDiff() {
        #expect(
            failureMessage([9, 2, 5, 4], equalTo([1, 2, 3, 4])) == """
                Expected: [1, 2, 3, 4]
                     but: was [9, 2, 5, 4]
                          differs at index 0 (- expected, + actual):
                            - 1
                            + 9
                              2
                            - 3
                            + 5
                              4
                """)
        #expect(
            failureMessage([1, 2, 3, 4], equalTo([1, 2]))?.contains(
                "differs at index 2 (- expected, + actual):")
                == true)
        let names = (0..<40).map { "passenger number \($0) of the flight" }
        var renamed = names
        renamed[30] = "passenger number 30 of the flight!"
        // (The lines are cut around the element, which they show around its difference.)
        #expect(
            failureMessage(renamed, equalTo(names))?.hasPrefix(
                """
                Expected: […(30 more), …"30 of the flight", …(9 more)]
                     but: was […(30 more), …"30 of the flight!", …(9 more)]
                          differs at index 30 (- expected, + actual):
                """) == true)
        // Short enough, it is one line.
        var short = (0..<40).map { "seat \($0)" }
        let seats = short
        short[30] = "seat 31"
        #expect(
            failureMessage(short, equalTo(seats)) == """
                Expected: […(30 more), "seat 30", …(9 more)]
                     but: was […(30 more), "seat 31", …(9 more)]
                          differs at index 30: expected "seat 30", found "seat 31"
                """)
    }

    /// An element only one side has is said on one line too, by its index on its side, whole:
    /// `removed` from the expected array (DiffCollectionTests), `inserted` into the actual one.
    @Test func oneElementInsertedOrRemovedIsOneLine() {
        #expect(
            failureMessage([0, 1, 2], equalTo([1, 2])) == """
                Expected: [1, 2]
                     but: was [0, 1, 2]
                          differs at index 0: inserted 0
                """)
        // In a structure, under lines cut around the element.
        let expected = Playlist(name: "Focus", tracks: (1...30).map { Track(number: $0, seconds: 180 + $0) })
        var actual = expected
        actual.tracks.insert(Track(number: 99, seconds: 42), at: 15)
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Playlist(…, tracks: […(15 more), Track(number: 16, seconds: 196, note: ""), …(14 more)])
                     but: was Playlist(…, tracks: […(15 more), Track(number: 99, seconds: 42, note: ""), …(15 more)])
                          differs at tracks[15]: inserted Track(number: 99, seconds: 42, note: "")
                """)
        actual = expected
        actual.tracks.remove(at: 2)
        #expect(
            failureMessage(actual, equalTo(expected)) == """
                Expected: Playlist(…, tracks: […(2 more), Track(number: 3, seconds: 183, note: ""), …(27 more)])
                     but: was Playlist(…, tracks: […(2 more), Track(number: 4, seconds: 184, note: ""), …(26 more)])
                          differs at tracks[2]: removed Track(number: 3, seconds: 183, note: "")
                """)
    }

    /// An inserted element its line cannot show whole keeps the tree, which shows where it is.
    @Test func anInsertedElementTooLongForItsLineKeepsTheTree() {
        let expected = Playlist(name: "Focus", tracks: [Track(number: 1, seconds: 180)])
        var actual = expected
        actual.tracks.append(Track(number: 2, seconds: 200, note: String(repeating: "shio ", count: 30)))
        #expect(
            failureMessage(actual, equalTo(expected))?.contains(
                "differs at tracks[1] (- expected, + actual):") == true)
    }

    /// A dictionary's entry diff likewise, for one key whose value changed, named as a structural
    /// diff names an entry.
    @Test func oneChangedValueOfADictionaryIsOneLine() {
        let prices = Dictionary(uniqueKeysWithValues: (1...12).map { ("item-\($0)", $0 * 100) })
        var changed = prices
        changed["item-7"] = 750
        #expect(
            failureMessage(changed, equalTo(prices)) == """
                Expected: ["item-7": 700, …(11 more)]
                     but: was ["item-7": 750, …(11 more)]
                          differs at ["item-7"]: expected 700, found 750
                """)
        // A key added, or two values changed, keep the entry diff.
        changed["item-13"] = 1
        #expect(
            failureMessage(changed, equalTo(prices))?.contains("differs in 2 entries (- expected, + actual):")
                == true)
        changed["item-13"] = nil
        changed["item-8"] = 1
        #expect(
            failureMessage(changed, equalTo(prices))?.contains("differs in 2 entries (- expected, + actual):")
                == true)
    }

    /// One element that only one set has is said on one line: a set has no place to name, so the
    /// line counts the change instead.
    @Test func oneElementAddedToOrMissingFromASetIsOneLine() {
        let tags: Set = ["swift", "testing", "linux"]
        #expect(
            failureMessage(tags.union(["ci"]), equalTo(tags)) == """
                Expected: ["linux", "swift", "testing"]
                     but: was ["ci", "linux", "swift", "testing"]
                          differs in 1 element: inserted "ci"
                """)
        #expect(
            failureMessage(tags.subtracting(["linux"]), equalTo(tags)) == """
                Expected: ["linux", "swift", "testing"]
                     but: was ["swift", "testing"]
                          differs in 1 element: removed "linux"
                """)
        // Two changes, or one element replaced by another, keep the element diff.
        #expect(
            failureMessage(tags.subtracting(["linux"]).union(["ci"]), equalTo(tags)) == """
                Expected: ["linux", "swift", "testing"]
                     but: was ["ci", "swift", "testing"]
                          differs in 2 elements (- expected, + actual):
                            + "ci"
                            - "linux"
                """)
        // The reason keeps its diff.
        #expect(
            describeDifference(tags, tags.union(["ci"]))?.description == """
                differs in 1 element (- expected, + actual):
                  + "ci"
                """)
    }

    /// A set too long for its lines keeps its compact lines, which count what they leave out: the
    /// change says what differs, wherever it is.
    @Test func aLongSetKeepsItsCompactLinesOverTheOneLine() {
        let words = Set((0..<40).map { "word-\($0)" })
        #expect(
            failureMessage(words.union(["extra"]), equalTo(words)) == """
                Expected: ["word-0", "word-1", "word-10", "word-11", "word-12", "word-13", "word-14", …(33 more)]
                     but: was ["extra", "word-0", "word-1", "word-10", "word-11", "word-12", "word-13", …(34 more)]
                          differs in 1 element: inserted "extra"
                """)
    }

    /// An element too long to show whole on its line, under value lines that cut it, keeps the diff.
    @Test func aSetElementTooLongForItsLineKeepsTheDiff() {
        let long = String(repeating: "tag ", count: 30)
        let tags: Set = [long, "swift"]
        let message = failureMessage(tags.union([long + "x"]), equalTo(tags))
        #expect(message?.contains("differs in 1 element (- expected, + actual):") == true)
        #expect(message?.contains("differs in 1 element: inserted") == false)
    }

    /// A dictionary's entry that only one side has is said on one line, at its key, as an array's
    /// element only one side has is at its index.
    @Test func oneEntryAddedToOrMissingFromADictionaryIsOneLine() {
        let stock = ["apples": 3, "pears": 0]
        var more = stock
        more["plums"] = 12
        #expect(
            failureMessage(more, equalTo(stock)) == """
                Expected: ["apples": 3, "pears": 0]
                     but: was ["apples": 3, "pears": 0, "plums": 12]
                          differs at ["plums"]: inserted 12
                """)
        #expect(
            failureMessage(["apples": 3], equalTo(stock)) == """
                Expected: ["apples": 3, "pears": 0]
                     but: was ["apples": 3]
                          differs at ["pears"]: removed 0
                """)
    }

    struct Post: Equatable {
        var title: String
        var tags: Set<String>
        var counts: [String: Int]
    }

    /// In a structure, a set's one element that only one side has is said at the set's path, and a
    /// dictionary's entry at its key: the tree would only repeat the value lines.
    @Test func aNestedSetsOrDictionarysOneAddedElementIsOneLine() {
        let post = Post(title: "Hello", tags: ["swift", "linux"], counts: ["a": 1])
        var tagged = post
        tagged.tags.insert("ci")
        #expect(
            failureMessage(tagged, equalTo(post)) == """
                Expected: Post(title: "Hello", tags: ["linux", "swift"], counts: ["a": 1])
                     but: was Post(title: "Hello", tags: ["ci", "linux", "swift"], counts: ["a": 1])
                          differs at tags: inserted "ci"
                """)
        var counted = post
        counted.counts["b"] = 2
        #expect(
            failureMessage(counted, equalTo(post)) == """
                Expected: Post(title: "Hello", tags: ["linux", "swift"], counts: ["a": 1])
                     but: was Post(title: "Hello", tags: ["linux", "swift"], counts: ["a": 1, "b": 2])
                          differs at counts["b"]: inserted 2
                """)
        counted.counts = [:]
        #expect(
            failureMessage(counted, equalTo(post)) == """
                Expected: Post(title: "Hello", tags: ["linux", "swift"], counts: ["a": 1])
                     but: was Post(title: "Hello", tags: ["linux", "swift"], counts: [:])
                          differs at counts["a"]: removed 1
                """)
        // Two elements added keep the tree.
        tagged.tags.insert("ios")
        #expect(
            failureMessage(tagged, equalTo(post))?.hasSuffix(
                """
                          differs at tags (- expected, + actual):
                              Post(
                                title: "Hello"
                                tags: [
                            +     "ci"
                            +     "ios"
                                  … 2 unchanged elements
                                ]
                                counts: […]
                              )
                """) == true)
    }

    struct Shelf: Equatable {
        var label: String
        var books: [Passenger]
    }

    /// Nested under a line of its own (a feature's `was` line, an item's `but:`), a diff with one
    /// change whose values show whole on its line says it on that line; two changes, or a value
    /// too long for the line, keep the tree. The reason itself keeps the tree.
    @Test func aNestedDiffsOneChangeIsOneLine() {
        let shelf = Shelf(label: "A", books: [Passenger(name: "Ann", seat: "1A", meal: nil)])
        var moved = shelf
        moved.books[0].seat = "2B"
        #expect(
            failureMessage(moved, has(\.books, equalTo(shelf.books))) == """
                Expected: has books [Passenger(name: "Ann", seat: "1A", meal: nil)]
                     but: was Shelf(label: "A", books: [Passenger(name: "Ann", seat: "2B", meal: nil)])
                          books was [Passenger(name: "Ann", seat: "2B", meal: nil)]
                            differs at [0].seat: expected "1A", found "2B"
                """)
        moved.books[0].meal = "kosher"
        #expect(
            failureMessage(moved, has(\.books, equalTo(shelf.books)))?.hasSuffix(
                """
                          books was [Passenger(name: "Ann", seat: "2B", meal: "kosher")]
                            differs at [0].seat, [0].meal (- expected, + actual):
                                [
                                  [0]: Passenger(
                                    name: "Ann"
                              -     seat: "1A"
                              +     seat: "2B"
                              -     meal: nil
                              +     meal: "kosher"
                                  )
                                ]
                """) == true)
        var renamed = shelf
        renamed.books[0].name = String(repeating: "Ann ", count: 15)
        #expect(
            failureMessage(renamed, has(\.books, equalTo(shelf.books)))?.contains(
                "differs at [0].name (- expected, + actual):") == true)
        #expect(
            describeDifference(shelf.books, moved.books)?.description.hasPrefix(
                "differs at [0].seat, [0].meal (- expected, + actual):") == true)
    }

    /// Under lines cut around the change, a short set shows whole on each side, in display order
    /// (before, `tags: […(2 more)]` against `tags: ["ci", …(2 more)]`: one side showed only a
    /// count); a long one shows its differing elements and counts the rest.
    @Test func aSetUnderLinesCutAroundItsChangeShowsWholeWhenShort() {
        let posts = (0..<20).map { Post(title: "post \($0)", tags: ["swift", "linux"], counts: [:]) }
        var tagged = posts
        tagged[12].tags.insert("ci")
        #expect(
            failureMessage(tagged, equalTo(posts)) == """
                Expected: […(12 more), Post(…, tags: ["linux", "swift"], …), …(7 more)]
                     but: was […(12 more), Post(…, tags: ["ci", "linux", "swift"], …), …(7 more)]
                          differs at [12].tags: inserted "ci"
                """)
        var retagged = posts
        retagged[12].tags = Set((0..<30).map { "tag\($0)" })
        #expect(
            failureMessage(retagged, equalTo(posts))?.hasPrefix(
                """
                Expected: […(12 more), Post(…, tags: ["linux", "swift"], …), …(7 more)]
                     but: was […(12 more), Post(…, tags: ["tag0", "tag1", "tag10", …(27 more)], …), …(7 more)]
                """) == true)
    }

    struct Note: Equatable {
        var title: String
        var body: String
    }

    /// A multi-line string inside a structure with one line changed, inserted or removed: that
    /// line, at the string's path and its line number.
    @Test func oneChangedLineOfANestedTextIsOneLine() {
        let note = Note(title: "menu", body: "shio\nmiso\nshoyu")
        #expect(
            failureMessage(Note(title: "menu", body: "shio\nmisu\nshoyu"), equalTo(note)) == #"""
                Expected: Note(title: "menu", body: "shio\nmiso\nshoyu")
                     but: was Note(title: "menu", body: "shio\nmisu\nshoyu")
                          differs at body, line 2: expected "miso", found "misu"
                """#)
        #expect(
            failureMessage(Note(title: "menu", body: "shio\nmiso\nnori\nshoyu"), equalTo(note)) == #"""
                Expected: Note(title: "menu", body: "shio\nmiso\nshoyu")
                     but: was Note(title: "menu", body: "shio\nmiso\nnori\nshoyu")
                          differs at body, line 3: inserted "nori"
                """#)
        // Line endings named keep the tree, and so does the reason.
        #expect(
            failureMessage(Note(title: "menu", body: "shio\r\nmisu\r\nshoyu"), equalTo(note))?.contains(
                "body: differs at line 2 (expected \\n line endings, found \\r\\n):") == true)
        #expect(
            describeDifference(note, Note(title: "menu", body: "shio\nmisu\nshoyu"))?.description == #"""
                differs at body (- expected, + actual):
                    Note(
                      title: "menu"
                      body: differs at line 2:
                        "shio"
                  -     "miso"
                  +     "misu"
                        "shoyu"
                    )
                """#)
    }

    /// The reason itself keeps its tree: a custom matcher's message shows it under its own lines.
    @Test func theReasonKeepsItsTree() {
        #expect(
            describeDifference(
                Passenger(name: "Ann Lee", seat: "14A", meal: nil),
                Passenger(name: "Ann Lee", seat: "14A", meal: "kosher"))?.description == """
                    differs at meal (- expected, + actual):
                        Passenger(
                          name: "Ann Lee"
                          seat: "14A"
                      -   meal: nil
                      +   meal: "kosher"
                        )
                    """)
    }
}
