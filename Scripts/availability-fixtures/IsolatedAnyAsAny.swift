// An `@isolated(any)` function value used as `Any`: its metadata needs the runtime of macOS 15.
// expect: 4: runtime support for '@isolated(any)' function types is only available in
func erase(_ work: @escaping @isolated(any) () -> Void) -> Any {
    work
}
