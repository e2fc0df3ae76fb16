// A typed-throws function value used as `Any`: its metadata needs the runtime of macOS 15.
// expect: 6: runtime support for typed throws function types is only available in
struct ParseError: Error {}

func erase(_ parse: @escaping () throws(ParseError) -> Int) -> Any {
    parse
}
