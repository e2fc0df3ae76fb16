import Matchers
import Testing

extension ErrorsTests {
    @Suite struct RenderErrorTests {
        @Test func anEnumCaseGetsItsType() {
            #expect(renderError(ParseError.empty) == "ParseError.empty")
            #expect(renderError(ParseError.badDigit("x")) == #"ParseError.badDigit("x")"#)
        }

        @Test func aStructureAlreadyStartsWithItsType() {
            #expect(renderError(PositionedError(offset: 3)) == "PositionedError(offset: 3)")
        }

        @Test func aClassAlreadyStartsWithItsType() {
            #expect(renderError(LegacyError()) == "LegacyError(code: 7)")
        }

        @Test func aSelfDescribingErrorKeepsItsTextAfterTheType() {
            #expect(renderError(DescribedError()) == "DescribedError: no such file")
        }

        @Test func anErrorThrownWhileComputingTheValueIsRenderedTheSameWay() {
            #expect(
                MessageLayout.failure(expected: "3", actual: .thrown(ParseError.empty), reason: nil)
                    == "Expected: 3\n     but: threw ParseError.empty")
        }
    }

    @Suite struct FunctionTypeTests {
        @Test(
            arguments: [
                (type(of: {} as () -> Void) as Any.Type, true),
                ((() throws -> Int).self, true),
                (((Int, String) async throws -> [Int]).self, true),
                ((@Sendable (Int) -> Int).self, true),
                (((() -> Int) -> Void).self, true),
                ((@convention(c) (Int32) -> Int32).self, true),
                (Int.self, false),
                (((Int) -> Int, Int).self, false),
                ((() -> Int).Type.self, false),
                ([() -> Int].self, false),
                (Optional<() -> Int>.self, false),
                (String.self, false),
                (((inout Int) -> Void).self, true),
                ((() -> () -> Int).self, true),
                (((@escaping () -> Void) -> Void).self, true),
                ((() async -> Void).self, true),
                (genericClosureType(of: [1]), true),
                (genericClosureType(of: Optional("a")), true),
                ((a: Int, b: () -> Int).self, false),
                (Optional<() -> Int>.Type.self, false),
                (Box<(Int) -> Int>.self, false),
                ((any Error).self, false),
                ((any Error).Type.self, false),
                (Plain.self, false),
                (PlainClass.self, false),
                ((Plain, Plain).self, false),
            ] + typedThrowsFunctionTypes)
        func recognisesFunctionTypes(type: Any.Type, isFunction: Bool) {
            #expect(isFunctionType(type) == isFunction)
        }

        @Test func aClosureValueIsRecognisedByItsDynamicType() {
            let closures: [Any] = [
                { 1 } as () -> Int, { (x: String) throws in x } as (String) throws -> String,
            ]
            #expect(closures.allSatisfy { isFunctionType(type(of: $0)) })
        }
    }

    @Suite struct ClosureMessagesTests {
        @Test func theReasonTakesThePlaceOfTheValue() {
            let closure: () -> Int = { 1 }
            #expect(
                MessageLayout.failure(
                    expected: "throws an error", actual: .value(closure), reason: "returned 1")
                    == "Expected: throws an error\n     but: returned 1")
        }

        @Test func aMultiLineReasonIsIndentedUnderTheButLine() {
            let closure: () -> Int = { 1 }
            #expect(
                MessageLayout.failure(expected: "e", actual: .value(closure), reason: "threw X\nfield was 2")
                    == "Expected: e\n     but: threw X\n          field was 2")
        }

        @Test func withoutAReasonTheValueIsShown() {
            let closure: () -> Int = { 1 }
            #expect(
                MessageLayout.failure(expected: "e", actual: .value(closure), reason: nil)
                    == "Expected: e\n     but: was a closure of type () -> Int")
        }

        @Test func otherValuesKeepTheirReasonUnderTheValue() {
            #expect(
                MessageLayout.failure(expected: "e", actual: .value(3), reason: "why")
                    == "Expected: e\n     but: was 3\n          why")
        }

        @Test func aLabelComesFirst() {
            #expect(
                failureMessage({ try parse("") }, doesNotThrow(), label: "parsing")
                    == "parsing\nExpected: does not throw\n     but: threw ParseError.empty")
        }
    }
}

private struct Box<Wrapped> {}

/// A structure that conforms to nothing (answered by its name) and a class.
private struct Plain {}
private final class PlainClass {}

/// The type of a closure written inside a generic function, over that function's parameter.
private func genericClosureType<T>(of value: T) -> Any.Type {
    type(of: { @Sendable (x: T) async throws -> [T] in [x] } as @Sendable (T) async throws -> [T])
}

/// A typed-throws function type as a value needs the runtime of macOS 15, iOS 18 and their
/// releases: below them the case is left out.
private var typedThrowsFunctionTypes: [(Any.Type, Bool)] {
    guard #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) else { return [] }
    return [((@MainActor () async throws(ErrorsTests.ParseError) -> Int).self, true)]
}
