import CustomDump
import Matchers
import Nimble

// MARK: (11) Message bytes against swift-custom-dump's, over model pairs of a reader's kind

// Issue "one value tree" asks for messages as concise as they are complete: over model pairs, the
// median `equalTo` message at most 1.5× the bytes of swift-custom-dump's `expectNoDifference`
// text for the same pair. Each pair is one plain edit of the kind a test meets: a changed field
// deep in a model, an inserted or removed element, a changed entry, a long array with one item
// changed. The text counted for swift-custom-dump is what `expectNoDifference` reports (its
// `Difference: …` header, the proportional diff indented by two, and its `(First: −, Second: +)`
// line), built here from its public `diff` as that function builds it; ours is
// `failureMessage(for:)`, the text `assertThat` reports (without the file and line either adds).

struct Passenger: Equatable {
    var name: String
    var seat: String
    var meal: String?
}

struct Booking: Equatable {
    var reference: String
    var flight: String
    var passengers: [Passenger]
    var totalCents: Int
    var paid: Bool
}

struct Ingredient: Equatable {
    var name: String
    var grams: Int
}

struct Recipe: Equatable {
    var title: String
    var serves: Int
    var ingredients: [Ingredient]
    var steps: [String]
}

struct Track: Equatable {
    var number: Int
    var title: String
    var seconds: Int
}

struct Playlist: Equatable {
    var name: String
    var tracks: [Track]
}

struct SeatID: Hashable {
    var row: Int
    var letter: String
}

enum SeatState: Equatable {
    case available
    case held(by: String)
    case sold
}

struct Transaction: Equatable {
    var id: Int
    var amountCents: Int
    var memo: String
}

struct PostalAddress: Equatable {
    var street: String
    var city: String
    var postcode: String
}

struct Customer: Equatable {
    var name: String
    var address: PostalAddress
}

struct Shipment: Equatable {
    var id: String
    var customer: Customer
    var parcels: Int
}

enum LoadState: Equatable {
    case loading
    case loaded([String])
    case failed(String)
}

/// One model pair: how it is named in the table, and our message's and custom-dump's bytes.
struct MessagePair {
    var name: String
    var nimble: Int
    /// Our message and custom-dump's, counted below and printed by `matchers-bench --messages`.
    var texts: (ours: String, customDump: String)
    var ours: Int { texts.ours.utf8.count }
    var customDump: Int { texts.customDump.utf8.count }

    init<T: Equatable>(_ name: String, expected: T, actual: T) {
        self.name = name
        texts = (
            equalTo(expected).failureMessage(for: actual) ?? "", customDumpMessage(expected, actual) ?? ""
        )
        let sink = NimbleMessageSink()
        withAssertionHandler(sink) { expect(actual).to(equal(expected)) }
        nimble = sink.lastMessageBytes
        require(
            ours > 0 && customDump > 0 && sink.failures == 1, "(11) \(name): every library fails the pair")
    }
}

/// What `expectNoDifference(expected, actual)` reports for the pair, built as it builds it.
func customDumpMessage<T>(_ expected: T, _ actual: T) -> String? {
    let format = DiffFormat.proportional
    guard let difference = diff(expected, actual, format: format) else { return nil }
    let indented = difference.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.isEmpty ? "" : "  " + $0 }
        .joined(separator: "\n")
    return "Difference: …\n\n\(indented)\n\n(First: \(format.first), Second: \(format.second))"
}

