import Matchers

/// The messages the structural diff tests check, by name.
enum StructuralDiffCases {
    typealias User = Model.User

    static func all() -> [(String, String?)] {
        let ann = User.ann
        let changed = User.annChanged
        let ring = Model.Node(1)
        ring.next = Model.Node(2, ring)
        let otherRing = Model.Node(1)
        otherRing.next = Model.Node(3, otherRing)
        let menu = (1...50).map { "bowl \($0): shio" }.joined(separator: "\n")
        return [
            ("nestedStruct", failureMessage(changed, equalTo(ann))),
            (
                "enumCaseChange",
                failureMessage(Model.Payment.cash, equalTo(.card(number: "4242", expiry: 2030)))
            ),
            ("enumCaseChangeInside", failureMessage(changed.status, equalTo(ann.status))),
            (
                "enumAssociatedValue",
                failureMessage(
                    Model.Payment.card(number: "4242", expiry: 2030),
                    equalTo(.card(number: "4242", expiry: 2031)))
            ),
            (
                "enumSingleValue",
                failureMessage(Model.Payment.voucher(changed.address), equalTo(.voucher(ann.address)))
            ),
            (
                "optionalNilAndTupleAndDescribed",
                failureMessage(
                    Model.Profile(nickname: nil, joined: .init(seconds: 7200), score: (1, 2)),
                    equalTo(Model.Profile(nickname: "annie", joined: .init(seconds: 3600), score: (1, 3))))
            ),
            ("optionalAtTheTop", failureMessage(Optional(changed.address), equalTo(nil))),
            ("tuple", failureMessage(Model.Pair(point: (1, 2)), equalTo(Model.Pair(point: (1, 3))))),
            ("classWithACycle", failureMessage(ring, equalTo(otherRing))),
            ("arrayElementField", failureMessage(changed.cart, equalTo(ann.cart))),
            (
                "dictionaryValueField",
                failureMessage(
                    Model.Carts(carts: ["ann": changed.cart[1], "bob": ann.cart[0]]),
                    equalTo(Model.Carts(carts: ["ann": ann.cart[1], "bob": ann.cart[0], "cy": ann.cart[2]])))
            ),
            (
                "setOfStructs",
                failureMessage(
                    Model.Basket(items: Set(changed.cart), owner: "ann"),
                    equalTo(Model.Basket(items: Set(ann.cart), owner: "ann")))
            ),
            (
                "multiLineString",
                failureMessage(
                    Model.Note(
                        title: "menu",
                        body: menu.replacingOccurrences(of: "bowl 25: shio", with: "bowl 25: miso")),
                    equalTo(Model.Note(title: "menu", body: menu)))
            ),
            ("is", failureMessage(changed, `is`(ann))),
            ("has", failureMessage(changed, has(\.address, equalTo(ann.address)))),
            ("hasItemAtIndex", failureMessage(changed.cart, hasItem(ann.cart[1], atIndex: 1))),
            ("hasEntry", failureMessage(["ann": changed.address], hasEntry("ann", ann.address))),
            ("contains", failureMessage(changed.cart, contains(ann.cart))),
            ("containsInAnyOrder", failureMessage(changed.cart, containsInAnyOrder(ann.cart))),
            (
                "throwsError",
                failureMessage(
                    { () throws -> Int in throw Model.ValidationError(field: "email", code: 3) },
                    throwsError(Model.ValidationError(field: "email", code: 4)))
            ),
            ("allOf", failureMessage(changed, allOf(has(\.id, equalTo(7)), equalTo(ann)))),
        ]
    }
}

extension String {
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 == target ? replacement : String($0) }
            .joined(separator: "\n")
    }
}
