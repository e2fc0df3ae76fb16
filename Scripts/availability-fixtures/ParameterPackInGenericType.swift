// A parameter pack in a generic type: its metadata needs the runtime of macOS 14 / iOS 17.
// platforms: macOS, iOS, tvOS, watchOS
// expect: 4: parameter packs in generic types are only available in
struct Box<each T> {
    var values: (repeat each T)
}
