import Testing

@testable import Matchers

// An optimized build names a private type with its discriminator, `(Dog in _00BA…)`; messages name
// it `Dog` in every configuration. A debug build never prints discriminators, so the rewriting is
// tested on the names an optimized build prints (seen in `swift test -c release`).
@Suite struct TypeNameTests {
    @Test(arguments: [
        ("(Dog in _00BA7737C1F6B04FB1FDC1F2CA9E9860)", "Dog"),
        ("Box<(Dog in _5CB922F82F4E48A8A79408E44695B65E)>", "Box<Dog>"),
        ("\\(Dog in _5CB922F82F4E48A8A79408E44695B65E).name", "\\Dog.name"),
        ("(Outer in _64A487A61BD3E52DD586A80E5581FCB0).Inner", "Outer.Inner"),
        ("Pair<(A in _1F), (B in _2E)>", "Pair<A, B>"),
    ])
    func privateDiscriminatorsAreDropped(_ printed: String, _ shown: String) {
        #expect(removingPrivateDiscriminators(printed) == shown)
    }

    @Test(arguments: [
        "Dog", "(Int, String)", "(a in b)", "(Dog in _XYZ)", "(Dog in _)", "(Dog in _1F", "(x (Dog in _1F)",
        "Optional<(Int, (String in _)>",
    ])
    func everyOtherNameIsKept(_ name: String) {
        let expected = name == "(x (Dog in _1F)" ? "(x Dog" : name
        #expect(removingPrivateDiscriminators(name) == expected)
    }

    @Test func namesOfOrdinaryTypesAreTheirDescriptions() {
        #expect(displayName(of: Int.self) == "Int")
        #expect(displayName(of: [String: Int?].self) == "Dictionary<String, Optional<Int>>")
        #expect(displayName(of: PrivateModel.self) == "PrivateModel")
    }
}

private struct PrivateModel {}
