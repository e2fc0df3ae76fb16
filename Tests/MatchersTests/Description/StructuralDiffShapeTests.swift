import Matchers
import Testing

/// Exact messages of the structural diff, one shape each (models in StructuralDiffModels.swift, the
/// values compared in StructuralDiffCases.swift).
@Suite struct StructuralDiffShapeTests {
    private func message(_ name: String) -> String? {
        StructuralDiffCases.all().first { $0.0 == name }?.1
    }

    @Test func nestedStruct() {
        #expect(
            message("nestedStruct") == """
                Expected: User(…, address: Address(…, city: "Springfield", …), …)
                     but: was User(…, address: Address(…, city: "Shelbyville", …), …)
                          differs at address.city, status, cart[1].quantity (- expected, + actual):
                              User(
                                id: 7
                                name: "Ann"
                                email: "ann@example.com"
                                address: Address(
                                  street: "1 Main St"
                            -     city: "Springfield"
                            +     city: "Shelbyville"
                                  zip: "12345"
                                )
                            -   status: .active
                            +   status: .suspended(reason: "fraud check")
                                tags: […]
                                cart: [
                                  [0]: LineItem(…)
                                  [1]: LineItem(
                                    sku: "B2"
                            -       quantity: 1
                            +       quantity: 3
                                    price: 19.5
                                  )
                                  [2]: LineItem(…)
                                ]
                              )
                """
        )
    }

    @Test func enumCaseChange() {
        #expect(
            message("enumCaseChange") == """
                Expected: .card(number: "4242", expiry: 2030)
                     but: was .cash
                """
        )
    }

    @Test func enumCaseChangeInside() {
        #expect(
            message("enumCaseChangeInside") == """
                Expected: .active
                     but: was .suspended(reason: "fraud check")
                """
        )
    }

    @Test func enumAssociatedValue() {
        #expect(
            message("enumAssociatedValue") == """
                Expected: .card(number: "4242", expiry: 2031)
                     but: was .card(number: "4242", expiry: 2030)
                          differs at card.expiry: expected 2031, found 2030
                """
        )
        // The tree the reason holds, which a message shows when its value lines are cut.
        #expect(
            describeDifference(
                Model.Payment.card(number: "4242", expiry: 2031), .card(number: "4242", expiry: 2030))?
                .description == """
                    differs at card.expiry (- expected, + actual):
                        .card(
                          number: "4242"
                      -   expiry: 2031
                      +   expiry: 2030
                        )
                    """
        )
    }

    @Test func enumSingleValue() {
        #expect(
            message("enumSingleValue") == """
                Expected: .voucher(Address(street: "1 Main St", city: "Springfield", zip: "12345"))
                     but: was .voucher(Address(street: "1 Main St", city: "Shelbyville", zip: "12345"))
                          differs at voucher.city: expected "Springfield", found "Shelbyville"
                """
        )
        let (ann, changed) = (Model.User.ann, Model.User.annChanged)
        #expect(
            describeDifference(Model.Payment.voucher(ann.address), .voucher(changed.address))?.description
                == """
                differs at voucher.city (- expected, + actual):
                    .voucher(
                      Address(
                        street: "1 Main St"
                  -     city: "Springfield"
                  +     city: "Shelbyville"
                        zip: "12345"
                      )
                    )
                """
        )
    }

    @Test func optionalNilAndTupleAndDescribed() {
        #expect(
            message("optionalNilAndTupleAndDescribed") == """
                Expected: Profile(nickname: "annie", joined: 2026-11-23T1:00Z, score: (points: 1, rank: 3))
                     but: was Profile(nickname: nil, joined: 2026-11-23T2:00Z, score: (points: 1, rank: 2))
                          differs at nickname, joined, score.rank (- expected, + actual):
                              Profile(
                            -   nickname: "annie"
                            +   nickname: nil
                            -   joined: 2026-11-23T1:00Z
                            +   joined: 2026-11-23T2:00Z
                                score: (
                                  points: 1
                            -     rank: 3
                            +     rank: 2
                                )
                              )
                """
        )
    }

    @Test func optionalAtTheTop() {
        #expect(
            message("optionalAtTheTop") == """
                Expected: nil
                     but: was Address(street: "1 Main St", city: "Shelbyville", zip: "12345")
                """
        )
    }

    @Test func tuple() {
        #expect(
            message("tuple") == """
                Expected: Pair(point: (x: 1, y: 3))
                     but: was Pair(point: (x: 1, y: 2))
                          differs at point.y: expected 3, found 2
                """
        )
        #expect(
            describeDifference(Model.Pair(point: (1, 3)), Model.Pair(point: (1, 2)))?.description == """
                differs at point.y (- expected, + actual):
                    Pair(
                      point: (
                        x: 1
                  -     y: 3
                  +     y: 2
                      )
                    )
                """
        )
    }

    @Test func classWithACycle() {
        #expect(
            message("classWithACycle") == """
                Expected: Node(value: 1, next: Node(value: 3, next: <cycle: Node>))
                     but: was Node(value: 1, next: Node(value: 2, next: <cycle: Node>))
                          differs at next.value: expected 3, found 2
                """
        )
        let ring = Model.Node(1)
        ring.next = Model.Node(2, ring)
        let otherRing = Model.Node(1)
        otherRing.next = Model.Node(3, otherRing)
        #expect(
            describeDifference(otherRing, ring)?.description == """
                differs at next.value (- expected, + actual):
                    Node(
                      value: 1
                      next: Node(
                  -     value: 3
                  +     value: 2
                        next: <cycle: Node>
                      )
                    )
                """
        )
        // The rings hold themselves: broken, so that the leak checker finds none.
        ring.next = nil
        otherRing.next = nil
    }

    @Test func arrayElementField() {
        #expect(
            message("arrayElementField") == """
                Expected: [_, LineItem(…, quantity: 1, …), _]
                     but: was [_, LineItem(…, quantity: 3, …), _]
                          differs at [1].quantity: expected 1, found 3
                """
        )
        // The message says its one change on one line; the reason's tree is the same as ever.
        #expect(
            describeDifference(Model.User.ann.cart, Model.User.annChanged.cart)?.description == """
                differs at [1].quantity (- expected, + actual):
                    [
                      [0]: LineItem(…)
                      [1]: LineItem(
                        sku: "B2"
                  -     quantity: 1
                  +     quantity: 3
                        price: 19.5
                      )
                      [2]: LineItem(…)
                    ]
                """
        )
    }

    @Test func dictionaryValueField() {
        #expect(
            message("dictionaryValueField") == """
                Expected: Carts(carts: ["ann": LineItem(sku: "B2", quantity: 1, price: 19.5), …(2 more)])
                     but: was Carts(carts: ["ann": LineItem(sku: "B2", quantity: 3, price: 19.5), …(1 more)])
                          differs at carts["ann"].quantity, carts["cy"] (- expected, + actual):
                              Carts(
                                carts: [
                                  "ann": LineItem(
                                    sku: "B2"
                            -       quantity: 1
                            +       quantity: 3
                                    price: 19.5
                                  )
                            -     "cy": LineItem(sku: "C3", quantity: 5, price: 1.25)
                                  … 1 unchanged entry
                                ]
                              )
                """
        )
    }

    @Test func setOfStructs() {
        #expect(
            message("setOfStructs") == """
                Expected: Basket(items: [LineItem(…, quantity: 1, …), …(2 more)], …)
                     but: was Basket(items: [LineItem(…, quantity: 3, …), …(2 more)], …)
                          differs at items (- expected, + actual):
                              Basket(
                                items: [
                            -     LineItem(sku: "B2", quantity: 1, price: 19.5)
                            +     LineItem(sku: "B2", quantity: 3, price: 19.5)
                                  … 2 unchanged elements
                                ]
                                owner: "ann"
                              )
                """
        )
    }

    @Test func multiLineString() {
        #expect(
            message("multiLineString") == """
                Expected: Note(…, body: …"bowl 24: shio\\nbowl 25: shio\\nbowl 26: shio\\nbow"… (50 lines))
                     but: was Note(…, body: …"bowl 24: shio\\nbowl 25: miso\\nbowl 26: shio\\nbow"… (50 lines))
                          differs at body, line 25: expected "bowl 25: shio", found "bowl 25: miso"
                """
        )
    }

    @Test func isValue() {
        // The same diff as `equalTo`'s, under `is`.
        let lines = message("is")?.split(separator: "\n") ?? []
        // `is` decides the value `equalTo` is given, with its reason: the two lines are cut around
        // the difference as `equalTo`'s are, after `is `. (They were cut from the front.)
        #expect(lines.first == #"Expected: is User(…, address: Address(…, city: "Springfield", …), …)"#)
        #expect(
            lines.dropFirst().first
                == #"     but: was User(…, address: Address(…, city: "Shelbyville", …), …)"#)
        #expect(lines.dropFirst(2) == message("nestedStruct")?.split(separator: "\n").dropFirst(2))
    }

    @Test func has() {
        #expect(
            message("has") == """
                Expected: has address Address(street: "1 Main St", city: "Springfield", zip: "12345")
                     but: was User(id: 7, name: "Ann", email: "ann@example.com", address: Address(street: "1 Main St", …), …)
                          address was Address(street: "1 Main St", city: "Shelbyville", zip: "12345")
                            differs at city: expected "Springfield", found "Shelbyville"
                """
        )
    }

    @Test func hasItemAtIndex() {
        #expect(
            message("hasItemAtIndex") == """
                Expected: a collection with LineItem(sku: "B2", quantity: 1, price: 19.5) at index 1
                     but: was [LineItem(sku: "A1", quantity: 2, price: 9.99), …(2 more)]
                          item 1 was LineItem(sku: "B2", quantity: 3, price: 19.5)
                            but: differs at quantity: expected 1, found 3
                """
        )
    }

    @Test func hasEntry() {
        #expect(
            message("hasEntry") == """
                Expected: a dictionary containing ["ann": Address(street: "1 Main St", city: "Springfield", zip: "12345")]
                     but: was ["ann": Address(street: "1 Main St", city: "Shelbyville", zip: "12345")]
                          value for "ann" was Address(street: "1 Main St", city: "Shelbyville", zip: "12345")
                            but: differs at city: expected "Springfield", found "Shelbyville"
                """
        )
    }

    @Test func contains() {
        #expect(
            message("contains") == """
                Expected: a sequence containing exactly [_, LineItem(sku: "B2", quantity: 1, price: 19.5), _]
                     but: was [_, LineItem(sku: "B2", quantity: 3, price: 19.5), _]
                          item 1 was LineItem(sku: "B2", quantity: 3, price: 19.5)
                            expected: LineItem(sku: "B2", quantity: 1, price: 19.5)
                            but: differs at quantity: expected 1, found 3
                """
        )
    }

    @Test func containsInAnyOrder() {
        #expect(
            message("containsInAnyOrder") == """
                Expected: a sequence containing in any order [LineItem(sku: "A1", quantity: 2, …), …(2 more)]
                     but: was [LineItem(sku: "A1", quantity: 2, price: 9.99), …(2 more)]
                          missing 1 of 3:
                            - LineItem(sku: "B2", quantity: 1, price: 19.5)
                          unexpected 1 of 3 items:
                            - item 1 was LineItem(sku: "B2", quantity: 3, price: 19.5)
                              closest: LineItem(sku: "B2", quantity: 1, price: 19.5)
                              but: differs at quantity: expected 1, found 3
                """
        )
    }

    @Test func throwsError() {
        #expect(
            message("throwsError") == """
                Expected: throws ValidationError(field: "email", code: 4)
                     but: threw ValidationError(field: "email", code: 3)
                          differs at code: expected 4, found 3
                """
        )
    }

    @Test func allOf() {
        let text = message("allOf") ?? ""
        #expect(
            text.hasPrefix(
                """
                Expected: all of:
                            - has id 7
                            - User(…, address: Address(…, city: "Springfield", …), …)
                     but: was User(…, address: Address(…, city: "Shelbyville", …), …)
                          failed 1 of 2:
                            - User(…, address: Address(…, city: "Springfield", …), …)
                              but: differs at address.city, status, cart[1].quantity (- expected, + actual):
                """))
        // Nested in the list, the tree keeps its shape, indented under `but:`.
        #expect(tree(of: text) == tree(of: message("nestedStruct") ?? ""))
    }

    /// The lines after a diff's header, with their common indentation removed.
    private func tree(of text: String) -> [Substring] {
        let lines = text.split(separator: "\n").drop { !$0.contains("differs at") }.dropFirst()
        let indentation = lines.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.dropFirst(indentation) }
    }
}