/// The model pairs, each an expected value and the actual one after one plain edit.
func messagePairs() -> [MessagePair] {
    let booking = Booking(
        reference: "QX7R2P", flight: "LH 401",
        passengers: [
            Passenger(name: "Ann Lee", seat: "14A", meal: nil),
            Passenger(name: "Bo Lee", seat: "14B", meal: "vegetarian"),
            Passenger(name: "Cy Lee", seat: "14C", meal: nil),
        ],
        totalCents: 216_850, paid: true)
    var rebooked = booking
    rebooked.passengers[1].seat = "15B"

    let recipe = Recipe(
        title: "Shoyu ramen", serves: 2,
        ingredients: [
            Ingredient(name: "noodles", grams: 240), Ingredient(name: "chashu", grams: 150),
            Ingredient(name: "egg", grams: 100), Ingredient(name: "nori", grams: 4),
        ],
        steps: ["Boil the broth", "Cook the noodles", "Assemble"])
    var withScallions = recipe
    withScallions.ingredients.insert(Ingredient(name: "scallions", grams: 20), at: 3)
    var withoutEgg = recipe
    withoutEgg.ingredients.remove(at: 2)

    let playlist = Playlist(
        name: "Focus",
        tracks: (1...30).map { Track(number: $0, title: "Track \($0)", seconds: 180 + $0) })
    var insertedTrack = playlist
    insertedTrack.tracks.insert(Track(number: 99, title: "Interlude", seconds: 42), at: 15)

    let prices = Dictionary(uniqueKeysWithValues: (1...12).map { ("item-\($0)", $0 * 100) })
    var repriced = prices
    repriced["item-7"] = 750

    let seats = Dictionary(
        uniqueKeysWithValues: ["A", "B", "C", "D", "E", "F"].flatMap { letter in
            [10, 11].map { (SeatID(row: $0, letter: letter), SeatState.available) }
        })
    var held = seats
    held[SeatID(row: 11, letter: "C")] = .held(by: "Ann")

    let tags: Set = ["swift", "testing", "matchers", "hamcrest", "linux"]
    let moreTags = tags.union(["ci"])

    let multiples = (0..<10_000).map { $0 * 3 }
    var oneChanged = multiples
    oneChanged[9_000] = -1

    let transactions = (0..<200).map { Transaction(id: $0, amountCents: 1_000 + $0, memo: "payment \($0)") }
    var corrected = transactions
    corrected[120].amountCents = 9_999

    let shipment = Shipment(
        id: "S-1",
        customer: Customer(
            name: "Ann", address: PostalAddress(street: "1 Main St", city: "Oslo", postcode: "0150")),
        parcels: 2)
    var moved = shipment
    moved.customer.address.city = "Bergen"

    return [
        MessagePair("booking: a passenger's seat", expected: booking, actual: rebooked),
        MessagePair("recipe: an ingredient inserted", expected: recipe, actual: withScallions),
        MessagePair("recipe: an ingredient removed", expected: recipe, actual: withoutEgg),
        MessagePair("playlist of 30: a track inserted", expected: playlist, actual: insertedTrack),
        MessagePair("12 prices: one changed", expected: prices, actual: repriced),
        MessagePair("12 seats: one held", expected: seats, actual: held),
        MessagePair("a set of tags: one added", expected: tags, actual: moreTags),
        MessagePair("10,000 Ints: one changed", expected: multiples, actual: oneChanged),
        MessagePair("200 transactions: one amount", expected: transactions, actual: corrected),
        MessagePair("shipment: a city 3 levels down", expected: shipment, actual: moved),
        MessagePair(
            "load state: loaded, another item", expected: LoadState.loaded(["a", "b", "c"]),
            actual: LoadState.loaded(["a", "x", "c"])),
        MessagePair(
            "a passenger's meal: nil against a value", expected: booking.passengers[0],
            actual: Passenger(name: "Ann Lee", seat: "14A", meal: "kosher")),
    ]
}

func messageBytesCases(_ settings: Settings) -> [Row] {
    let pairs = messagePairs()
    var rows = pairs.map { pair in
        Row(
            number: "11", name: pair.name, matchers: .bytes(pair.ours), raw: .bytes(pair.customDump),
            nimble: .bytes(pair.nimble), target: nil)
    }
    // The median of the ratios, pair by pair; the row shows the median sizes beside it.
    let medianRatio = median(pairs.map { Double($0.ours) / Double($0.customDump) })
    rows.append(
        Row(
            number: "11",
            name: "median of \(pairs.count) pairs (ratio pair by pair: \(formatRatio(medianRatio)))",
            matchers: .bytes(Int(median(pairs.map { Double($0.ours) }))),
            raw: .bytes(Int(median(pairs.map { Double($0.customDump) }))),
            nimble: .bytes(Int(median(pairs.map { Double($0.nimble) }))),
            target: Target(text: "median ratio ≤ 1.5× custom-dump") { _ in medianRatio <= 1.5 }))
    return rows
}

/// Prints each pair of case 11 with our message and swift-custom-dump's, to read where the bytes go.
func printMessagePairs() {
    for pair in messagePairs() {
        print("== \(pair.name): \(pair.ours) B against \(pair.customDump) B")
        print(pair.texts.ours)
        print("-- swift-custom-dump")
        print(pair.texts.customDump)
        print("")
    }
}
